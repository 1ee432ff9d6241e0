import { BEACH_POOL_OF_FOUR, serpentinePools } from './beach-pool';
import {
  bySeed,
  doubleElimination,
  finishingPositions,
  resolveBracket,
  seededFirstRound,
  singleElimination,
  type Bracket,
  type BracketMatch,
  type EntrantRef,
  type ResolvedMatch,
  type Slot,
} from './bracket';
import type { SetScore, Side } from './match-rules';

/**
 * The draw of a beach tournament as data: a qualification bracket whose last winners enter the
 * main draw, then either pools of four followed by single elimination, or a double elimination.
 * `beachDrawPlan` lays out the rounds and matches once, when the tournament is drawn;
 * `resolveBeachDraw` reads the teams of every match, the pools' places and where each team
 * finished from the entries and the results so far, as often as a result changes.
 */
export type BeachDrawFormat = 'poolsThenElimination' | 'doubleElimination';

export type BeachDrawSize = {
  format: BeachDrawFormat;
  /** Teams of the main draw, the qualifiers included. */
  mainDraw: number;
  /** Teams that play the qualification (0: none). */
  qualification: number;
  /** Main-draw places the qualification gives (a power of two, fewer than its teams). */
  fromQualification: number;
};

/** The public service's round phases. */
export const DRAW_PHASE = { qualification: 3, mainDraw: 4 } as const;
export const RANK_METHOD = { pool: '<Ranked />', elimination: '<DirectElimination />' } as const;

export type PlannedMatch = BracketMatch & {
  /** The round it belongs to (`I`, `PA`, `R12`, `QF`, `F1`…). */
  roundCode: string;
  /** Playing order across the tournament: matches of one stage can be played at the same time. */
  stage: number;
};

export type PlannedRound = {
  code: string;
  name: string;
  /** `W` a winners' (or only) bracket, `L` a losers' bracket, a pool's letter, `S` semi-finals, `F` finals. */
  bracket: string;
  phase: number;
  rankMethod: string;
  /** The first stage it is played in. */
  stage: number;
};

/** Where a team of the elimination after the pools comes from: a pool's place, or the i-th best third. */
type PoolEntrant = { pool: string; rank: number } | { bestThird: number };

type Pool = { letter: string; seeds: number[]; bracket: BracketMatch[] };

export type BeachDrawPlan = {
  size: BeachDrawSize;
  rounds: PlannedRound[];
  /** Every match to play, byes left out, in playing order. */
  matches: PlannedMatch[];
  qualification: { bracket: BracketMatch[]; qualifiers: string[] } | null;
  pools: Pool[];
  /** The bracket after the pools, or the double elimination, and its entrants by seed. */
  elimination: { bracket: BracketMatch[]; entrants: PoolEntrant[] | null } | null;
  /** Teams of a pool at a place that ends their tournament, by place: where they finish. */
  poolFinishes: ReadonlyMap<number, number>;
  /** How many pool thirds go through (the best ones) when not all do. */
  bestThirds: number | null;
};

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;
const nextPowerOfTwo = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(n, 1)));
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];
const letter = (i: number) => String.fromCharCode(65 + i);

/** Why a draw of this size cannot be made; null when it can. */
export function drawProblem(size: BeachDrawSize): 'TooFewTeams' | 'QualifiersNotPowerOfTwo' | null {
  if (size.mainDraw < 4) return 'TooFewTeams';
  if (size.qualification > 0 && !isPowerOfTwo(size.fromQualification)) return 'QualifiersNotPowerOfTwo';
  return null;
}

/**
 * The qualification: a seeded single elimination played until `qualifiers` winners are left. The
 * losers of its last round finish right after the main draw, those of earlier rounds after them.
 */
