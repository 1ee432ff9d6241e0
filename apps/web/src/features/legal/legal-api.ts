import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZCaseDossier,
  ZCaseKind,
  type LegalDocumentKind,
  type TCaseDossier,
  type ZCaseCreate,
  type ZCaseStepInput,
  type ZCaseUpdate,
} from '@libero/shared/legal/legal-api';
import type { CaseKind, CaseStep } from '@libero/shared/legal/legal-cases';
import { inEnvironment } from '../../lib/environment';
import { getJson, http, parseAnswer, postJson, putJson } from '../../lib/http';

/** Uploads may take longer than the wrapper's 10 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

export const legalKeys = {
  all: ['legal'] as const,
  case: (no: number) => [...legalKeys.all, 'case', no] as const,
  origins: () => [...legalKeys.all, 'origin'] as const,
  origin: (playerNo: number) => [...legalKeys.origins(), playerNo] as const,
};

/** The registry entity listing each kind of case. */
export const CASE_ENTITIES: Readonly<Record<CaseKind, string>> = {
  originChange: 'FederationOfOriginChange',
  determination: 'FederationDetermination',
};

/** The list page of each kind of case. */
export const CASE_LIST_PATHS: Readonly<Record<CaseKind, string>> = {
  originChange: '/legal/foo-changes',
  determination: '/legal/determinations-of-federation',
};

/** The page of a case, of either kind. */
export const casePagePath = (no: number) => `/legal/cases/${no}`;

const casePath = (no: number) => `/api/legal/cases/${no}`;
/** A document of the case, downloaded. */
export const caseDocumentUrl = (no: number, documentNo: number) =>
  inEnvironment(`${casePath(no)}/documents/${documentNo}`);
/** The decision letter, a PDF, once the case is decided. */
export const decisionLetterUrl = (no: number) => inEnvironment(`${casePath(no)}/decision.pdf`);

/** `GET /api/legal/cases/{no}`: the dossier, with the steps open to the viewer. */
export function caseQuery(no: number) {
  return queryOptions({
    queryKey: legalKeys.case(no),
    queryFn: () => getJson(casePath(no), ZCaseDossier),
    // The page says itself why it cannot show the case.
    meta: { silent: true },
  });
}

/** `POST /api/legal/cases`: a new draft (201). */
export function createCase(body: z.input<typeof ZCaseCreate>): Promise<TCaseDossier> {
  return postJson('/api/legal/cases', body, ZCaseDossier);
}

/** `PUT /api/legal/cases/{no}`: a draft's statements and registrations. */
export function updateCase(no: number, body: z.input<typeof ZCaseUpdate>): Promise<TCaseDossier> {
  return putJson(casePath(no), body, ZCaseDossier);
}

/** `POST /api/legal/cases/{no}/steps/{step}`: the step, with its text where it needs one. */
export function takeStep(no: number, step: CaseStep, input: z.input<typeof ZCaseStepInput>): Promise<TCaseDossier> {
  return postJson(`${casePath(no)}/steps/${step}`, input, ZCaseDossier);
}

/** `POST /api/legal/cases/{no}/documents` (multipart): a piece of evidence. */
export async function uploadDocument(no: number, kind: LegalDocumentKind, file: File): Promise<TCaseDossier> {
  const form = new FormData();
  // The kind first: the server reads the file as it streams in.
  form.append('kind', kind);
  form.append('file', file);
  const path = `${casePath(no)}/documents`;
  const body = await http.post(path, { body: form, timeout: UPLOAD_TIMEOUT_MS }).json<unknown>();
  return parseAnswer(ZCaseDossier, body, `POST ${path}`);
}

const ZFederation = z.object({ no: z.number(), code: z.string(), name: z.string() });

/** `GET /api/legal/players/{no}/origin`: a player's federation of origin and how it came to be. */
const ZPlayerOrigin = z.object({
  federationOfOrigin: ZFederation.nullable(),
  history: z.array(
    z.object({
      fromFederation: ZFederation.nullable(),
      toFederation: ZFederation,
      caseNo: z.number(),
      kind: ZCaseKind,
      day: z.string(),
    }),
  ),
});
export type TPlayerOrigin = z.infer<typeof ZPlayerOrigin>;

export function originQuery(playerNo: number) {
  return queryOptions({
    queryKey: legalKeys.origin(playerNo),
    queryFn: () => getJson(`/api/legal/players/${playerNo}/origin`, ZPlayerOrigin),
    // The panel shows its own error.
    meta: { silent: true },
  });
}
