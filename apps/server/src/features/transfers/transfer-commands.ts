import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { handlingBodyOf } from '@libero/shared/transfers/handling-body';
import type { ZTransferCreate, ZTransferModify } from '@libero/shared/transfers/transfer-api';
import { partiesOf, RECEIVING_SIDE } from '@libero/shared/transfers/transfer-parties';
import { CERTIFIED_STATUSES, CLOSED_STATUSES } from '@libero/shared/transfers/transfer-progress';
import type { Db } from '../../db/connection';
import { federations, volleyClubs } from '../../db/schema/bodies';
import { personRoles, persons } from '../../db/schema/people';
import { transferSignatures, volleyTransfers } from '../../db/schema/transfers';
import { agentOfPlayer } from '../agents';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { audit, lockTransfer, refuseStep, settle, today, type Locked, type TransferContext } from './transfer-context';
import { feeOf } from './transfer-fees';
import { tellStakeholders, type TransferNews } from './transfer-mails';
import { partiesOfTransfer } from './transfer-parties';
import { partyRecordsOf, readTransfer } from './transfer-records';
import { windowAllows } from './transfer-windows';

type Create = z.output<typeof ZTransferCreate>;
type Modify = z.output<typeof ZTransferModify>;

const invalid = (field: string): never => {
  throw new AppError('InvalidData', field);
};

async function federationOf(db: Db, no: number, field: string) {
  const [row] = await db
    .select({ no: federations.no, confederationNo: federations.confederationNo })
    .from(federations)
    .where(eq(federations.no, no));
  return row ?? invalid(field);
}

/** A club of `federationNo`, else the field is invalid. */
async function clubIn(db: Db, clubNo: number | null, federationNo: number, field: string): Promise<number | null> {
  if (clubNo === null) return null;
  const [row] = await db
    .select({ federationNo: volleyClubs.federationNo })
    .from(volleyClubs)
    .where(eq(volleyClubs.no, clubNo));
  return row?.federationNo === federationNo ? clubNo : invalid(field);
}

/** The receiving club and federation a viewer may start a transfer for: their own, or any for admins. */
async function receivingSideOf(
  db: Db,
  viewer: AuthUser,
  input: Create,
): Promise<{ clubNo: number; federationNo: number }> {
  if (viewer.type === UserTypeNo.VolleyClub) {
    if (input.toClubNo !== null && input.toClubNo !== viewer.typeNo) throw new AppError('AccessDenied', 'toClubNo');
    const [club] = await db
      .select({ federationNo: volleyClubs.federationNo })
      .from(volleyClubs)
      .where(eq(volleyClubs.no, viewer.typeNo));
    if (!club) throw new AppError('AccessDenied', 'toClubNo');
    if (input.toFederationNo !== undefined && input.toFederationNo !== club.federationNo) invalid('toFederationNo');
    return { clubNo: viewer.typeNo, federationNo: club.federationNo };
  }
  if (
    viewer.type === UserTypeNo.Federation &&
    input.toFederationNo !== undefined &&
    input.toFederationNo !== viewer.typeNo
  ) {
    throw new AppError('AccessDenied', 'toFederationNo');
  }
  if (viewer.type !== UserTypeNo.Federation && !isAdmin(viewer))
    throw new AppError('AccessDenied', 'transfers: starting');
  const clubNo = input.toClubNo ?? invalid('toClubNo');
  const [club] = await db
    .select({ federationNo: volleyClubs.federationNo })
    .from(volleyClubs)
    .where(eq(volleyClubs.no, clubNo));
  if (!club) return invalid('toClubNo');
  const federationNo =
    viewer.type === UserTypeNo.Federation ? viewer.typeNo : (input.toFederationNo ?? club.federationNo);
  if (club.federationNo !== federationNo) invalid('toClubNo');
  return { clubNo, federationNo };
}