function qualificationBracket(teams: number, qualifiers: number, mainDraw: number): BracketMatch[] {
  const size = Math.max(nextPowerOfTwo(teams), qualifiers * 2);
  const rounds = Math.log2(size / qualifiers);
  const loserFinish = (round: number) => mainDraw + 1 + qualifiers * (2 ** (rounds - round) - 1);
  let current: BracketMatch[] = seededFirstRound(size).map(([a, b], i) => ({
    id: `Q1-${i + 1}`,
    round: 1,
    a,
    b,
    loserFinish: loserFinish(1),
  }));
  const matches = [...current];
  for (let round = 2; round <= rounds; round++) {
    current = Array.from({ length: current.length / 2 }, (_, i) => ({
      id: `Q${round}-${i + 1}`,
      round,
      a: { winnerOf: current[2 * i]!.id },
      b: { winnerOf: current[2 * i + 1]!.id },
      loserFinish: loserFinish(round),
    }));
    matches.push(...current);
  }
  return matches;
}

/**
 * The last qualification matches, whose winners qualify, ordered by the best seed of their part of
 * the draw: the qualifier from the top seed's quarter takes the first qualifier's seed.
 */
function qualifiersBySeed(bracket: readonly BracketMatch[], qualifiers: number): BracketMatch[] {
  const lastRound = Math.max(...bracket.map((match) => match.round));
  const firstRound = bracket.filter((match) => match.round === 1);
  const block = firstRound.length / qualifiers;
  const bestSeed = (i: number) =>
    Math.min(
      ...firstRound
        .slice(i * block, (i + 1) * block)
        .flatMap((match) => [match.a, match.b].map((slot) => ('seed' in slot ? slot.seed : Infinity))),
    );
  return bracket
    .filter((match) => match.round === lastRound)
    .map((match, i) => ({ match, best: bestSeed(i) }))
    .sort((x, y) => x.best - y.best)
    .map(({ match }) => match);
}

/** A pool of four's matches, their ids prefixed by the pool's letter (`A1`…`A4`). */
function poolBracket(poolLetter: string): BracketMatch[] {
  const id = (own: string) => `${poolLetter}${own}`;
  const source = (slot: BracketMatch['a']): BracketMatch['a'] => {
    if ('winnerOf' in slot) return { winnerOf: id(slot.winnerOf) };
    if ('loserOf' in slot) return { loserOf: id(slot.loserOf) };
    return slot;
  };
  return BEACH_POOL_OF_FOUR.map((match) => ({ ...match, id: id(match.id), a: source(match.a), b: source(match.b) }));
}

/**
 * Who goes through from `poolCount` pools, by seed in the elimination. With 4, 8, 16 pools the top
 * three go through and the pool winners skip the first round (the Beach Pro Tour's round of 12);
 * otherwise the top two and the best thirds fill the bracket.
 */
function poolEntrants(poolCount: number): { entrants: PoolEntrant[]; bestThirds: number | null } {
  const places = (rank: number) => Array.from({ length: poolCount }, (_, i) => ({ pool: letter(i), rank }));
  if (poolCount >= 4 && isPowerOfTwo(poolCount)) {
    // 2nd of pool i meets 3rd of pool P+1-i in the first round: never two teams of one pool.
    return { entrants: [...places(1), ...places(2), ...places(3)], bestThirds: null };
  }
  const size = nextPowerOfTwo(poolCount * 2);
  const thirds = Math.min(poolCount, size - poolCount * 2);
  const best = Array.from({ length: thirds }, (_, i) => ({ bestThird: i + 1 }));
  return { entrants: [...places(1), ...places(2), ...best], bestThirds: poolCount > 1 ? thirds : null };
}

/** Teams that finish in the pools: everyone below the places that go through, by place. */
function poolFinishesOf(poolCount: number, qualified: number, bestThirds: number | null): Map<number, number> {
  const finishes = new Map<number, number>();
  if (poolCount === 1) return finishes;
  const fromRank = bestThirds === null ? 4 : 3;
  let position = qualified + 1;
  for (let rank = fromRank; rank <= 4; rank++) {
    finishes.set(rank, position);
    position += rank === 3 ? poolCount - (bestThirds ?? 0) : poolCount;
  }
  return finishes;
}

