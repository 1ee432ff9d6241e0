import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { ladderState, requiredParties, TRANSFER_PARTIES } from '@libero/shared/transfers/signature-ladder';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { blockingReasons, nextToAct } from '@libero/shared/transfers/transfer-progress';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/identity';
import { transferDocuments, transferPayments } from '../../db/schema/transfers';
import type { AuthUser } from '../../lib/request-auth';
import { AUDITED_ENTITY, situation } from './transfer-context';
import { paymentReference } from './transfer-files';
import { partiesOfTransfer, partyName, type TransferParties } from './transfer-parties';
import { progressOf, signedParties, visibleTransfer, type TransferRow, type TransferState } from './transfer-records';
import { isOpen } from './transfer-rules';

const HISTORY_LENGTH = 100;

export type DossierSources = {
  db: Db;
  identityDb: Db;
  viewer: AuthUser;
  today: string;
  orgCode: string;
  world: { name: string; email: string };
};

const body = (record: { no: number; name: string; code: string | null } | null) =>
  record ? { no: record.no, name: record.name, code: record.code } : null;

function signaturesOf(state: TransferState, parties: TransferParties): TTransferDossier['signatures'] {
  const { transfer } = state;
  const signed = signedParties(state);
  const required = new Set(requiredParties({ releasingClubNo: transfer.fromClubNo }));
  const ladder = ladderState({ releasingClubNo: transfer.fromClubNo }, signed);
  return TRANSFER_PARTIES.map((party) => {
    const signature = state.signatures.find((one) => one.party === party);
    const waiting = ladder.waiting.includes(party) || transfer.submittedAt === null || !isOpen(transfer.status);
    return {
      party,
      partyName: partyName(parties, party),
      state: signature ? 'signed' : !required.has(party) ? 'notRequired' : waiting ? 'waiting' : 'awaiting',
      signedBy: signature?.signedByName ?? null,
      onBehalfOf: signature?.onBehalfOf ?? null,
      signedAt: signature?.signedAt.toISOString() ?? null,
    };
  });
}

/** Usernames of users of the production database, by number. */
async function usernames(
  identityDb: Db,
  userNos: (number | null)[],
): Promise<(userNo: number | null) => string | null> {
  const nos = [...new Set(userNos.filter((n): n is number => n !== null))];
  const rows =
    nos.length === 0
      ? []
      : await identityDb.select({ no: users.no, username: users.username }).from(users).where(inArray(users.no, nos));
  const names = new Map(rows.map((user) => [user.no, user.username]));
  return (userNo) => (userNo === null ? null : (names.get(userNo) ?? `#${userNo}`));
}

/** The transfer's audit trail, newest first, and the name of whoever granted its window exception. */
async function historyOf(sources: DossierSources, transfer: TransferRow) {
  const entries = await sources.db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      actorUserNo: auditLog.actorUserNo,
      impersonatorUserNo: auditLog.impersonatorUserNo,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, AUDITED_ENTITY), eq(auditLog.entityNo, String(transfer.no))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LENGTH);
  const nameOf = await usernames(sources.identityDb, [
    ...entries.flatMap((entry) => [entry.actorUserNo, entry.impersonatorUserNo]),
    transfer.windowExceptionByUserNo,
  ]);
  return {
    history: entries.map((entry) => ({
      at: entry.at.toISOString(),
      action: entry.action,
      actor: nameOf(entry.actorUserNo),
      impersonator: nameOf(entry.impersonatorUserNo),
    })),
    exceptionGrantedBy: nameOf(transfer.windowExceptionByUserNo),
  };
}

/** Everything the transfer page shows about transfer `no`, and what the viewer may do on it. */
export async function readDossier(sources: DossierSources, no: number): Promise<TTransferDossier> {
  const { db, viewer } = sources;
  const transfer = await visibleTransfer(db, viewer, no);
  const [{ state, window, windowOpen, actions }, parties, payments, documents, { history, exceptionGrantedBy }] =
    await Promise.all([
      situation(db, viewer, transfer, sources.today),
      partiesOfTransfer(db, transfer, sources.world),
      db.select().from(transferPayments).where(eq(transferPayments.transferNo, no)).orderBy(asc(transferPayments.no)),
      db
        .select()
        .from(transferDocuments)
        .where(eq(transferDocuments.transferNo, no))
        .orderBy(asc(transferDocuments.no)),
      historyOf(sources, transfer),
    ]);
  const progress = progressOf(state);
  const open = isOpen(transfer.status);
  const fee =
    transfer.feeMinor !== null && transfer.feeCurrency !== null && !transfer.exempt
      ? { amountMinor: transfer.feeMinor, currency: transfer.feeCurrency }
      : null;
  const detailsShown = ladderState(progress, progress.signed).paymentDetailsShown || !open;
  return {
    no: transfer.no,
    version: transfer.version,
    status: transfer.status,
    itcNumber: transfer.itcNumber,
    createdAt: transfer.createdAt.toISOString(),
    player: { no: parties.player.no, name: parties.player.name, federationCode: parties.player.federationCode },
    agent: parties.agent,
    releasingFederation: body(parties.releasingFederation)!,
    releasingClub: body(parties.releasingClub),
    receivingFederation: body(parties.receivingFederation)!,
    receivingClub: body(parties.receivingClub),
    handlingBody: { kind: parties.handlingBody.kind, no: parties.handlingBody.no, name: parties.handlingBody.name },
    firstSeason: transfer.firstSeason,
    lastSeason: transfer.lastSeason,
    contractStart: transfer.contractStart,
    contractEnd: transfer.contractEnd,
    exempt: transfer.exempt,
    fee,
    paidMinor: state.paidMinor,
    paymentDetails:
      fee && detailsShown
        ? {
            reference: paymentReference(sources.orgCode, transfer, parties.receivingClub?.name ?? null),
            ...fee,
            payee: parties.handlingBody.name,
          }
        : null,
    payments: payments.map((payment) => ({
      no: payment.no,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      paidOn: payment.paidOn,
      reference: payment.reference,
      proofDocumentNo: payment.proofDocumentNo,
      recordedBy: payment.recordedByName,
      recordedAt: payment.recordedAt.toISOString(),
    })),
    signatures: signaturesOf(state, parties),
    awaiting: open ? nextToAct(progress, transfer.status) : [],
    blocking: open ? blockingReasons(progress, windowOpen ? undefined : transfer.firstSeason) : [],
    window: {
      season: window.season,
      opensOn: window.opensOn,
      closesOn: window.closesOn,
      open: windowOpen,
      exception:
        transfer.windowExceptionAt && transfer.windowExceptionReason
          ? {
              reason: transfer.windowExceptionReason,
              grantedBy: exceptionGrantedBy,
              grantedAt: transfer.windowExceptionAt.toISOString(),
            }
          : null,
    },
    closingReason: transfer.closingReason,
    documents: documents.map((document) => ({
      no: document.no,
      kind: document.kind as TTransferDossier['documents'][number]['kind'],
      fileName: document.fileName,
      sizeBytes: document.sizeBytes,
      createdAt: document.createdAt.toISOString(),
    })),
    history,
    actions,
  };
}
