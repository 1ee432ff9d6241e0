import { sql } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { partiesOf } from '@libero/shared/transfers/transfer-parties';
import type { TWorkItem } from '@libero/shared/work-queue/work-queue-api';
import type { Db } from '../../db/connection';
import { persons } from '../../db/schema/people';
import { volleyTransfers } from '../../db/schema/transfers';
import type { AuthUser } from '../../lib/request-auth';
import type { WorkSource } from '../work-queue';
import { volleyTransferBinding } from './volley-transfer.binding';
import { windowsBetween } from './transfer-windows';

type Waiting = Pick<
  typeof volleyTransfers.$inferSelect,
  | 'no'
  | 'status'
  | 'playerNo'
  | 'fromFederationNo'
  | 'fromClubNo'
  | 'toFederationNo'
  | 'toClubNo'
  | 'handlingConfederationNo'
  | 'awaitingParties'
  | 'firstSeason'
  | 'windowExceptionAt'
> & { playerName: string };

/**
 * The parties the viewer is on a transfer. Admins may act for any party, but only the world
 * federation's own part waits on them: reviewing the payments of the transfers it handles.
 */
const partiesWaitedFor = (viewer: AuthUser, transfer: Waiting) =>
  isAdmin(viewer) ? (transfer.handlingConfederationNo === null ? ['handlingBody'] : []) : partiesOf(viewer, transfer);

/**
 * The transfers waiting on the viewer: those whose awaited parties (kept with every change, by
 * `nextToAct`) include one the viewer is on the transfer, to submit, pay, sign or review. The
 * deadline is the close of the first season's window (none with an exception).
 */
async function itemsFor(db: Db, viewer: AuthUser, today: string): Promise<TWorkItem[]> {
  const scope = isAdmin(viewer) ? sql`true` : volleyTransferBinding.partyScope!(viewer);
  const { rows } = (await db.execute(sql`select ${volleyTransfers.no} as no, ${volleyTransfers.status} as status,
      ${volleyTransfers.playerNo} as "playerNo", ${volleyTransfers.fromFederationNo} as "fromFederationNo",
      ${volleyTransfers.fromClubNo} as "fromClubNo", ${volleyTransfers.toFederationNo} as "toFederationNo",
      ${volleyTransfers.toClubNo} as "toClubNo", ${volleyTransfers.handlingConfederationNo} as "handlingConfederationNo",
      ${volleyTransfers.awaitingParties} as "awaitingParties", ${volleyTransfers.firstSeason} as "firstSeason",
      ${volleyTransfers.windowExceptionAt} as "windowExceptionAt",
      ${persons.firstName} || ' ' || ${persons.lastName} as "playerName"
    from ${volleyTransferBinding.from}
    where cardinality(${volleyTransfers.awaitingParties}) > 0 and ${scope}`)) as unknown as { rows: Waiting[] };
  // One pass, no copies: a federation may have ten thousand transfers waiting.
  const waiting: { transfer: Waiting; parties: string }[] = [];
  let firstSeason = Infinity;
  let lastSeason = -Infinity;
  for (const transfer of rows) {
    const parties = partiesWaitedFor(viewer, transfer).filter((party) => transfer.awaitingParties.includes(party));
    if (parties.length === 0) continue;
    waiting.push({ transfer, parties: parties.join('+') });
    firstSeason = Math.min(firstSeason, transfer.firstSeason);
    lastSeason = Math.max(lastSeason, transfer.firstSeason);
  }
  if (waiting.length === 0) return [];
  const windows = await windowsBetween(db, firstSeason, lastSeason);
  const closesOn = new Map(windows.map((window) => [window.season, window.closesOn]));
  return waiting.map(({ transfer, parties }) => {
    const dueDay = transfer.windowExceptionAt ? null : (closesOn.get(transfer.firstSeason) ?? null);
    return {
      key: `transfers:${transfer.no}:${transfer.status}:${parties}`,
      area: 'transfers' as const,
      reason: `transfers.${transfer.status}`,
      title: transfer.playerName,
      path: `/volley/transfers/${transfer.no}`,
      dueDay,
      overdue: dueDay !== null && dueDay < today,
    };
  });
}

export const transferWork: WorkSource = { area: 'transfers', itemsFor };