function roundOfElimination(match: BracketMatch, entering: number): { code: string; name: string; bracket: string } {
  if (match.id === 'F') return { code: 'F1', name: 'Final 1st Place', bracket: 'F' };
  if (match.id === 'B') return { code: 'F3', name: 'Final 3rd Place', bracket: 'F' };
  const prefix = match.id.split('-')[0]!;
  if (prefix === 'SF') return { code: 'SF', name: 'Semifinals', bracket: 'S' };
  if (prefix === 'QF') return { code: 'QF', name: 'Quarterfinals', bracket: 'W' };
  if (/^W\d+$/.test(prefix)) return { code: prefix, name: `Winners Round ${prefix.slice(1)}`, bracket: 'W' };
  if (/^L\d+$/.test(prefix)) return { code: prefix, name: `Losers Round ${prefix.slice(1)}`, bracket: 'L' };
  return { code: `R${entering}`, name: `Round of ${entering}`, bracket: 'W' };
}

export function beachDrawPlan(size: BeachDrawSize): BeachDrawPlan {
  const problem = drawProblem(size);
  if (problem) throw new RangeError(`${problem}: ${JSON.stringify(size)}`);
  const rounds: PlannedRound[] = [];
  const matches: PlannedMatch[] = [];
  const qualifies = size.qualification > size.fromQualification && size.fromQualification > 0;
  const qualification = qualifies
    ? qualificationBracket(size.qualification, size.fromQualification, size.mainDraw)
    : null;
  const mainSeeds = Array.from({ length: size.mainDraw }, (_, i) => i + 1);
  let stage = 0;

  if (qualification) {
    const present = resolveBracket(qualification, bySeed(Array.from({ length: size.qualification }, (_, i) => i)), {});
    const lastRound = Math.max(...qualification.map((match) => match.round));
    for (let round = 1; round <= lastRound; round++) {
      const code = ROMAN[round - 1] ?? `Q${round}`;
      rounds.push({
        code,
        name: `Round ${round}`,
        bracket: 'W',
        phase: DRAW_PHASE.qualification,
        rankMethod: RANK_METHOD.elimination,
        stage: stage + round,
      });
      for (const match of qualification.filter((m) => m.round === round && isPlayed(present.get(m.id)))) {
        matches.push({ ...match, roundCode: code, stage: stage + round });
      }
    }
    stage += lastRound;
  }
  const qualifiers = qualification ? qualifiersBySeed(qualification, size.fromQualification) : [];

  if (size.format === 'doubleElimination') {
    const bracket = doubleElimination(Math.max(8, nextPowerOfTwo(size.mainDraw)));
    addElimination(bracket, bySeed(mainSeeds), rounds, matches, stage);
    return {
      size,
      rounds,
      matches,
      qualification: qualification ? { bracket: qualification, qualifiers: qualifiers.map((m) => m.id) } : null,
      pools: [],
      elimination: { bracket, entrants: null },
      poolFinishes: new Map(),
      bestThirds: null,
    };
  }

  const poolCount = Math.max(1, Math.ceil(size.mainDraw / 4));
  const pools: Pool[] = serpentinePools(mainSeeds, poolCount).map((seeds, i) => ({
    letter: letter(i),
    seeds,
    bracket: poolBracket(letter(i)),
  }));
  for (const pool of pools) {
    rounds.push({
      code: `P${pool.letter}`,
      name: `Pool ${pool.letter}`,
      bracket: pool.letter,
      phase: DRAW_PHASE.mainDraw,
      rankMethod: RANK_METHOD.pool,
      stage: stage + 1,
    });
    const present = resolveBracket(pool.bracket, bySeed(pool.seeds), {});
    for (const match of pool.bracket.filter((m) => isPlayed(present.get(m.id)))) {
      matches.push({ ...match, roundCode: `P${pool.letter}`, stage: stage + match.round });
    }
  }
  stage += 2;
  if (poolCount === 1) {
    return {
      size,
      rounds,
      matches,
      qualification: qualification ? { bracket: qualification, qualifiers: qualifiers.map((m) => m.id) } : null,
      pools,
      elimination: null,
      poolFinishes: new Map(),
      bestThirds: null,
    };
  }
  const { entrants, bestThirds } = poolEntrants(poolCount);
  const filled = poolEntrantsSeated(entrants, pools);
  const bracketSize = nextPowerOfTwo(entrants.length);
  const bracket = singleElimination(seededFirstRound(bracketSize));
  addElimination(bracket, (ref) => ('seed' in ref ? (filled[ref.seed - 1] ?? null) : null), rounds, matches, stage);
  return {
    size,
    rounds,
    matches,
    qualification: qualification ? { bracket: qualification, qualifiers: qualifiers.map((m) => m.id) } : null,
    pools,
    elimination: { bracket, entrants },
    poolFinishes: poolFinishesOf(poolCount, filled.filter((seat) => seat !== null).length, bestThirds),
    bestThirds,
  };
}

