import { sql } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import type { TWorkItem } from '@libero/shared/work-queue/work-queue-api';
import type { Db } from '../../db/connection';
import { volleyMatches, volleyTeams, volleyTournaments } from '../../db/schema/competitions';
import type { AuthUser } from '../../lib/request-auth';
import type { WorkSource } from '../work-queue';
import { managedBy } from './tournament-access';

type Unplayed = { no: number; tournamentNo: number; day: string; teamA: string; teamB: string };

/**
 * The matches of the tournaments the viewer manages (`managedBy`: assigned tournament managers, a
 * federation its national leagues) whose day has passed without a result: due on that day. Admins,
 * who may enter any result, are not waited on for all of them.
 */
async function itemsFor(db: Db, viewer: AuthUser, today: string): Promise<TWorkItem[]> {
  if (isAdmin(viewer)) return [];
  const { rows } = (await db.execute(sql`select m.no, m.tournament_no as "tournamentNo", m.local_date::text as day,
      a.name as "teamA", b.name as "teamB"
    from ${volleyMatches} m
    join ${volleyTournaments} on ${volleyTournaments.no} = m.tournament_no
    join ${volleyTeams} a on a.no = m.team_a_no
    join ${volleyTeams} b on b.no = m.team_b_no
    where m.status in ('scheduled', 'running') and m.local_date < ${today} and ${managedBy(viewer)}
    order by m.local_date, m.no`)) as unknown as { rows: Unplayed[] };
  return rows.map((match) => ({
    key: `competitions:${match.no}:result`,
    area: 'competitions' as const,
    reason: 'competitions.enterResult',
    title: `${match.teamA} – ${match.teamB}`,
    path: `/volley/tournaments/${match.tournamentNo}`,
    dueDay: match.day,
    overdue: true,
  }));
}

export const matchResultWork: WorkSource = { area: 'competitions', itemsFor };
