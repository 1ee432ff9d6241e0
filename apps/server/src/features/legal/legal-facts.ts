import { and, eq, ne, sql } from 'drizzle-orm';
import type { OriginChangeFacts } from '@libero/shared/legal/origin-rules';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/prepared';
import { federations } from '../../db/schema/bodies';
import { federationOfOriginChanges, legalCaseDocuments, legalCases } from '../../db/schema/legal';
import { persons } from '../../db/schema/people';
import type { CaseRow } from './legal-records';

/**
 * The player's record for the current federation's national team in official competitions
 * (national leagues aside), from the rosters and the results: the day of the last match that team
 * played with the player on its roster, up to `today`, and how many such matches there were.
 */
async function nationalTeamRecord(
  db: Db,
  playerNo: number,
  federationNo: number | null,
  today: string,
): Promise<{ lastDay: string | null; matches: number }> {
  if (federationNo === null) return { lastDay: null, matches: 0 };
  const [row] = await queryRows<{ lastDay: string | null; matches: number }>(
    db,
    sql`select to_char(max(match.local_date), 'YYYY-MM-DD') as "lastDay", count(match.no)::int as matches
        from volley_rosters roster
        join volley_teams team on team.no = roster.team_no and team.club_no is null and team.federation_no = ${federationNo}
        join volley_tournaments tournament on tournament.no = roster.tournament_no
        join volley_tournament_types type on type.no = tournament.type_no and type.official and not type.national_league
        join volley_matches match on (match.team_a_no = team.no or match.team_b_no = team.no)
          and match.status in ('finished', 'forfeit') and match.local_date <= ${today}
        where roster.player_no = ${playerNo}`,
  );
  return { lastDay: row?.lastDay ?? null, matches: Number(row?.matches ?? 0) };
}

/** What the eligibility rules of a change are checked against, for this case on `today`. */
export async function originChangeFacts(db: Db, row: CaseRow, today: string): Promise<OriginChangeFacts> {
  const history = await db
    .select({ from: federationOfOriginChanges.fromFederationNo, kind: legalCases.kind })
    .from(federationOfOriginChanges)
    .innerJoin(legalCases, eq(legalCases.no, federationOfOriginChanges.caseNo))
    // This case's own change (once approved) is not a previous one.
    .where(and(eq(federationOfOriginChanges.playerNo, row.playerNo), ne(federationOfOriginChanges.caseNo, row.no)));
  const [player] = await db
    .select({ nationality: persons.nationality })
    .from(persons)
    .where(eq(persons.no, row.playerNo));
  const [applicant] = await db
    .select({ country: federations.countryCode })
    .from(federations)
    .where(eq(federations.no, row.applicantFederationNo));
  const [passport] = await db
    .select({ no: legalCaseDocuments.no })
    .from(legalCaseDocuments)
    .where(and(eq(legalCaseDocuments.caseNo, row.no), eq(legalCaseDocuments.kind, 'passport')))
    .limit(1);
  const record = await nationalTeamRecord(db, row.playerNo, row.currentFederationNo, today);
  return {
    previousChanges: history.filter((change) => change.kind === 'originChange').length,
    formerFederationNos: history.flatMap((change) => (change.from === null ? [] : [change.from])),
    newFederationNo: row.applicantFederationNo,
    playerNationality: player?.nationality ?? null,
    newFederationCountry: applicant?.country ?? null,
    hasPassport: passport !== undefined,
    lastNationalTeamDay: record.lastDay,
    seniorOfficialMatches: record.matches,
    today,
  };
}