/** Which entrants of the elimination have a team at all (a pool of three has no 4th, and maybe no 3rd). */
function poolEntrantsSeated(entrants: readonly PoolEntrant[], pools: readonly Pool[]): (number | null)[] {
  return entrants.map((entrant, i) => {
    if ('bestThird' in entrant) return i;
    const pool = pools.find((p) => p.letter === entrant.pool);
    return pool && pool.seeds.length >= entrant.rank ? i : null;
  });
}

/** The bracket's rounds and matches to play (byes left out), from `stage` on. */
function addElimination(
  bracket: Bracket,
  entrant: (ref: EntrantRef) => number | null | undefined,
  rounds: PlannedRound[],
  matches: PlannedMatch[],
  stage: number,
): void {
  const present = resolveBracket(bracket, entrant, {});
  const entering = (round: number) =>
    [...present.values()]
      .filter(({ match }) => match.round === round && match.id !== 'B')
      .reduce((sum, { a, b }) => sum + Number(a.kind !== 'bye') + Number(b.kind !== 'bye'), 0);
  for (const match of bracket) {
    const resolved = present.get(match.id);
    if (!isPlayed(resolved)) continue;
    const round = roundOfElimination(match, entering(match.round));
    if (!rounds.some((known) => known.code === round.code)) {
      rounds.push({
        ...round,
        phase: DRAW_PHASE.mainDraw,
        rankMethod: RANK_METHOD.elimination,
        stage: stage + match.round,
      });
    }
    matches.push({ ...match, roundCode: round.code, stage: stage + match.round });
  }
}

/** A match is played unless one of its sides is a bye (known when the draw is made). */
function isPlayed(match: ResolvedMatch<unknown> | undefined): boolean {
  return match !== undefined && match.a.kind !== 'bye' && match.b.kind !== 'bye';
}

// ── Resolution: the draw as the results so far make it ─────────────────────────────────────────

/** Teams by seed: the main draw's direct entries (the qualifiers follow them) and the qualification's. */
export type BeachDrawEntries = { mainDraw: readonly number[]; qualification: readonly number[] };

/** A result entered: the winning side, the sets played, and whether it ended otherwise (forfeit…). */
export type BeachDrawResult = { winner: Side; sets: readonly SetScore[]; byDefault: boolean };

/** A team's record in its pool: what the pool's ranking shows beside the places. */
export type PoolRecord = {
  team: number;
  /** Its place once its pool decides it. */
  place: number | null;
  matchPoints: number;
  won: number;
  lost: number;
  setsWon: number;
  setsLost: number;
  pointsWon: number;
  pointsLost: number;
};

