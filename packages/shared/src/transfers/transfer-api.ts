import { z } from 'zod';
import { ZTransferStatus } from '../statuses/statuses';
import { MAX_CERTIFICATE_SEASONS } from './seasons';
import { TRANSFER_PARTIES } from './signature-ladder';

/**
 * The transfer workflow's HTTP contract (issue #9), under `/api/transfers` (signed-in parties) and
 * `/api/admin/transfer-*` (admins). The list stays a gateway query (`GetVolleyTransferList`).
 */

export const ZTransferParty = z.enum(TRANSFER_PARTIES);

/** Currencies the fee tables and payments use (ISO 4217). */
export const TRANSFER_CURRENCIES = ['CHF', 'EUR', 'USD'] as const;
export const ZCurrency = z.enum(TRANSFER_CURRENCIES);
export type Currency = z.infer<typeof ZCurrency>;

const ZDay = z.iso.date();
const ZRecordNo = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);
const ZSeason = z.number().int().min(2000).max(2100);
/** The record's change counter, as read: a write with an older one is refused (409). */
const ZVersion = z.number().int().min(0);
const ZReason = z.string().trim().min(3).max(500);
/** An amount in the currency's minor units (cents). */
const ZMinor = z.number().int().min(1).max(10_000_000_000);

const contractFields = {
  firstSeason: ZSeason,
  lastSeason: ZSeason,
  contractStart: ZDay.nullable(),
  contractEnd: ZDay.nullable(),
};

function contractIsCoherent(
  value: { firstSeason: number; lastSeason: number; contractStart: string | null; contractEnd: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.lastSeason < value.firstSeason || value.lastSeason - value.firstSeason >= MAX_CERTIFICATE_SEASONS) {
    ctx.addIssue({ code: 'custom', path: ['lastSeason'], message: 'seasons' });
  }
  if (value.contractStart && value.contractEnd && value.contractEnd < value.contractStart) {
    ctx.addIssue({ code: 'custom', path: ['contractEnd'], message: 'order' });
  }
}

/**
 * `POST /api/transfers`: a new transfer, as a draft (or submitted at once with `submit`). The
 * releasing federation defaults to the player's; a club user's receiving club is their own.
 */
export const ZTransferCreate = z
  .strictObject({
    playerNo: ZRecordNo,
    fromFederationNo: ZRecordNo.optional(),
    fromClubNo: ZRecordNo.nullable().default(null),
    toFederationNo: ZRecordNo.optional(),
    toClubNo: ZRecordNo.nullable().default(null),
    ...contractFields,
    submit: z.boolean().default(false),
  })
  .superRefine(contractIsCoherent);
export type TTransferCreate = z.input<typeof ZTransferCreate>;

/**
 * `PUT /api/transfers/{no}`: modifies the contract and clubs. Every signature given is removed and
 * every party is told by e-mail (SPEC §4); `exempt` is for admins only.
 */
export const ZTransferModify = z
  .strictObject({
    version: ZVersion,
    fromClubNo: ZRecordNo.nullable(),
    toClubNo: ZRecordNo.nullable(),
    ...contractFields,
    exempt: z.boolean().optional(),
  })
  .superRefine(contractIsCoherent);
export type TTransferModify = z.input<typeof ZTransferModify>;

/** A step that only needs the version read: submit, approve. */
export const ZTransferStep = z.strictObject({ version: ZVersion });
/** `POST /api/transfers/{no}/signatures`: signs for `party`. */
export const ZTransferSign = z.strictObject({ version: ZVersion, party: ZTransferParty });
/** Reject, cancel, release and window exceptions say why. */
export const ZTransferReasoned = z.strictObject({ version: ZVersion, reason: ZReason });

/** The form fields of `POST /api/transfers/{no}/payments` (multipart, then the proof as `file`). */
export const ZPaymentFields = z.strictObject({
  version: z.coerce.number().int().min(0),
  amountMinor: z.coerce.number().int().min(1).max(10_000_000_000),
  currency: ZCurrency,
  paidOn: ZDay,
});

/** What a transfer document is. */
export const TRANSFER_DOCUMENT_KINDS = ['contract', 'paymentProof', 'certificate', 'other'] as const;
export const ZTransferDocumentKind = z.enum(TRANSFER_DOCUMENT_KINDS);
/** Kinds a party uploads itself (`POST /api/transfers/{no}/documents`): proofs come with payments, certificates from approval. */
export const UPLOADED_DOCUMENT_KINDS = ['contract', 'other'] as const;

const ZBody = z.object({ no: ZRecordNo, name: z.string(), code: z.string().nullable() });
export type TTransferBody = z.infer<typeof ZBody>;

export const ZSignatureState = z.enum(['signed', 'awaiting', 'waiting', 'notRequired']);

