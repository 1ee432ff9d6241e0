import { eq } from 'drizzle-orm';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import { nextToAct, openStatus } from '@libero/shared/transfers/transfer-progress';
import type { TTransferActions } from '@libero/shared/transfers/transfer-api';
import type { Db } from '../../db/connection';
import { volleyTransfers } from '../../db/schema/transfers';
import { AppError } from '../../lib/app-error';
import { writeAudit, type Actor } from '../audit';
import type { AuthUser } from '../../lib/request-auth';
import type { DocumentStorage } from '../documents';
import type { QueuedMail } from '../mail';
import {
  progressOf,
  readState,
  readTransfer,
  visibleTransfer,
  type TransferRow,
  type TransferState,
} from './transfer-records';
import { actionsFor, isOpen } from './transfer-rules';
import { windowAllows, type SeasonWindow } from './transfer-windows';

/** What a transfer command works with: `db` is its transaction; the mails it queues commit with it. */
export type TransferContext = {
  db: Db;
  viewer: AuthUser;
  actor: Actor;
  now: Date;
  orgCode: string;
  storage: DocumentStorage;
  /** Where the transfer page is, for the links in e-mails. */
  publicUrl: string;
  /** How the world federation is named and reached (it handles transfers between confederations). */
  world: { name: string; email: string };
  mails: QueuedMail[];
  /** Undoes what the command did outside the database (a stored file) when its transaction fails. */
  onRollback: (() => Promise<void>)[];
};

export const AUDITED_ENTITY = 'VolleyTransfer';

export const today = (context: Pick<TransferContext, 'now'>) => utcDay(context.now);

/** A transfer as a command finds it: locked, its state, its window, what the viewer may do. */
export type Locked = {
  transfer: TransferRow;
  state: TransferState;
  window: SeasonWindow;
  windowOpen: boolean;
  actions: TTransferActions;
};

export async function situation(
  db: Db,
  viewer: AuthUser,
  transfer: TransferRow,
  day: string,
): Promise<Omit<Locked, 'transfer'>> {
  const state = await readState(db, transfer);
  const { window, open } = await windowAllows(db, transfer.firstSeason, day, transfer.windowExceptionAt !== null);
  return { state, window, windowOpen: open, actions: actionsFor(viewer, state, open) };
}

/**
 * Locks the transfer for the command, after checking that the viewer sees it and read the version
 * it now has (else 409, nothing written). `null`: a change that does not depend on what was read.
 */
export async function lockTransfer(context: TransferContext, no: number, version: number | null): Promise<Locked> {
  const transfer = await visibleTransfer(context.db, context.viewer, no, true);
  if (version !== null && transfer.version !== version) throw new AppError('Conflict', 'version');
  return { transfer, ...(await situation(context.db, context.viewer, transfer, today(context))) };
}

/**
 * Refuses a step the viewer may not take: not theirs to take (403), the window is closed (409), or
 * the transfer is not at that stage (409).
 */
export function refuseStep(step: string, locked: Locked, theirs: boolean): never {
  if (!theirs) throw new AppError('AccessDenied', step);
  if (!locked.windowOpen) throw new AppError('TransferWindowClosed', String(locked.transfer.firstSeason));
  throw new AppError('TransferStepRefused', `${step}: ${locked.transfer.status}`);
}

/**
 * Brings an open transfer's status and "who must act" in line with its signatures and payments.
 * It always writes: the transfer takes a new version with every change of its parts.
 */
export async function settle(
  context: TransferContext,
  no: number,
  changes: Partial<typeof volleyTransfers.$inferInsert> = {},
): Promise<void> {
  const { db } = context;
  if (Object.keys(changes).length > 0) await db.update(volleyTransfers).set(changes).where(eq(volleyTransfers.no, no));
  const transfer = await readTransfer(db, no);
  if (!isOpen(transfer.status)) {
    await db.update(volleyTransfers).set({ awaitingParties: [] }).where(eq(volleyTransfers.no, no));
    return;
  }
  const progress = progressOf(await readState(db, transfer));
  const status = openStatus(progress);
  await db
    .update(volleyTransfers)
    .set({ status, awaitingParties: nextToAct(progress, status) })
    .where(eq(volleyTransfers.no, no));
}

export async function audit(
  context: TransferContext,
  action: string,
  no: number,
  before?: unknown,
  after?: unknown,
): Promise<void> {
  await writeAudit(context.db, context.actor, { action, entity: AUDITED_ENTITY, entityNo: no, before, after });
}

export function signerName(viewer: AuthUser): string {
  return `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.username;
}