export type ResolvedBeachMatch = {
  id: string;
  a: Slot<number>;
  b: Slot<number>;
  /** Where the winner and the loser finish when this match ends their tournament (0: they play on). */
  winnerFinish: number;
  loserFinish: number;
};

export type BeachDrawState = {
  matches: Map<string, ResolvedBeachMatch>;
  /** Each pool's teams, best first: decided places first, then by their records. */
  pools: { letter: string; records: PoolRecord[]; complete: boolean }[];
  /** Team → where it finished, for every team whose tournament is over. */
  finishes: Map<number, number>;
  /** Every team entered has finished. */
  complete: boolean;
};

/** A win counts 2 match points, a loss on court 1, a loss by forfeit or no-show nothing. */
const MATCH_POINTS = { won: 2, lost: 1, lostByDefault: 0 } as const;

export function resolveBeachDraw(
  plan: BeachDrawPlan,
  entries: BeachDrawEntries,
  results: Readonly<Record<string, BeachDrawResult>>,
): BeachDrawState {
  const winners = Object.fromEntries(Object.entries(results).map(([id, result]) => [id, result.winner]));
  const matches = new Map<string, ResolvedBeachMatch>();
  const finishes = new Map<number, number>();
  const collect = (resolved: Map<string, ResolvedMatch<number>>) => {
    for (const [id, { match, a, b }] of resolved) {
      matches.set(id, { id, a, b, winnerFinish: match.winnerFinish ?? 0, loserFinish: match.loserFinish ?? 0 });
    }
    for (const finish of finishingPositions(resolved)) finishes.set(finish.team, finish.position);
  };

  const qualifiers: (number | undefined)[] = [];
  if (plan.qualification) {
    const resolved = resolveBracket(plan.qualification.bracket, bySeed(entries.qualification), winners);
    collect(resolved);
    for (const id of plan.qualification.qualifiers) {
      const winner = resolved.get(id)?.winner;
      qualifiers.push(winner?.kind === 'team' ? winner.team : undefined);
    }
  }
  const mainSeeds: (number | undefined)[] = [...entries.mainDraw, ...qualifiers];

  if (plan.size.format === 'doubleElimination' && plan.elimination) {
    collect(resolveBracket(plan.elimination.bracket, bySeed(mainSeeds), winners));
    return withCompleteness({ matches, pools: [], finishes, complete: false }, entries);
  }

  const pools = plan.pools.map((pool) => {
    // A qualifier still playing is not known yet (undefined); a pool of three has a bye for seed 4.
    const seeds = pool.seeds.map((seed) => mainSeeds[seed - 1]);
    const resolved = resolveBracket(pool.bracket, bySeed(seeds), winners);
    for (const [id, { a, b }] of resolved) matches.set(id, { id, a, b, winnerFinish: 0, loserFinish: 0 });
    const places = new Map(finishingPositions(resolved).map((finish) => [finish.team, finish.position]));
    const teams = seeds.filter((seed): seed is number => seed !== undefined);
    const complete = teams.length === seeds.length && teams.every((team) => places.has(team));
    return { letter: pool.letter, records: poolRecords(teams, places, resolved, results), complete };
  });

  if (!plan.elimination) {
    // One pool decides the whole tournament.
    for (const record of pools[0]?.records ?? []) if (record.place !== null) finishes.set(record.team, record.place);
    return withCompleteness({ matches, pools, finishes, complete: false }, entries);
  }

  const allComplete = pools.every((pool) => pool.complete);
  const thirds = allComplete ? bestThirds(pools) : [];
  const entrants = plan.elimination.entrants ?? [];
  const entrant = (ref: EntrantRef): number | null | undefined => {
    if (!('seed' in ref)) return null;
    const source = entrants[ref.seed - 1];
    if (!source) return null;
    if ('bestThird' in source) return allComplete ? (thirds[source.bestThird - 1] ?? null) : undefined;
    const pool = pools.find((p) => p.letter === source.pool);
    if (!pool?.complete) return pool ? undefined : null;
    return pool.records.find((record) => record.place === source.rank)?.team ?? null;
  };
  collect(resolveBracket(plan.elimination.bracket, entrant, winners));

  // Thirds that are not among the best finish in the pools, but only once every pool is played.
  const goneThrough = new Set(thirds.slice(0, plan.bestThirds ?? 0));
  for (const pool of pools.filter((p) => p.complete)) {
    for (const { team, place } of pool.records) {
      const position = place === null ? undefined : plan.poolFinishes.get(place);
      if (position === undefined || goneThrough.has(team)) continue;
      if (place === 3 && !allComplete) continue;
      finishes.set(team, position);
    }
  }
  return withCompleteness({ matches, pools, finishes, complete: false }, entries);
}

