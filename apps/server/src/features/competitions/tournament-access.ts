import { sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { volleyTeams, volleyTournamentManagers, volleyTournaments } from '../../db/schema/competitions';
import type { AuthUser } from '../../lib/request-auth';

type TournamentColumns = { no: SQL | typeof volleyTournaments.no; organizerType: unknown; organizerNo: unknown };

/**
 * The tournaments a user manages: those they were assigned or created (tournament managers), and
 * for a federation those it organises (its national leagues). `tournament` names the columns of
 * the tournament in the query at hand.
 */
export function managedBy(viewer: AuthUser, tournament: TournamentColumns = volleyTournaments): SQL {
  switch (viewer.type) {
    case UserTypeNo.VolleyTournamentManager:
      return sql`exists (select 1 from ${volleyTournamentManagers} m
        where m.tournament_no = ${tournament.no} and m.user_no = ${viewer.no})`;
    case UserTypeNo.Federation:
      return sql`(${tournament.organizerType} = 'federation' and ${tournament.organizerNo} = ${viewer.typeNo})`;
    default:
      return sql`false`;
  }
}

/**
 * Published tournaments for everyone; drafts for admins, their managers, and the federations
 * whose national team is entered (they prepare its roster).
 */
export function visibleTournament(
  viewer: AuthUser | null,
  tournament: TournamentColumns & { published: unknown } = volleyTournaments,
): SQL | undefined {
  if (viewer && isAdmin(viewer)) return undefined;
  const published = sql`${tournament.published}`;
  if (!viewer) return published;
  const entered =
    viewer.type === UserTypeNo.Federation
      ? sql`exists (select 1 from ${volleyTeams} e where e.tournament_no = ${tournament.no} and e.federation_no = ${viewer.typeNo})`
      : sql`false`;
  return sql`(${published} or ${managedBy(viewer, tournament)} or ${entered})`;
}
