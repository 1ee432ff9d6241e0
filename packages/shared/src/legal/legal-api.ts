import { z } from 'zod';
import { CASE_KINDS, CASE_ROLES, CASE_STATUSES, CASE_STEPS } from './legal-cases';
import { ORIGIN_RULES } from './origin-rules';

/** The JSON of the legal workflow (`/api/legal/…`); the lists are the gateway's. */
export const ZCaseKind = z.enum(CASE_KINDS);
export const ZCaseStatus = z.enum(CASE_STATUSES);
export const ZCaseStep = z.enum(CASE_STEPS);
export const ZCaseRole = z.enum(CASE_ROLES);

/** The evidence a case holds. */
export const LEGAL_DOCUMENT_KINDS = [
  'passport',
  'firstLicence',
  'registration',
  'feeProof',
  'statement',
  'decision',
  'other',
] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];
export const ZLegalDocumentKind = z.enum(LEGAL_DOCUMENT_KINDS);
/** Kinds a party uploads (`POST /api/legal/cases/{no}/documents`): the decision letter is the server's. */
export const UPLOADED_LEGAL_DOCUMENT_KINDS = LEGAL_DOCUMENT_KINDS.filter((kind) => kind !== 'decision');

export const REGISTRATION_KINDS = ['club', 'nationalTeam'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
const ZNo = z.coerce.number().int().min(1).max(2_147_483_647);
const ZStatement = z.string().trim().max(5000);

export const ZRegistration = z.strictObject({
  federationNo: ZNo,
  kind: z.enum(REGISTRATION_KINDS),
  day: ZDay,
  note: z.string().trim().max(300).default(''),
});
export type TRegistration = z.infer<typeof ZRegistration>;

/** `POST /api/legal/cases`: a draft. A federation applies for itself; the office names the applicant. */
export const ZCaseCreate = z.strictObject({
  kind: ZCaseKind,
  playerNo: ZNo,
  applicantFederationNo: ZNo.optional(),
  applicantStatement: ZStatement.default(''),
  playerStatement: ZStatement.default(''),
  registrations: z.array(ZRegistration).max(50).default([]),
});

/** `PUT /api/legal/cases/{no}`: a draft's statements and evidence of registrations. */
export const ZCaseUpdate = z.strictObject({
  version: z.coerce.number().int().min(0),
  applicantStatement: ZStatement,
  playerStatement: ZStatement,
  registrations: z.array(ZRegistration).max(50),
});

/** `POST /api/legal/cases/{no}/steps/{step}`. */
export const ZCaseStepInput = z.strictObject({
  version: z.coerce.number().int().min(0),
  /** The statement, objection or reasons the step carries (required where the step needs one). */
  text: ZStatement.default(''),
  /** A determination's approval: the federation of origin it establishes. */
  decidedFederationNo: ZNo.optional(),
});

const ZFederation = z.object({ no: z.number(), code: z.string(), name: z.string() });

export const ZRuleVerdict = z.object({
  rule: z.enum(ORIGIN_RULES),
  passed: z.boolean(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** Everything the case page shows, and the steps open to the viewer. */
export const ZCaseDossier = z.object({
  no: z.number(),
  version: z.number(),
  kind: ZCaseKind,
  status: ZCaseStatus,
  player: z.object({
    no: z.number(),
    name: z.string(),
    birthDate: z.string().nullable(),
    nationality: z.string().nullable(),
    federationOfOrigin: ZFederation.nullable(),
  }),
  applicant: ZFederation,
  currentFederation: ZFederation.nullable(),
  decidedFederation: ZFederation.nullable(),
  applicantStatement: z.string(),
  playerStatement: z.string(),
  currentFederationStatement: z.string().nullable(),
  decisionReasons: z.string().nullable(),
  fee: z.object({ amountMinor: z.number(), currency: z.string() }).nullable(),
  registrations: z.array(ZRegistration.extend({ federation: ZFederation })),
  /** A determination: the federation the evidence points to under the age rule. */
  suggestedFederation: ZFederation.nullable(),
  /** A change: each eligibility rule the settings turn on, passed or failed for this player. */
  rules: z.array(ZRuleVerdict),
  documents: z.array(
    z.object({
      no: z.number(),
      kind: ZLegalDocumentKind,
      fileName: z.string(),
      sizeBytes: z.number(),
      uploadedAt: z.string(),
    }),
  ),
  timeline: z.array(
    z.object({
      step: z.string(),
      toStatus: ZCaseStatus,
      by: z.string(),
      onBehalfOf: ZCaseRole.nullable(),
      text: z.string(),
      at: z.string(),
    }),
  ),
  /** Whose turn it is, and until when. */
  awaited: ZCaseRole.nullable(),
  dueDay: z.string().nullable(),
  overdue: z.boolean(),
  /** The viewer's roles on this case, and the steps open to them now. */
  roles: z.array(ZCaseRole),
  steps: z.array(ZCaseStep),
  canEdit: z.boolean(),
  canUpload: z.boolean(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type TCaseDossier = z.infer<typeof ZCaseDossier>;
