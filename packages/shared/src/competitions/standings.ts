import { validateMatchResult, type MatchFormat, type MatchResult, type SetScore, type Side } from './match-rules';

/**
 * Pool and tournament standings from finished matches. How many ranking points a result gives and
 * the order of the tie-break criteria are data per tournament type.
 */
export type StandingsMatch<T> = { a: T; b: T; result: MatchResult };

export type PointsAward = { winner: number; loser: number };

/**
 * Ranking points by result: a match not played out is keyed by its type (`forfeit`, `noShow`,
 * `retirement`), a played-out one by its score in sets, winner first (`3-1`).
 */
export type RankingPointsTable = Readonly<Record<string, PointsAward>>;

/** FIVB indoor: 3-0 and 3-1 give 3 to the winner; 3-2 gives 2 and 1; a forfeit gives the loser nothing. */
export const INDOOR_RANKING_POINTS: RankingPointsTable = {
  '3-0': { winner: 3, loser: 0 },
  '3-1': { winner: 3, loser: 0 },
  '3-2': { winner: 2, loser: 1 },
  forfeit: { winner: 3, loser: 0 },
};

/** FIVB beach pools: 2 for a win, 1 for a loss, none for a team that forfeits or does not show. */
export const BEACH_POOL_RANKING_POINTS: RankingPointsTable = {
  '2-0': { winner: 2, loser: 1 },
  '2-1': { winner: 2, loser: 1 },
  forfeit: { winner: 2, loser: 0 },
  noShow: { winner: 2, loser: 0 },
  // A team that retires (injury) played the match: it is not treated as a forfeit.
  retirement: { winner: 2, loser: 1 },
};

export const CRITERIA = ['matchesWon', 'rankingPoints', 'setRatio', 'pointRatio', 'headToHead'] as const;
export type Criterion = (typeof CRITERIA)[number];
type ValueCriterion = Exclude<Criterion, 'headToHead'>;

export type StandingsRules = {
  rankingPoints: RankingPointsTable;
  /** Applied in order; each one only among the teams every criterion before it left tied. */
  tieBreak: readonly Criterion[];
  /**
   * How `headToHead` ranks a tied group by the table of its mutual matches (with the other
   * criteria): `rankAll` orders the whole group at once (FIVB indoor); `lastOut` only sets the
   * last team(s) apart and starts again with the rest, so two teams left end on their own match
   * (FIVB beach: the third of three is decided by ratios, the first two by head to head).
   * Either way, a smaller group still tied gets a new mini-table of its own.
   */
  miniTable: 'rankAll' | 'lastOut';
};

export const FIVB_INDOOR_STANDINGS: StandingsRules = {
  rankingPoints: INDOOR_RANKING_POINTS,
  tieBreak: ['matchesWon', 'rankingPoints', 'setRatio', 'pointRatio', 'headToHead'],
  miniTable: 'rankAll',
};

export const FIVB_BEACH_POOL_STANDINGS: StandingsRules = {
  rankingPoints: BEACH_POOL_RANKING_POINTS,
  tieBreak: ['rankingPoints', 'matchesWon', 'headToHead', 'setRatio', 'pointRatio'],
  miniTable: 'lastOut',
};

export type TeamRecord<T> = {
  team: T;
  played: number;
  won: number;
  lost: number;
  rankingPoints: number;
  setsWon: number;
  setsLost: number;
  setRatio: number;
  pointsWon: number;
  pointsLost: number;
  pointRatio: number;
};

export type StandingsRow<T> = TeamRecord<T> & {
  /** Shared only by teams equal on every criterion. */
  rank: number;
  /** Each criterion's value, for a column per criterion; `headToHead` is the place in the mini-table, if one was needed. */
  criteria: Record<Criterion, number | null>;
  /** The criterion that set the team apart from the teams it was tied with; null while it stays tied. */
  decidedBy: Criterion | null;
};