function withCompleteness(state: BeachDrawState, entries: BeachDrawEntries): BeachDrawState {
  const teams = [...entries.mainDraw, ...entries.qualification];
  return { ...state, complete: teams.length > 0 && teams.every((team) => state.finishes.has(team)) };
}

/** The pool's teams with their records, decided places first, then by matches won, sets and points. */
function poolRecords(
  teams: readonly number[],
  places: ReadonlyMap<number, number>,
  resolved: ReadonlyMap<string, ResolvedMatch<number>>,
  results: Readonly<Record<string, BeachDrawResult>>,
): PoolRecord[] {
  const records = new Map<number, PoolRecord>(
    teams.map((team) => [
      team,
      {
        team,
        place: places.get(team) ?? null,
        matchPoints: 0,
        won: 0,
        lost: 0,
        setsWon: 0,
        setsLost: 0,
        pointsWon: 0,
        pointsLost: 0,
      },
    ]),
  );
  for (const [id, { a, b }] of resolved) {
    const result = results[id];
    if (!result || a.kind !== 'team' || b.kind !== 'team') continue;
    const sides = { a: records.get(a.team), b: records.get(b.team) };
    for (const side of ['a', 'b'] as const) {
      const record = sides[side];
      if (!record) continue;
      const won = result.winner === side;
      record.won += Number(won);
      record.lost += Number(!won);
      record.matchPoints += won ? MATCH_POINTS.won : result.byDefault ? MATCH_POINTS.lostByDefault : MATCH_POINTS.lost;
      for (const set of result.sets) {
        const own = side === 'a' ? set.a : set.b;
        const other = side === 'a' ? set.b : set.a;
        record.pointsWon += own;
        record.pointsLost += other;
        record.setsWon += Number(own > other);
        record.setsLost += Number(own < other);
      }
    }
  }
  return [...records.values()].sort(byPlaceThenRecord);
}

const ratio = (won: number, lost: number) => (lost === 0 ? Number.POSITIVE_INFINITY : won / lost);

function byRecord(x: PoolRecord, y: PoolRecord): number {
  return (
    y.matchPoints - x.matchPoints ||
    ratio(y.setsWon, y.setsLost) - ratio(x.setsWon, x.setsLost) ||
    ratio(y.pointsWon, y.pointsLost) - ratio(x.pointsWon, x.pointsLost)
  );
}

function byPlaceThenRecord(x: PoolRecord, y: PoolRecord): number {
  if (x.place !== null && y.place !== null) return x.place - y.place;
  if (x.place !== null || y.place !== null) return x.place === null ? 1 : -1;
  return byRecord(x, y) || x.team - y.team;
}

/** Pool thirds compared across pools by their records; the earlier pool first among equals. */
function bestThirds(pools: readonly { letter: string; records: PoolRecord[] }[]): number[] {
  return pools
    .flatMap((pool, i) => pool.records.filter((r) => r.place === 3).map((record) => ({ record, i })))
    .sort((x, y) => byRecord(x.record, y.record) || x.i - y.i)
    .map(({ record }) => record.team);
}
