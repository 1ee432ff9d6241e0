import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApplicationStep, ProjectType } from '@libero/shared/empowerment/applications';
import {
  ZApplicationDossier,
  ZCallList,
  ZCatalogue,
  ZEligibility,
  type TApplicationDossier,
  type TCall,
  type TCallInput,
  type ZApplicationCreate,
  type ZApplicationUpdate,
  type ZCommentInput,
  type ZScoresInput,
  type ZStepInput,
} from '@libero/shared/empowerment/empowerment-api';
import { inEnvironment } from '../../../lib/environment';
import { getJson, http, parseAnswer, postJson, putJson, send } from '../../../lib/http';

/** Uploads may take longer than the wrapper's 10 s. */
const UPLOAD_TIMEOUT_MS = 60_000;
/** Calls and the catalogue change seldom. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** The registry entity listing the applications. */
export const APPLICATION_ENTITY = 'Application';

export const applicationKeys = {
  all: ['empowerment', 'applications'] as const,
  calls: () => [...applicationKeys.all, 'calls'] as const,
  catalogue: () => [...applicationKeys.all, 'catalogue'] as const,
  eligibility: (callNo: number, type: ProjectType, federationNo?: number) =>
    [...applicationKeys.all, 'eligibility', callNo, type, federationNo ?? null] as const,
  application: (no: number) => [...applicationKeys.all, 'application', no] as const,
};

export const APPLICATIONS_PATH = '/empowerment/applications';
export const REVIEW_QUEUE_PATH = '/empowerment/applications/admin';
export const applicationPagePath = (no: number) => `${APPLICATIONS_PATH}/${no}`;
export const applicationEditPath = (no: number) => `${APPLICATIONS_PATH}/${no}/edit`;
export const newApplicationPath = (type: ProjectType, callNo: number) =>
  `${APPLICATIONS_PATH}/new?${new URLSearchParams({ type, call: String(callNo) }).toString()}`;
export const projectPagePath = (no: number) => `/empowerment/projects/${no}`;
export const federationProfilePath = (no: number) => `/federations/${no}`;

const API = '/api/empowerment';
const applicationPath = (no: number) => `${API}/applications/${no}`;

/** A document of the application, downloaded. */
export const applicationDocumentUrl = (no: number, documentNo: number) =>
  inEnvironment(`${applicationPath(no)}/documents/${documentNo}`);

/** `GET /api/empowerment/calls`: every call, open or not. */
export const callsQuery = () =>
  queryOptions({
    queryKey: applicationKeys.calls(),
    queryFn: async (): Promise<TCall[]> => (await getJson(`${API}/calls`, ZCallList)).calls,
    staleTime: REFERENCE_STALE_MS,
  });

/** `GET /api/empowerment/catalogue`: the equipment a federation may ask for, with its prices. */
export const catalogueQuery = () =>
  queryOptions({
    queryKey: applicationKeys.catalogue(),
    queryFn: () => getJson(`${API}/catalogue`, ZCatalogue),
    staleTime: REFERENCE_STALE_MS,
  });

/** `GET /api/empowerment/eligibility`: the rules for a federation (the viewer's own unless named) in a call. */
export function eligibilityQuery(callNo: number, type: ProjectType, federationNo?: number) {
  const params = new URLSearchParams({ callNo: String(callNo), type });
  if (federationNo !== undefined) params.set('federationNo', String(federationNo));
  return queryOptions({
    queryKey: applicationKeys.eligibility(callNo, type, federationNo),
    queryFn: () => getJson(`${API}/eligibility?${params.toString()}`, ZEligibility),
    // The panel says itself why it cannot show them.
    meta: { silent: true },
  });
}

/** `GET /api/empowerment/applications/{no}`: the dossier, with the steps open to the viewer. */
export function applicationQuery(no: number) {
  return queryOptions({
    queryKey: applicationKeys.application(no),
    queryFn: () => getJson(applicationPath(no), ZApplicationDossier),
    meta: { silent: true },
  });
}

/** `POST /api/empowerment/applications`: a new draft (201). */
export function createApplication(body: z.input<typeof ZApplicationCreate>): Promise<TApplicationDossier> {
  return postJson(`${API}/applications`, body, ZApplicationDossier);
}

/** `PUT /api/empowerment/applications/{no}`: a draft's content. */
export function updateApplication(no: number, body: z.input<typeof ZApplicationUpdate>): Promise<TApplicationDossier> {
  return putJson(applicationPath(no), body, ZApplicationDossier);
}

/** `POST /api/empowerment/applications/{no}/steps/{step}`: the step, with its text where it needs one. */
export function takeApplicationStep(
  no: number,
  step: ApplicationStep,
  input: z.input<typeof ZStepInput>,
): Promise<TApplicationDossier> {
  return postJson(`${applicationPath(no)}/steps/${step}`, input, ZApplicationDossier);
}

/** `PUT /api/empowerment/applications/{no}/scores`: a reviewer's score per criterion. */
export function saveScores(no: number, input: z.input<typeof ZScoresInput>): Promise<TApplicationDossier> {
  return putJson(`${applicationPath(no)}/scores`, input, ZApplicationDossier);
}

/** `POST /api/empowerment/applications/{no}/comments`. */
export function addComment(no: number, input: z.input<typeof ZCommentInput>): Promise<TApplicationDossier> {
  return postJson(`${applicationPath(no)}/comments`, input, ZApplicationDossier);
}

/** `POST /api/empowerment/applications/{no}/documents` (multipart). */
export async function uploadApplicationDocument(no: number, kind: string, file: File): Promise<TApplicationDossier> {
  const form = new FormData();
  // The kind first: the server reads the file as it streams in.
  form.append('kind', kind);
  form.append('file', file);
  const path = `${applicationPath(no)}/documents`;
  const body = await http.post(path, { body: form, timeout: UPLOAD_TIMEOUT_MS }).json<unknown>();
  return parseAnswer(ZApplicationDossier, body, `POST ${path}`);
}

/** `DELETE /api/empowerment/applications/{no}/documents/{documentNo}`; the dossier is read again after it. */
export function deleteApplicationDocument(no: number, documentNo: number): Promise<void> {
  return send('delete', `${applicationPath(no)}/documents/${documentNo}`);
}

/** `POST /api/empowerment/calls` (reviewers); the calls are read again after it. */
export function createCall(input: TCallInput): Promise<void> {
  return send('post', `${API}/calls`, input);
}

/** `PUT /api/empowerment/calls/{no}` (reviewers). */
export function updateCall(no: number, version: number, input: TCallInput): Promise<void> {
  return send('put', `${API}/calls/${no}`, { ...input, version });
}