/** Won over lost; with nothing lost, any win is infinitely better (0 when nothing was played). */
export function ratio(won: number, lost: number): number {
  if (lost === 0) return won > 0 ? Number.POSITIVE_INFINITY : 0;
  return won / lost;
}

/** The points a result gives each side, from the table. */
export function rankingPointsFor(
  table: RankingPointsTable,
  result: MatchResult,
  winner: Side,
  setsWon: { a: number; b: number },
): Record<Side, number> {
  const loser: Side = winner === 'a' ? 'b' : 'a';
  const key = result.type === 'normal' ? `${setsWon[winner]}-${setsWon[loser]}` : result.type;
  const award = table[key];
  if (!award) throw new Error(`No ranking points for a ${key} result`);
  return winner === 'a' ? { a: award.winner, b: award.loser } : { a: award.loser, b: award.winner };
}

type Tally = Omit<TeamRecord<never>, 'team' | 'setRatio' | 'pointRatio'>;

const emptyTally = (): Tally => ({
  played: 0,
  won: 0,
  lost: 0,
  rankingPoints: 0,
  setsWon: 0,
  setsLost: 0,
  pointsWon: 0,
  pointsLost: 0,
});

/** Every team's record over `matches`; a match result that breaks the rules is a caller's bug. */
export function teamRecords<T>(
  format: MatchFormat,
  table: RankingPointsTable,
  teams: readonly T[],
  matches: readonly StandingsMatch<T>[],
): Map<T, TeamRecord<T>> {
  const tallies = new Map(teams.map((team) => [team, emptyTally()]));
  for (const match of matches) {
    const check = validateMatchResult(format, match.result);
    if (!check.ok) throw new Error(`Invalid result: ${check.problems.map((problem) => problem.code).join(', ')}`);
    const points = rankingPointsFor(table, match.result, check.winner, check.setsWon);
    addSide(tallyOf(tallies, match.a), 'a', check.winner, points.a, check.setsWon, check.sets);
    addSide(tallyOf(tallies, match.b), 'b', check.winner, points.b, check.setsWon, check.sets);
  }
  return new Map(teams.map((team) => [team, recordOf(team, tallyOf(tallies, team))]));
}

function tallyOf<T>(tallies: Map<T, Tally>, team: T): Tally {
  const tally = tallies.get(team);
  if (!tally) throw new Error(`A match names a team not in the standings: ${String(team)}`);
  return tally;
}

function addSide(
  tally: Tally,
  side: Side,
  winner: Side,
  points: number,
  setsWon: { a: number; b: number },
  sets: readonly SetScore[],
): void {
  const other: Side = side === 'a' ? 'b' : 'a';
  tally.played += 1;
  tally[winner === side ? 'won' : 'lost'] += 1;
  tally.rankingPoints += points;
  tally.setsWon += setsWon[side];
  tally.setsLost += setsWon[other];
  tally.pointsWon += sets.reduce((sum, set) => sum + set[side], 0);
  tally.pointsLost += sets.reduce((sum, set) => sum + set[other], 0);
}

function recordOf<T>(team: T, tally: Tally): TeamRecord<T> {
  return {
    team,
    ...tally,
    setRatio: ratio(tally.setsWon, tally.setsLost),
    pointRatio: ratio(tally.pointsWon, tally.pointsLost),
  };
}

function valueOf(record: TeamRecord<unknown>, criterion: ValueCriterion): number {
  return criterion === 'matchesWon' ? record.won : record[criterion];
}

type Context<T> = {
  format: MatchFormat;
  rules: StandingsRules;
  matches: readonly StandingsMatch<T>[];
  records: Map<T, TeamRecord<T>>;
  /** Each team's place among the teams it was tied with, once head to head has ranked them. */
  headToHead: Map<T, number>;
};

/** A run of teams in standings order, tied among themselves unless it holds one team. */
type Tier<T> = { teams: T[]; decidedBy: Criterion | null };