export const ZBlockingReason = z.discriminatedUnion('code', [
  z.object({ code: z.literal('notSubmitted') }),
  z.object({ code: z.literal('signatureAwaited'), party: ZTransferParty }),
  z.object({ code: z.literal('contractDatesMissing') }),
  z.object({ code: z.literal('contractDocumentMissing') }),
  z.object({ code: z.literal('noFeeTable') }),
  z.object({ code: z.literal('paymentDue'), dueMinor: z.number(), paidMinor: z.number() }),
  z.object({ code: z.literal('windowClosed'), season: z.number() }),
]);

/** Everything the transfer page shows, and the actions open to the viewer. */
export const ZTransferDossier = z.object({
  no: z.number(),
  version: z.number(),
  status: ZTransferStatus,
  itcNumber: z.string().nullable(),
  createdAt: z.string(),
  player: z.object({ no: z.number(), name: z.string(), federationCode: z.string().nullable() }),
  /** The player's agent when the transfer was started, where one was on record. */
  agent: z.object({ no: z.number(), name: z.string(), licenceNumber: z.string() }).nullable(),
  releasingFederation: ZBody,
  releasingClub: ZBody.nullable(),
  receivingFederation: ZBody,
  receivingClub: ZBody.nullable(),
  handlingBody: z.object({ kind: z.enum(['world', 'confederation']), no: z.number().nullable(), name: z.string() }),
  firstSeason: z.number(),
  lastSeason: z.number(),
  contractStart: z.string().nullable(),
  contractEnd: z.string().nullable(),
  exempt: z.boolean(),
  fee: z.object({ amountMinor: z.number(), currency: ZCurrency }).nullable(),
  paidMinor: z.number(),
  /** Shown once the player and the receiving club have signed. */
  paymentDetails: z
    .object({ reference: z.string(), amountMinor: z.number(), currency: ZCurrency, payee: z.string() })
    .nullable(),
  payments: z.array(
    z.object({
      no: z.number(),
      amountMinor: z.number(),
      currency: ZCurrency,
      paidOn: z.string(),
      reference: z.string(),
      proofDocumentNo: z.number().nullable(),
      recordedBy: z.string().nullable(),
      recordedAt: z.string(),
    }),
  ),
  signatures: z.array(
    z.object({
      party: ZTransferParty,
      /** Who the party is: a club's, a federation's or the player's name. */
      partyName: z.string(),
      state: ZSignatureState,
      signedBy: z.string().nullable(),
      onBehalfOf: z.string().nullable(),
      signedAt: z.string().nullable(),
    }),
  ),
  awaiting: z.array(ZTransferParty),
  blocking: z.array(ZBlockingReason),
  window: z.object({
    season: z.number(),
    opensOn: z.string(),
    closesOn: z.string(),
    open: z.boolean(),
    exception: z.object({ reason: z.string(), grantedBy: z.string().nullable(), grantedAt: z.string() }).nullable(),
  }),
  /** Why it was rejected, cancelled or released. */
  closingReason: z.string().nullable(),
  documents: z.array(
    z.object({
      no: z.number(),
      kind: ZTransferDocumentKind,
      fileName: z.string(),
      sizeBytes: z.number(),
      createdAt: z.string(),
    }),
  ),
  /** The transfer's audit trail, newest first: who did what, when (and who impersonated them). */
  history: z.array(
    z.object({ at: z.string(), action: z.string(), actor: z.string().nullable(), impersonator: z.string().nullable() }),
  ),
  actions: z.object({
    sign: z.array(ZTransferParty),
    removeSignature: z.array(ZTransferParty),
    submit: z.boolean(),
    modify: z.boolean(),
    recordPayment: z.boolean(),
    uploadDocument: z.boolean(),
    approve: z.boolean(),
    reject: z.boolean(),
    cancel: z.boolean(),
    release: z.boolean(),
    grantException: z.boolean(),
  }),
});
export type TTransferDossier = z.infer<typeof ZTransferDossier>;
export type TTransferActions = TTransferDossier['actions'];

/** `GET /api/transfers/fees` (signed-in) and `PUT /api/admin/transfer-fees` (admins): the fee of each handling body. */
export const ZFeeRow = z.strictObject({
  /** null: the world federation's table. */
  confederationNo: ZRecordNo.nullable(),
  currency: ZCurrency,
  amountMinor: ZMinor,
});
export const ZFeeTable = z.strictObject({ fees: z.array(ZFeeRow).max(20) });
export type TFeeTable = z.infer<typeof ZFeeTable>;
export const ZFeeTableAnswer = z.object({
  fees: z.array(ZFeeRow.extend({ handlerName: z.string(), updatedAt: z.string() })),
});

/** `GET /api/transfers/windows?from={season}&to={season}` (signed-in) and `PUT /api/admin/transfer-windows/{season}`. */
export const ZWindowUpdate = z
  .strictObject({ opensOn: ZDay, closesOn: ZDay })
  .refine((window) => window.opensOn <= window.closesOn, { path: ['closesOn'], message: 'order' });
export const ZWindowsAnswer = z.object({
  today: z.string(),
  windows: z.array(
    z.object({ season: z.number(), opensOn: z.string(), closesOn: z.string(), open: z.boolean(), custom: z.boolean() }),
  ),
});
