import { and, eq, inArray, sql } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { TransferParty } from '@libero/shared/transfers/signature-ladder';
import type { TransferPartyRecords } from '@libero/shared/transfers/transfer-parties';
import type { TransferProgress } from '@libero/shared/transfers/transfer-progress';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import { transferDocuments, transferPayments, transferSignatures, volleyTransfers } from '../../db/schema/transfers';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';

export type TransferRow = typeof volleyTransfers.$inferSelect;
export type SignatureRow = typeof transferSignatures.$inferSelect;

/** A transfer with what decides how far it has come. */
export type TransferState = {
  transfer: TransferRow;
  signatures: SignatureRow[];
  /** Payments in the fee's currency, added up. */
  paidMinor: number;
  hasContractDocument: boolean;
};

/** The transfer, locked until the transaction ends when `lock` (every write reads it so). */
export async function readTransfer(db: Db, no: number, lock = false): Promise<TransferRow> {
  const query = db.select().from(volleyTransfers).where(eq(volleyTransfers.no, no));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NotFound', `transfer ${no}`);
  return row;
}

/** One query after another: writes read the state inside their transaction, on its one connection. */
export async function readState(db: Db, transfer: TransferRow): Promise<TransferState> {
  const signatures = await db.select().from(transferSignatures).where(eq(transferSignatures.transferNo, transfer.no));
  const [paid] = await db
    .select({ total: sql<string | null>`sum(${transferPayments.amountMinor})` })
    .from(transferPayments)
    .where(
      and(eq(transferPayments.transferNo, transfer.no), sql`${transferPayments.currency} = ${transfer.feeCurrency}`),
    );
  const [contract] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(transferDocuments)
    .where(and(eq(transferDocuments.transferNo, transfer.no), eq(transferDocuments.kind, 'contract')));
  return { transfer, signatures, paidMinor: Number(paid?.total ?? 0), hasContractDocument: (contract?.count ?? 0) > 0 };
}

export function signedParties(state: TransferState): Set<TransferParty> {
  return new Set(state.signatures.map((signature) => signature.party));
}

export function progressOf(state: TransferState): TransferProgress & { receivingClubNo: number | null } {
  const { transfer } = state;
  return {
    releasingClubNo: transfer.fromClubNo,
    receivingClubNo: transfer.toClubNo,
    submitted: transfer.submittedAt !== null,
    signed: signedParties(state),
    exempt: transfer.exempt,
    feeMinor: transfer.feeMinor,
    paidMinor: state.paidMinor,
    hasContractDates: transfer.contractStart !== null && transfer.contractEnd !== null,
    hasContractDocument: state.hasContractDocument,
  };
}

export function partyRecordsOf(transfer: TransferRow): TransferPartyRecords {
  return {
    playerNo: transfer.playerNo,
    fromFederationNo: transfer.fromFederationNo,
    fromClubNo: transfer.fromClubNo,
    toFederationNo: transfer.toFederationNo,
    toClubNo: transfer.toClubNo,
    handlingConfederationNo: transfer.handlingConfederationNo,
  };
}

/**
 * Whether the viewer may see the transfer at all: its parties, the confederation of either
 * federation, admins. The gateway's list scopes rows the same way (volley-transfer.binding.ts).
 */
export async function canSee(db: Db, viewer: AuthUser, transfer: TransferRow): Promise<boolean> {
  if (isAdmin(viewer)) return true;
  const no = viewer.typeNo;
  switch (viewer.type) {
    case UserTypeNo.Player:
      return transfer.playerNo === no;
    case UserTypeNo.VolleyClub:
      return transfer.fromClubNo === no || transfer.toClubNo === no;
    case UserTypeNo.Federation:
      return transfer.fromFederationNo === no || transfer.toFederationNo === no;
    case UserTypeNo.Confederation: {
      const rows = await db
        .select({ confederationNo: federations.confederationNo })
        .from(federations)
        .where(inArray(federations.no, [transfer.fromFederationNo, transfer.toFederationNo]));
      return rows.some((row) => row.confederationNo === no);
    }
    default:
      return false;
  }
}

/** The transfer if the viewer may see it; for anyone else it does not exist. */
export async function visibleTransfer(db: Db, viewer: AuthUser, no: number, lock = false): Promise<TransferRow> {
  const transfer = await readTransfer(db, no, lock);
  if (!(await canSee(db, viewer, transfer))) throw new AppError('NotFound', `transfer ${no}`);
  return transfer;
}