/** The standings of `teams` (in the order given, which also orders teams that stay tied). */
export function computeStandings<T>(
  format: MatchFormat,
  rules: StandingsRules,
  teams: readonly T[],
  matches: readonly StandingsMatch<T>[],
): StandingsRow<T>[] {
  const records = teamRecords(format, rules.rankingPoints, teams, matches);
  const context: Context<T> = { format, rules, matches, records, headToHead: new Map() };
  const tiers = orderTeams([...teams], rules.tieBreak, context);
  let placed = 0;
  return tiers.flatMap((tier) => {
    const rank = placed + 1;
    placed += tier.teams.length;
    return tier.teams.map((team) => rowOf(context, team, rank, tier.decidedBy));
  });
}

function rowOf<T>(context: Context<T>, team: T, rank: number, decidedBy: Criterion | null): StandingsRow<T> {
  const record = context.records.get(team)!;
  const criteria = {
    matchesWon: record.won,
    rankingPoints: record.rankingPoints,
    setRatio: record.setRatio,
    pointRatio: record.pointRatio,
    headToHead: context.headToHead.get(team) ?? null,
  };
  return { ...record, rank, criteria, decidedBy };
}

function orderTeams<T>(group: T[], criteria: readonly Criterion[], context: Context<T>): Tier<T>[] {
  const [criterion, ...rest] = criteria;
  if (group.length === 1 || criterion === undefined) return [{ teams: group, decidedBy: null }];
  const split =
    criterion === 'headToHead'
      ? recordPlaces(headToHead(group, context), context.headToHead)
      : splitBy(group, [criterion], (team) => context.records.get(team)!);
  return split.flatMap((part) =>
    part.length === 1 && split.length > 1 ? [{ teams: part, decidedBy: criterion }] : orderTeams(part, rest, context),
  );
}

function recordPlaces<T>(parts: T[][], places: Map<T, number>): T[][] {
  let before = 0;
  for (const part of parts) {
    for (const team of part) places.set(team, before + 1);
    before += part.length;
  }
  return parts;
}

/** Orders teams by the criteria, best first, keeping teams equal on all of them together. */
function splitBy<T>(
  group: readonly T[],
  criteria: readonly ValueCriterion[],
  recordOfTeam: (team: T) => TeamRecord<T>,
): T[][] {
  const compare = (x: T, y: T) => {
    for (const criterion of criteria) {
      const difference = valueOf(recordOfTeam(y), criterion) - valueOf(recordOfTeam(x), criterion);
      // Infinity − Infinity is NaN: equal ratios.
      if (difference !== 0 && !Number.isNaN(difference)) return difference;
    }
    return 0;
  };
  const sorted = [...group].sort(compare);
  const parts: T[][] = [];
  for (const team of sorted) {
    const last = parts.at(-1);
    if (last && compare(last[0]!, team) === 0) last.push(team);
    else parts.push([team]);
  }
  return parts;
}

/**
 * The tied teams ranked by a table of their mutual matches only, with the other criteria in their
 * order. Teams still tied in a smaller group get a mini-table of their own; a group the mini-table
 * cannot split stays tied for the criteria after `headToHead`.
 */
function headToHead<T>(group: T[], context: Context<T>): T[][] {
  const members = new Set(group);
  const mutual = context.matches.filter((match) => members.has(match.a) && members.has(match.b));
  const mini = teamRecords(context.format, context.rules.rankingPoints, group, mutual);
  const criteria = context.rules.tieBreak.filter(
    (criterion): criterion is ValueCriterion => criterion !== 'headToHead',
  );
  const parts = splitBy(group, criteria, (team) => mini.get(team)!);
  const regrouped =
    context.rules.miniTable === 'lastOut' && parts.length > 2 ? [parts.slice(0, -1).flat(), parts.at(-1)!] : parts;
  return regrouped.flatMap((part) =>
    part.length > 1 && part.length < group.length ? headToHead(part, context) : [part],
  );
}
