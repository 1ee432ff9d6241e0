import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UPLOADED_DOCUMENT_KINDS } from '@libero/shared/transfers/transfer-api';
import { type ZPaymentFields } from '@libero/shared/transfers/transfer-api';
import { partiesOf, RECEIVING_SIDE } from '@libero/shared/transfers/transfer-parties';
import type { Db } from '../../db/connection';
import { transferDocuments, transferPayments } from '../../db/schema/transfers';
import { AppError } from '../../lib/app-error';
import type { StoredFile } from '../documents';
import { audit, lockTransfer, refuseStep, settle, signerName, today, type TransferContext } from './transfer-context';
import { partiesOfTransfer } from './transfer-parties';
import { partyRecordsOf } from './transfer-records';

type PaymentFields = z.output<typeof ZPaymentFields>;

/** What a payment's bank transfer must say: the transfer, the player's {product} number, the club. */
export function paymentReference(
  orgCode: string,
  transfer: { no: number; playerNo: number },
  clubName: string | null,
): string {
  return [`T${transfer.no}`, `${orgCode} ${transfer.playerNo}`, clubName].filter(Boolean).join(' / ');
}

/**
 * `POST /api/transfers/{no}/payments`: the receiving side records a payment of the fee with its
 * proof, once the payment details are shown. The file is stored already; `proof` says where.
 */
export async function recordPayment(
  context: TransferContext,
  no: number,
  fields: PaymentFields,
  proof: StoredFile,
): Promise<void> {
  const { db, viewer } = context;
  const locked = await lockTransfer(context, no, fields.version);
  const { transfer } = locked;
  const receivingSide = partiesOf(viewer, partyRecordsOf(transfer)).some((party) => RECEIVING_SIDE.includes(party));
  if (!locked.actions.recordPayment) refuseStep('record a payment', { ...locked, windowOpen: true }, receivingSide);
  if (fields.currency !== transfer.feeCurrency) throw new AppError('InvalidData', 'currency');
  if (fields.paidOn > today(context)) throw new AppError('InvalidData', 'paidOn');
  const parties = await partiesOfTransfer(db, transfer, context.world);
  const [document] = await db
    .insert(transferDocuments)
    .values({ transferNo: no, kind: 'paymentProof', ...proof, uploadedByUserNo: viewer.no })
    .returning({ no: transferDocuments.no });
  const payment = {
    transferNo: no,
    amountMinor: fields.amountMinor,
    currency: fields.currency,
    paidOn: fields.paidOn,
    reference: paymentReference(context.orgCode, transfer, parties.receivingClub?.name ?? null),
    proofDocumentNo: document?.no ?? null,
    recordedByUserNo: viewer.no,
    recordedByName: signerName(viewer),
  };
  await db.insert(transferPayments).values(payment);
  await settle(context, no);
  await audit(context, 'recordPayment', no, undefined, payment);
}

/** `POST /api/transfers/{no}/documents`: a party adds a contract or another document. */
export async function addDocument(
  context: TransferContext,
  no: number,
  kind: (typeof UPLOADED_DOCUMENT_KINDS)[number],
  file: StoredFile,
): Promise<void> {
  const { db, viewer } = context;
  const locked = await lockTransfer(context, no, null);
  const isParty = partiesOf(viewer, partyRecordsOf(locked.transfer)).length > 0;
  if (!locked.actions.uploadDocument) refuseStep('add a document', { ...locked, windowOpen: true }, isParty);
  const [document] = await db
    .insert(transferDocuments)
    .values({ transferNo: no, kind, ...file, uploadedByUserNo: viewer.no })
    .returning({ no: transferDocuments.no });
  await settle(context, no);
  await audit(context, 'uploadDocument', no, undefined, { documentNo: document?.no, kind, fileName: file.fileName });
}

/** A document of a transfer the viewer sees. */
export async function findDocument(db: Db, transferNo: number, documentNo: number) {
  const [document] = await db
    .select()
    .from(transferDocuments)
    .where(and(eq(transferDocuments.transferNo, transferNo), eq(transferDocuments.no, documentNo)));
  if (!document) throw new AppError('NotFound', `document ${documentNo}`);
  return document;
}

/** The latest certificate of a transfer. */
export async function latestCertificate(db: Db, transferNo: number) {
  const [document] = await db
    .select()
    .from(transferDocuments)
    .where(and(eq(transferDocuments.transferNo, transferNo), eq(transferDocuments.kind, 'certificate')))
    .orderBy(desc(transferDocuments.no))
    .limit(1);
  if (!document) throw new AppError('NotFound', `certificate of transfer ${transferNo}`);
  return document;
}