async function playerOf(db: Db, playerNo: number) {
  const [player] = await db
    .select({ no: persons.no, federationNo: persons.federationNo })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .where(eq(persons.no, playerNo));
  return player ?? invalid('playerNo');
}

/** The first key of the advisory locks that serialise starting transfers, per player (the second key). */
const START_LOCK = 9001;

/**
 * A player moves under one transfer at a time: another not yet approved nor ended is refused. Two
 * starts for one player wait for each other (a lock until the transaction ends), so both cannot pass.
 */
async function refuseSecondOpenTransfer(db: Db, playerNo: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${START_LOCK}, ${playerNo})`);
  const [open] = await db
    .select({ no: volleyTransfers.no })
    .from(volleyTransfers)
    .where(
      and(
        eq(volleyTransfers.playerNo, playerNo),
        notInArray(volleyTransfers.status, [...CERTIFIED_STATUSES, ...CLOSED_STATUSES]),
      ),
    );
  if (open) throw new AppError('TransferStepRefused', `player already has transfer ${open.no} in progress`);
}

/** `POST /api/transfers`: the receiving club or federation (or an admin) starts a transfer. */
export async function createTransfer(context: TransferContext, input: Create): Promise<number> {
  const { db, viewer } = context;
  const receiving = await receivingSideOf(db, viewer, input);
  const player = await playerOf(db, input.playerNo);
  const fromFederationNo = input.fromFederationNo ?? player.federationNo ?? invalid('fromFederationNo');
  if (fromFederationNo === receiving.federationNo) invalid('fromFederationNo');
  const [from, to] = [
    await federationOf(db, fromFederationNo, 'fromFederationNo'),
    await federationOf(db, receiving.federationNo, 'toFederationNo'),
  ];
  const fromClubNo = await clubIn(db, input.fromClubNo, fromFederationNo, 'fromClubNo');
  await refuseSecondOpenTransfer(db, player.no);
  if (input.submit && !(await windowAllows(db, input.firstSeason, today(context), false)).open) {
    throw new AppError('TransferWindowClosed', String(input.firstSeason));
  }
  const handling = handlingBodyOf(from, to);
  const handlingConfederationNo = handling.kind === 'confederation' ? handling.confederationNo : null;
  const fee = await feeOf(db, handlingConfederationNo);
  const values = {
    playerNo: player.no,
    agentNo: (await agentOfPlayer(db, player.no, today(context)))?.no ?? null,
    fromFederationNo,
    fromClubNo,
    toFederationNo: receiving.federationNo,
    toClubNo: receiving.clubNo,
    firstSeason: input.firstSeason,
    lastSeason: input.lastSeason,
    contractStart: input.contractStart,
    contractEnd: input.contractEnd,
    handlingConfederationNo,
    feeMinor: fee?.amountMinor ?? null,
    feeCurrency: fee?.currency ?? null,
    submittedAt: input.submit ? context.now : null,
  };
  const [created] = await db.insert(volleyTransfers).values(values).returning({ no: volleyTransfers.no });
  if (!created) throw new Error('The transfer was not created');
  await settle(context, created.no);
  await audit(context, 'create', created.no, undefined, values);
  return created.no;
}

const isReceivingSide = (viewer: AuthUser, locked: Locked) =>
  partiesOf(viewer, partyRecordsOf(locked.transfer)).some((party) => RECEIVING_SIDE.includes(party));

/**
 * `PUT /api/transfers/{no}`: changes the contract or the clubs. Every signature is removed (an
 * approved transfer goes back to its parties) and every stakeholder is told (SPEC §4).
 */
export async function modifyTransfer(context: TransferContext, no: number, input: Modify): Promise<void> {
  const { db, viewer } = context;
  const locked = await lockTransfer(context, no, input.version);
  const { transfer } = locked;
  if (!locked.actions.modify) refuseStep('modify', locked, isReceivingSide(viewer, locked));
  if (input.exempt !== undefined && input.exempt !== transfer.exempt && !isAdmin(viewer))
    throw new AppError('AccessDenied', 'exempt');
  if (viewer.type === UserTypeNo.VolleyClub && input.toClubNo !== transfer.toClubNo)
    throw new AppError('AccessDenied', 'toClubNo');
  const changes = {
    fromClubNo: await clubIn(db, input.fromClubNo, transfer.fromFederationNo, 'fromClubNo'),
    toClubNo: (await clubIn(db, input.toClubNo, transfer.toFederationNo, 'toClubNo')) ?? invalid('toClubNo'),
    firstSeason: input.firstSeason,
    lastSeason: input.lastSeason,
    contractStart: input.contractStart,
    contractEnd: input.contractEnd,
    exempt: input.exempt ?? transfer.exempt,
    ...(CERTIFIED_STATUSES.includes(transfer.status) && { status: 'inProgress' as const, approvedAt: null }),
  };
  await db.delete(transferSignatures).where(eq(transferSignatures.transferNo, no));
  await settle(context, no, changes);
  const after = await readTransfer(db, no);
  await audit(context, 'modify', no, transfer, changes);
  tellStakeholders(context, 'modified', after, await partiesOfTransfer(db, after, context.world));
}

/** `POST /api/transfers/{no}/submit`: the receiving side sends its draft to the parties. */
export async function submitTransfer(context: TransferContext, no: number, version: number): Promise<void> {
  const locked = await lockTransfer(context, no, version);
  if (!locked.actions.submit) refuseStep('submit', locked, isReceivingSide(context.viewer, locked));
  await settle(context, no, { submittedAt: context.now });
  await audit(context, 'submit', no);
}

/** How a transfer ends before its term, who may end it so, and the status it takes. */
const ENDINGS = {
  reject: {
    status: 'rejected',
    news: 'rejected',
    theirs: (parties: string[]) => parties.includes('handlingBody') || parties.includes('releasingFederation'),
  },
  cancel: {
    status: 'cancelled',
    news: 'cancelled',
    theirs: (parties: string[]) => parties.some((party) => (RECEIVING_SIDE as string[]).includes(party)),
  },
  release: {
    status: 'released',
    news: 'released',
    theirs: (parties: string[]) => parties.some((party) => (RECEIVING_SIDE as string[]).includes(party)),
  },
} as const satisfies Record<string, { status: string; news: TransferNews; theirs: (parties: string[]) => boolean }>;

export type Ending = keyof typeof ENDINGS;

/** Rejects, cancels or releases a transfer, with the reason; the stakeholders are told. */
export async function endTransfer(
  context: TransferContext,
  no: number,
  ending: Ending,
  version: number,
  reason: string,
): Promise<void> {
  const { db, viewer } = context;
  const locked = await lockTransfer(context, no, version);
  const rule = ENDINGS[ending];
  if (!locked.actions[ending])
    refuseStep(ending, locked, rule.theirs(partiesOf(viewer, partyRecordsOf(locked.transfer))));
  await settle(context, no, { status: rule.status, closingReason: reason });
  await audit(context, ending, no, { status: locked.transfer.status }, { status: rule.status, reason });
  const after = await readTransfer(db, no);
  tellStakeholders(context, rule.news, after, await partiesOfTransfer(db, after, context.world));
}

/** An admin lets a transfer through its season's closed window, saying why. */
export async function grantWindowException(
  context: TransferContext,
  no: number,
  version: number,
  reason: string,
): Promise<void> {
  const locked = await lockTransfer(context, no, version);
  if (!isAdmin(context.viewer)) throw new AppError('AccessDenied', 'window-exception');
  if (!locked.actions.grantException)
    throw new AppError('TransferStepRefused', 'window-exception: the window is open or the transfer is not');
  await settle(context, no, {
    windowExceptionReason: reason,
    windowExceptionByUserNo: context.viewer.no,
    windowExceptionAt: context.now,
  });
  await audit(context, 'windowException', no, undefined, { reason });
}
