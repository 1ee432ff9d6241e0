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
import { everySeasonsWindow } from './transfer-windows';

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
  const [{ rows }, windowOf] = await Promise.all([
    db.execute(sql`select ${volleyTransfers.no} as no, ${volleyTransfers.status} as status,
      ${volleyTransfers.playerNo} as "playerNo", ${volleyTransfers.fromFederationNo} as "fromFederationNo",
      ${volleyTransfers.fromClubNo} as "fromClubNo", ${volleyTransfers.toFederationNo} as "toFederationNo",
      ${volleyTransfers.toClubNo} as "toClubNo", ${volleyTransfers.handlingConfederationNo} as "handlingConfederationNo",
      ${volleyTransfers.awaitingParties} as "awaitingParties", ${volleyTransfers.firstSeason} as "firstSeason",
      ${volleyTransfers.windowExceptionAt} as "windowExceptionAt",
      ${persons.firstName} || ' ' || ${persons.lastName} as "playerName"
    from ${volleyTransferBinding.from}
    where cardinality(${volleyTransfers.awaitingParties}) > 0 and ${scope}`) as unknown as Promise<{ rows: Waiting[] }>,
    everySeasonsWindow(db),
  ]);
  // One pass, nothing but the items made: a federation may have ten thousand transfers waiting.
  const items: TWorkItem[] = [];
  for (const transfer of rows) {
    let parties = '';
    for (const party of partiesWaitedFor(viewer, transfer))
      if (transfer.awaitingParties.includes(party)) parties = parties === '' ? party : `${parties}+${party}`;
    if (parties === '') continue;
    const dueDay = transfer.windowExceptionAt ? null : windowOf(transfer.firstSeason).closesOn;
    items.push({
      key: `transfers:${transfer.no}:${transfer.status}:${parties}`,
      area: 'transfers',
      reason: `transfers.${transfer.status}`,
      title: transfer.playerName,
      path: `/volley/transfers/${transfer.no}`,
      dueDay,
      overdue: dueDay !== null && dueDay < today,
    });
  }
  return items;
}

export const transferWork: WorkSource = { area: 'transfers', itemsFor };
