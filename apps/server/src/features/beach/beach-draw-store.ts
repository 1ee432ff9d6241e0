import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  beachDrawPlan,
  resolveBeachDraw,
  type BeachDrawEntries,
  type BeachDrawFormat,
  type BeachDrawPlan,
  type BeachDrawResult,
  type BeachDrawSize,
  type BeachDrawState,
} from '@libero/shared/competitions/beach-draw';
import type { SetScore, Side } from '@libero/shared/competitions/match-rules';
import type { Slot } from '@libero/shared/competitions/bracket';
import { BEACH_RESULT_TYPE, BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import type { Db } from '../../db/connection';
import {
  beachCategories,
  beachMatches,
  beachRoundRankings,
  beachRounds,
  beachTeams,
  beachTournaments,
} from '../../db/schema/beach';

export type TournamentRow = typeof beachTournaments.$inferSelect;
export type CategoryRow = typeof beachCategories.$inferSelect;
export type TeamRow = typeof beachTeams.$inferSelect;
export type MatchRow = typeof beachMatches.$inferSelect;

/** A tournament with its category: its own draw sizes, quota and wildcards, else the category's. */
export type Tournament = TournamentRow & { category: CategoryRow };

export async function loadTournament(db: Db, no: number, lock = false): Promise<Tournament | undefined> {
  const query = db
    .select()
    .from(beachTournaments)
    .innerJoin(beachCategories, eq(beachCategories.no, beachTournaments.typeNo))
    .where(eq(beachTournaments.no, no));
  const [row] = lock ? await query.for('update', { of: beachTournaments }) : await query;
  return row ? { ...row.beach_tournaments, category: row.beach_categories } : undefined;
}

/** The tournament's own setting, else its category's. */
export function settingsOf(tournament: Tournament) {
  const { category } = tournament;
  return {
    mainDraw: tournament.nbTeamsMainDraw ?? category.nbTeamsMainDraw,
    qualification: tournament.nbTeamsQualification ?? category.nbTeamsQualification,
    fromQualification: tournament.nbTeamsFromQualification ?? category.nbTeamsFromQualification,
    federationQuota: tournament.federationQuota ?? category.federationQuota,
    wildcards: tournament.nbWildcards ?? category.nbWildcards,
  };
}

/** The draw's size from the entries as allocated: the qualifiers join the main draw's direct entries. */
export function drawSizeOf(tournament: Tournament, teams: readonly TeamRow[]): BeachDrawSize {
  const main = teams.filter((team) => team.draw === 'mainDraw').length;
  const qualification = teams.filter((team) => team.draw === 'qualification').length;
  const fromQualification = qualification > 0 ? settingsOf(tournament).fromQualification : 0;
  return {
    format: tournament.format as BeachDrawFormat,
    mainDraw: main + fromQualification,
    qualification,
    fromQualification,
  };
}

const bySeed = (x: TeamRow, y: TeamRow) => (x.seed ?? 0) - (y.seed ?? 0) || x.no - y.no;

export function drawEntriesOf(teams: readonly TeamRow[]): BeachDrawEntries {
  const of = (draw: string) =>
    teams
      .filter((team) => team.draw === draw)
      .sort(bySeed)
      .map((team) => team.no);
  return { mainDraw: of('mainDraw'), qualification: of('qualification') };
}

/** The sets of a match as stored, up to the first set without points. */
export function storedSets(match: MatchRow): SetScore[] {
  const sets: SetScore[] = [];
  for (const [a, b] of [
    [match.pointsA1, match.pointsB1],
    [match.pointsA2, match.pointsB2],
    [match.pointsA3, match.pointsB3],
  ] as const) {
    if (a === null || b === null) break;
    sets.push({ a, b });
  }
  return sets;
}

/** The results entered so far, by the match's place in the draw. */
function resultsOf(matches: readonly MatchRow[]): Record<string, BeachDrawResult> {
  const results: Record<string, BeachDrawResult> = {};
  for (const match of matches) {
    if (match.winnerNo === null) continue;
    const winner: Side = match.winnerNo === match.teamANo ? 'a' : 'b';
    const byDefault = match.resultType === BEACH_RESULT_TYPE.forfeit || match.resultType === BEACH_RESULT_TYPE.noShow;
    results[match.bracket] = { winner, sets: storedSets(match), byDefault };
  }
  return results;
}

export type DrawnTournament = {
  tournament: Tournament;
  teams: TeamRow[];
  matches: MatchRow[];
  plan: BeachDrawPlan;
  state: BeachDrawState;
};

/** A drawn tournament as its results make it; undefined before the draw. */
export async function readDraw(db: Db, tournament: Tournament): Promise<DrawnTournament | undefined> {
  const matches = await db
    .select()
    .from(beachMatches)
    .where(eq(beachMatches.tournamentNo, tournament.no))
    .orderBy(asc(beachMatches.noInTournament));
  if (matches.length === 0) return undefined;
  const teams = await db.select().from(beachTeams).where(eq(beachTeams.tournamentNo, tournament.no));
  const plan = beachDrawPlan(drawSizeOf(tournament, teams));
  const state = resolveBeachDraw(plan, drawEntriesOf(teams), resultsOf(matches));
  return { tournament, teams, matches, plan, state };
}

const teamOf = (slot: Slot<number> | undefined) => (slot?.kind === 'team' ? slot.team : null);

/**
 * Everything the results change, in the transaction that saves one: the teams of the matches they
 * decide, the pools' rankings, where teams finished, and a drawn tournament is now running.
 */
export async function syncDraw(db: Db, tournament: Tournament): Promise<DrawnTournament | undefined> {
  const drawn = await readDraw(db, tournament);
  if (!drawn) return undefined;
  const { state, matches, teams } = drawn;
  for (const match of matches) {
    const resolved = state.matches.get(match.bracket);
    const changes = {
      teamANo: teamOf(resolved?.a),
      teamBNo: teamOf(resolved?.b),
      winnerRank: resolved?.winnerFinish ?? 0,
      loserRank: resolved?.loserFinish ?? 0,
    };
    if (Object.entries(changes).some(([key, value]) => match[key as keyof typeof changes] !== value)) {
      await db.update(beachMatches).set(changes).where(eq(beachMatches.no, match.no));
    }
  }
  await writePoolRankings(db, tournament.no, state);
  for (const team of teams.filter((t) => t.draw !== null)) {
    const rank = state.finishes.get(team.no) ?? null;
    if (team.rank !== rank) await db.update(beachTeams).set({ rank }).where(eq(beachTeams.no, team.no));
  }
  const played = matches.some((match) => match.winnerNo !== null);
  if (played && tournament.status === BEACH_TOURNAMENT_STATUS.drawn) {
    await db
      .update(beachTournaments)
      .set({ status: BEACH_TOURNAMENT_STATUS.running })
      .where(eq(beachTournaments.no, tournament.no));
  }
  return drawn;
}

/** Each pool's ranking, rewritten whole: teams level on their record share a rank until the pool decides. */
async function writePoolRankings(db: Db, tournamentNo: number, state: BeachDrawState): Promise<void> {
  const rounds = await db
    .select({ no: beachRounds.no, bracket: beachRounds.bracket })
    .from(beachRounds)
    .where(and(eq(beachRounds.tournamentNo, tournamentNo), eq(beachRounds.rankMethod, '<Ranked />')));
  if (rounds.length === 0) return;
  await db.delete(beachRoundRankings).where(
    inArray(
      beachRoundRankings.roundNo,
      rounds.map((round) => round.no),
    ),
  );
  const rows = state.pools.flatMap((pool) => {
    const round = rounds.find((r) => r.bracket === pool.letter);
    if (!round) return [];
    return pool.records.map((record, i) => {
      const first = pool.records.findIndex((other) => sameStanding(other, record));
      return {
        roundNo: round.no,
        teamNo: record.team,
        position: i + 1,
        rank: record.place ?? first + 1,
        matchPoints: record.matchPoints,
        matchesWon: record.won,
        matchesLost: record.lost,
        setsWon: record.setsWon,
        setsLost: record.setsLost,
        pointsWon: record.pointsWon,
        pointsLost: record.pointsLost,
      };
    });
  });
  if (rows.length > 0) await db.insert(beachRoundRankings).values(rows);
}

type Record_ = BeachDrawState['pools'][number]['records'][number];

function sameStanding(x: Record_, y: Record_): boolean {
  if (x.place !== null || y.place !== null) return x.place === y.place;
  return (
    x.matchPoints === y.matchPoints &&
    x.setsWon === y.setsWon &&
    x.setsLost === y.setsLost &&
    x.pointsWon === y.pointsWon &&
    x.pointsLost === y.pointsLost
  );
}
