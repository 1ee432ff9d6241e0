import { sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { beachTournamentManagers, beachTournaments } from '../../db/schema/beach';
import type { AuthUser } from '../../lib/request-auth';

type TournamentColumns = {
  no: unknown;
  confederationNo: unknown;
  federationNo: unknown;
};

/**
 * The beach tournaments a user runs: those they were assigned or created (beach tournament
 * managers), a confederation's continental ones (its beach manager), a federation's national tour.
 * `tournament` names the tournament's columns in the query at hand.
 */
export function runsBeachTournament(viewer: AuthUser, tournament: TournamentColumns = beachTournaments): SQL {
  switch (viewer.type) {
    case UserTypeNo.BeachTournamentManager:
      return sql`exists (select 1 from ${beachTournamentManagers} m
        where m.tournament_no = ${tournament.no} and m.user_no = ${viewer.no})`;
    case UserTypeNo.ConfederationBeachManager:
      return sql`${tournament.confederationNo} = ${viewer.typeNo}`;
    case UserTypeNo.Federation:
      return sql`${tournament.federationNo} = ${viewer.typeNo}`;
    default:
      return sql`false`;
  }
}

/** Published tournaments for everyone; drafts for admins and those who run them. */
export function visibleBeachTournament(
  viewer: AuthUser | null,
  tournament: TournamentColumns & { published: unknown } = beachTournaments,
): SQL | undefined {
  if (viewer && isAdmin(viewer)) return undefined;
  const published = sql`${tournament.published}`;
  return viewer ? sql`(${published} or ${runsBeachTournament(viewer, tournament)})` : published;
}
