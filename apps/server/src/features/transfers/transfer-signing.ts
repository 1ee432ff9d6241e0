import { and, eq, sql } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import type { TransferParty } from '@libero/shared/transfers/signature-ladder';
import { partiesOf } from '@libero/shared/transfers/transfer-parties';
import { blockingReasons } from '@libero/shared/transfers/transfer-progress';
import { transferDocuments, transferSignatures } from '../../db/schema/transfers';
import { AppError } from '../../lib/app-error';
import { newStorageKey } from '../documents';
import { certificateFileName, renderCertificate } from './certificate-pdf';
import {
  audit,
  lockTransfer,
  refuseStep,
  settle,
  signerName,
  today,
  type Locked,
  type TransferContext,
} from './transfer-context';
import { tellStakeholders } from './transfer-mails';
import { partiesOfTransfer, partyName, type TransferParties } from './transfer-parties';
import { partyRecordsOf, progressOf, readTransfer } from './transfer-records';

const PARTY_LABEL: Record<TransferParty, string> = {
  player: 'Player',
  receivingClub: 'Receiving club',
  releasingClub: 'Releasing club',
  receivingFederation: 'Receiving federation',
  releasingFederation: 'Releasing federation',
  handlingBody: 'Handling body',
};

const ownsParty = (context: TransferContext, locked: Locked, party: TransferParty) =>
  partiesOf(context.viewer, partyRecordsOf(locked.transfer)).includes(party);

/**
 * Who a signature is given on behalf of, when the signer is not the party itself: an admin
 * signing for a club, a federation or the player (admins are the world federation themselves).
 */
function onBehalfOf(context: TransferContext, parties: TransferParties, party: TransferParty): string | null {
  if (!isAdmin(context.viewer)) return null;
  if (party === 'handlingBody' && parties.handlingBody.kind === 'world') return null;
  return partyName(parties, party);
}

async function addSignature(context: TransferContext, locked: Locked, party: TransferParty): Promise<void> {
  const parties = await partiesOfTransfer(context.db, locked.transfer, context.world);
  await context.db.insert(transferSignatures).values({
    transferNo: locked.transfer.no,
    party,
    signedByUserNo: context.viewer.no,
    signedByName: signerName(context.viewer),
    onBehalfOf: onBehalfOf(context, parties, party),
    signedAt: context.now,
  });
}

/** `POST /api/transfers/{no}/signatures`: a party signs, in its turn (the handling body signs by approving). */
export async function signTransfer(
  context: TransferContext,
  no: number,
  version: number,
  party: TransferParty,
): Promise<void> {
  const locked = await lockTransfer(context, no, version);
  if (!ownsParty(context, locked, party)) throw new AppError('AccessDenied', `signature of ${party}`);
  if (!locked.actions.sign.includes(party)) refuseStep(`sign as ${party}`, locked, true);
  await addSignature(context, locked, party);
  await settle(context, no);
  await audit(context, 'sign', no, undefined, { party });
}

/** `DELETE /api/transfers/{no}/signatures/{party}`: a party takes its signature back (no later one rests on it). */
export async function removeSignature(
  context: TransferContext,
  no: number,
  version: number,
  party: TransferParty,
): Promise<void> {
  const locked = await lockTransfer(context, no, version);
  if (!ownsParty(context, locked, party)) throw new AppError('AccessDenied', `signature of ${party}`);
  if (!locked.actions.removeSignature.includes(party)) refuseStep(`remove the signature of ${party}`, locked, true);
  const [removed] = await context.db
    .delete(transferSignatures)
    .where(and(eq(transferSignatures.transferNo, no), eq(transferSignatures.party, party)))
    .returning();
  await settle(context, no);
  await audit(context, 'removeSignature', no, removed, { party });
}

/**
 * `POST /api/transfers/{no}/approve`: the handling body confirms payment and requirements and
 * signs; the ITC number is issued, the certificate made and stored, and the stakeholders told.
 */
export async function approveTransfer(context: TransferContext, no: number, version: number): Promise<void> {
  const { db } = context;
  const locked = await lockTransfer(context, no, version);
  if (!locked.actions.approve) {
    const blocking = blockingReasons(progressOf(locked.state))[0];
    if (!ownsParty(context, locked, 'handlingBody')) throw new AppError('AccessDenied', 'approve');
    throw new AppError('TransferStepRefused', `approve: ${blocking?.code ?? locked.transfer.status}`);
  }
  await addSignature(context, locked, 'handlingBody');
  const itcNumber = locked.transfer.itcNumber ?? (await nextItcNumber(context, locked.transfer.firstSeason));
  await settle(context, no, { status: 'approved', approvedAt: context.now, itcNumber });
  const approved = await readTransfer(db, no);
  const parties = await partiesOfTransfer(db, approved, context.world);
  await storeCertificate(context, approved, parties);
  await audit(context, 'approve', no, { status: locked.transfer.status }, { status: 'approved', itcNumber });
  tellStakeholders(context, 'approved', approved, parties);
}

async function nextItcNumber(context: TransferContext, season: number): Promise<string> {
  const { rows } = (await context.db.execute(sql`select nextval('itc_serial') as serial`)) as unknown as {
    rows: { serial: string | number }[];
  };
  return `ITC-${season}-${String(rows[0]?.serial ?? 0).padStart(5, '0')}`;
}

/** The certificate as a transfer document; its file is removed again when the transaction fails. */
async function storeCertificate(
  context: TransferContext,
  transfer: Awaited<ReturnType<typeof readTransfer>>,
  parties: TransferParties,
) {
  const itcNumber = transfer.itcNumber ?? '';
  const signatures = await context.db
    .select()
    .from(transferSignatures)
    .where(eq(transferSignatures.transferNo, transfer.no));
  const pdf = await renderCertificate({
    orgCode: context.orgCode,
    itcNumber,
    issuedOn: today(context),
    player: {
      no: parties.player.no,
      name: parties.player.name,
      birthDate: parties.player.birthDate,
      nationality: parties.player.nationality,
    },
    agent: parties.agent && { name: parties.agent.name, licenceNumber: parties.agent.licenceNumber },
    releasingFederation: { code: parties.releasingFederation.code ?? '', name: parties.releasingFederation.name },
    releasingClub: parties.releasingClub?.name ?? null,
    receivingFederation: { code: parties.receivingFederation.code ?? '', name: parties.receivingFederation.name },
    receivingClub: parties.receivingClub?.name ?? null,
    handlingBody: parties.handlingBody.name,
    firstSeason: transfer.firstSeason,
    lastSeason: transfer.lastSeason,
    contractStart: transfer.contractStart,
    contractEnd: transfer.contractEnd,
    signatures: signatures.map((signature) => ({
      party: PARTY_LABEL[signature.party],
      signedBy: signature.signedByName,
      onBehalfOf: signature.onBehalfOf,
      signedAt: signature.signedAt.toISOString(),
    })),
  });
  const storageKey = newStorageKey();
  await context.storage.put(storageKey, pdf);
  context.onRollback.push(() => context.storage.remove(storageKey));
  await context.db.insert(transferDocuments).values({
    transferNo: transfer.no,
    kind: 'certificate',
    fileName: certificateFileName(itcNumber),
    contentType: 'application/pdf',
    sizeBytes: pdf.length,
    storageKey,
    uploadedByUserNo: context.viewer.no,
  });
}
