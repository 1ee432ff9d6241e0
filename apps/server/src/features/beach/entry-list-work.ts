import { sql } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { BEACH_TEAM_STATUS, BEACH_TOURNAMENT_STATUS as S } from '@libero/shared/registry/beach';
import type { TWorkItem } from '@libero/shared/work-queue/work-queue-api';
import type { Db } from '../../db/connection';
import { beachTeams, beachTournaments } from '../../db/schema/beach';
import type { AuthUser } from '../../lib/request-auth';
import type { WorkSource } from '../work-queue';
import { runsBeachTournament } from './beach-access';

/** How long before its entry deadline an entry list waits on those who run the tournament. */
const NOTICE_DAYS = 7;

type Open = { no: number; name: string; deadline: string };

/**
 * The tournaments the viewer runs (not every one an admin could) whose entry list is still to be
 * confirmed by the allocation: teams entered, the entry deadline at most a week away or passed.
 * Due on the deadline; the allocation (or a draw) takes the item out.
 */
async function itemsFor(db: Db, viewer: AuthUser, today: string): Promise<TWorkItem[]> {
  if (isAdmin(viewer)) return [];
  const { rows } = (await db.execute(sql`select t.no, t.name, t.entry_deadline::text as deadline
    from ${beachTournaments} t
    where t.status in (${S.planned}, ${S.entryOpen}, ${S.entryClosed})
      and t.entry_deadline is not null
      and t.entry_deadline <= ${today}::date + ${NOTICE_DAYS}::int
      and exists (select 1 from ${beachTeams} e where e.tournament_no = t.no and e.status = ${BEACH_TEAM_STATUS.entered})
      and ${runsBeachTournament(viewer, { no: sql`t.no`, confederationNo: sql`t.confederation_no`, federationNo: sql`t.federation_no` })}
    order by t.entry_deadline, t.no`)) as unknown as { rows: Open[] };
  return rows.map((tournament) => ({
    key: `competitions:beach:${tournament.no}:entries`,
    area: 'competitions' as const,
    reason: 'competitions.confirmEntryList',
    title: tournament.name,
    path: `/beach/tournaments/${tournament.no}?tab=entries`,
    dueDay: tournament.deadline,
    overdue: tournament.deadline < today,
  }));
}

export const entryListWork: WorkSource = { area: 'competitions', itemsFor };
