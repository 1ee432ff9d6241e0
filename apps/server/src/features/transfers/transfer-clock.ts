import { sql } from 'drizzle-orm';
import type { Environment } from '@libero/shared/http/environments';
import { SEASON_END, SEASON_START } from '@libero/shared/transfers/seasons';
import type { Db } from '../../db/connection';
import { seasons } from '../../db/schema/competitions';
import { volleyTransfers as t } from '../../db/schema/transfers';
import { writeAudit } from '../audit';
import { AUDITED_ENTITY } from './transfer-context';

/** A season's first or last day: as the national-league seasons set it, else the default days. */
const seasonDay = (which: 'start' | 'end', year: unknown) =>
  which === 'start'
    ? sql`coalesce((select ${seasons.startDate} from ${seasons} where ${seasons.year} = ${year}),
        make_date(${year}, ${SEASON_START.month}, ${SEASON_START.day}))`
    : sql`coalesce((select ${seasons.endDate} from ${seasons} where ${seasons.year} = ${year}),
        make_date(${year} + 1, ${SEASON_END.month}, ${SEASON_END.day}))`;

/**
 * Moves approved transfers on by the server's calendar: active from the contract's start (or the
 * first season's first day), ended after the contract's end (or the last season's last day), the
 * seasons' days being those of the national-league seasons where they are set.
 * `no` limits it to one transfer. Answers the transfers ended and activated.
 */
export async function clockTransitions(db: Db, today: string, no?: number) {
  const { only, ended, activated } = dueConditions(today, no);
  return {
    ended: await db
      .update(t)
      .set({ status: 'ended' })
      .where(sql`${only} and ${ended}`)
      .returning({ no: t.no }),
    activated: await db
      .update(t)
      .set({ status: 'active' })
      .where(sql`${only} and ${activated}`)
      .returning({ no: t.no }),
  };
}

function dueConditions(today: string, no?: number) {
  const starts = sql`coalesce(${t.contractStart}, ${seasonDay('start', t.firstSeason)})`;
  const ends = sql`coalesce(${t.contractEnd}, ${seasonDay('end', t.lastSeason)})`;
  return {
    only: no === undefined ? sql`true` : sql`${t.no} = ${no}`,
    ended: sql`${t.status} in ('approved', 'active') and ${ends} < ${today}::date`,
    activated: sql`${t.status} = 'approved' and ${starts} <= ${today}::date`,
  };
}

/**
 * Whether the calendar moves any transfer on today: one read, where the transitions take a
 * transaction of four statements. Every transfer's page asks, and almost always nothing is due.
 */
async function anyDue(db: Db, today: string, no?: number): Promise<boolean> {
  const { only, ended, activated } = dueConditions(today, no);
  const [due] = await db
    .select({ no: t.no })
    .from(t)
    .where(sql`${only} and ((${ended}) or (${activated}))`)
    .limit(1);
  return due !== undefined;
}

/** The calendar's transitions, each audited as the system's. Returns how many transfers changed. */
export async function settleByClock(db: Db, environment: Environment, today: string, no?: number): Promise<number> {
  if (!(await anyDue(db, today, no))) return 0;
  return db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    const { ended, activated } = await clockTransitions(trx, today, no);
    const system = { environment, actorUserNo: null, impersonatorUserNo: null, ip: '' };
    for (const row of ended)
      await writeAudit(trx, system, {
        action: 'end',
        entity: AUDITED_ENTITY,
        entityNo: row.no,
        after: { status: 'ended' },
      });
    for (const row of activated)
      await writeAudit(trx, system, {
        action: 'activate',
        entity: AUDITED_ENTITY,
        entityNo: row.no,
        after: { status: 'active' },
      });
    return ended.length + activated.length;
  });
}
