import { sql } from 'drizzle-orm';
import { SEASON_END, SEASON_START } from '@libero/shared/transfers/seasons';
import type { Db } from '../../db/connection';
import { volleyTransfers as t } from '../../db/schema/transfers';

/**
 * Moves approved transfers on by the server's calendar: active from the contract's start (or the
 * first season's first day), ended after the contract's end (or the last season's last day).
 * `no` limits it to one transfer. Returns how many changed.
 */
export async function settleByClock(db: Db, today: string, no?: number): Promise<number> {
  const only = no === undefined ? sql`true` : sql`${t.no} = ${no}`;
  const starts = sql`coalesce(${t.contractStart}, make_date(${t.firstSeason}, ${SEASON_START.month}, ${SEASON_START.day}))`;
  const ends = sql`coalesce(${t.contractEnd}, make_date(${t.lastSeason} + 1, ${SEASON_END.month}, ${SEASON_END.day}))`;
  const ended = await db
    .update(t)
    .set({ status: 'ended' })
    .where(sql`${only} and ${t.status} in ('approved', 'active') and ${ends} < ${today}::date`)
    .returning({ no: t.no });
  const active = await db
    .update(t)
    .set({ status: 'active' })
    .where(sql`${only} and ${t.status} = 'approved' and ${starts} <= ${today}::date`)
    .returning({ no: t.no });
  return ended.length + active.length;
}
