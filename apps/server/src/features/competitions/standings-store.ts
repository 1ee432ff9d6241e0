import { and, asc, eq, inArray } from 'drizzle-orm';
import { INDOOR_FORMAT, type MatchResult } from '@libero/shared/competitions/match-rules';
import {
  CRITERIA,
  INDOOR_RANKING_POINTS,
  computeStandings,
  type Criterion,
  type StandingsMatch,
  type StandingsRules,
} from '@libero/shared/competitions/standings';
import type { Db } from '../../db/connection';
import {
  volleyMatches,
  volleyPoolRankings,
  volleyPoolTeams,
  volleyPools,
  volleyTournamentTypes,
  volleyTournaments,
} from '../../db/schema/competitions';
import { setsOf } from './match-results';

type MatchRow = typeof volleyMatches.$inferSelect;

const isCriterion = (value: string): value is Criterion => (CRITERIA as readonly string[]).includes(value);

/** The standings rules of a tournament: its type's criteria, in order, with the indoor ranking points. */
export async function standingsRules(db: Db, tournamentNo: number): Promise<StandingsRules> {
  const [type] = await db
    .select({ criteria: volleyTournamentTypes.standingsCriteria })
    .from(volleyTournaments)
    .innerJoin(volleyTournamentTypes, eq(volleyTournamentTypes.no, volleyTournaments.typeNo))
    .where(eq(volleyTournaments.no, tournamentNo));
  const tieBreak = (type?.criteria ?? '').split(/\s+/).filter(isCriterion);
  return {
    rankingPoints: INDOOR_RANKING_POINTS,
    tieBreak: tieBreak.length ? tieBreak : [...CRITERIA],
    miniTable: 'rankAll',
  };
}

/** A finished match as the standings count it. */
export function countedResult(match: MatchRow): StandingsMatch<number> | undefined {
  if (match.teamANo === null || match.teamBNo === null) return undefined;
  if (match.status === 'forfeit') {
    const result: MatchResult = { type: 'forfeit', winner: match.forfeitBy === 'A' ? 'b' : 'a' };
    return { a: match.teamANo, b: match.teamBNo, result };
  }
  if (match.status !== 'finished') return undefined;
  const points = Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((set) => [
      [`PointsTeamASet${set}`, match[`pointsA${set}` as keyof MatchRow] as number | null],
      [`PointsTeamBSet${set}`, match[`pointsB${set}` as keyof MatchRow] as number | null],
    ]),
  );
  return { a: match.teamANo, b: match.teamBNo, result: { type: 'normal', sets: setsOf(points) } };
}

/** A ratio as stored: null for "nothing lost" (infinite). */
const storedRatio = (value: number) => (Number.isFinite(value) ? value : null);

/** Recomputes a pool's standings from its finished matches; answers whether every match is played. */
export async function recomputePool(db: Db, poolNo: number): Promise<{ complete: boolean }> {
  const [pool] = await db.select().from(volleyPools).where(eq(volleyPools.no, poolNo));
  if (!pool) return { complete: false };
  const teams = (
    await db
      .select({ teamNo: volleyPoolTeams.teamNo })
      .from(volleyPoolTeams)
      .where(eq(volleyPoolTeams.poolNo, poolNo))
      .orderBy(asc(volleyPoolTeams.position))
  ).map((row) => row.teamNo);
  const matches = await db.select().from(volleyMatches).where(eq(volleyMatches.poolNo, poolNo));
  const counted = matches
    .map(countedResult)
    .filter(
      (match): match is StandingsMatch<number> =>
        match !== undefined && teams.includes(match.a) && teams.includes(match.b),
    );
  const rows = computeStandings(INDOOR_FORMAT, await standingsRules(db, pool.tournamentNo), teams, counted);
  await db.delete(volleyPoolRankings).where(eq(volleyPoolRankings.poolNo, poolNo));
  if (rows.length > 0) {
    await db.insert(volleyPoolRankings).values(
      rows.map((row, index) => ({
        poolNo,
        teamNo: row.team,
        position: index + 1,
        rank: row.rank,
        played: row.played,
        won: row.won,
        lost: row.lost,
        rankingPoints: row.rankingPoints,
        setsWon: row.setsWon,
        setsLost: row.setsLost,
        setRatio: storedRatio(row.setRatio),
        pointsWon: row.pointsWon,
        pointsLost: row.pointsLost,
        pointRatio: storedRatio(row.pointRatio),
      })),
    );
  }
  const complete =
    matches.length > 0 && matches.every((match) => match.status === 'finished' || match.status === 'forfeit');
  return { complete };
}

/** Every pool of the tournament's pool phases before `position`, with its stored standings. */
export async function poolStandings(db: Db, tournamentNo: number, poolNos?: readonly number[]) {
  const pools = await db
    .select()
    .from(volleyPools)
    .where(
      and(eq(volleyPools.tournamentNo, tournamentNo), poolNos ? inArray(volleyPools.no, [...poolNos]) : undefined),
    );
  const rankings = pools.length
    ? await db
        .select()
        .from(volleyPoolRankings)
        .where(
          inArray(
            volleyPoolRankings.poolNo,
            pools.map((pool) => pool.no),
          ),
        )
        .orderBy(asc(volleyPoolRankings.poolNo), asc(volleyPoolRankings.position))
    : [];
  return pools.map((pool) => ({ pool, rows: rankings.filter((row) => row.poolNo === pool.no) }));
}
