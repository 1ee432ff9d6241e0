import type { Side } from './match-rules';

/**
 * Knock-out brackets as data: each match says where its two teams come from (a seed, a place in a
 * pool, or the winner or loser of an earlier match) and, when the match ends a team's tournament,
 * where that team finishes. Resolving a bracket against results moves winners (and losers, into a
 * bronze match or a losers' bracket) on; finishing positions are read off the same data.
 */
export type EntrantRef = { seed: number } | { pool: string; rank: number };
export type SlotSource = EntrantRef | { winnerOf: string } | { loserOf: string };

export type BracketMatch = {
  id: string;
  /** Playing order: a match takes its teams only from matches of earlier rounds. */
  round: number;
  a: SlotSource;
  b: SlotSource;
  /** Where the winner finishes, when this match is the last it plays (a final, a bronze match). */
  winnerFinish?: number;
  /** Where the loser finishes, when losing this match ends its tournament. */
  loserFinish?: number;
};

/** Matches in playing order. */
export type Bracket = readonly BracketMatch[];
export type FirstRound = readonly (readonly [EntrantRef, EntrantRef])[];

/**
 * The standard seeding order of a draw of `size` (a power of two): seeds 1 and 2 can only meet in
 * the final, 1 to 4 only in the semi-finals, and each first-round pair adds up to `size + 1`.
 */
export function standardSeedOrder(size: number): number[] {
  if (!isPowerOfTwo(size) || size < 2) throw new RangeError(`A draw holds a power of two teams, not ${size}`);
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((seed) => [seed, next + 1 - seed]);
  }
  return order;
}

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;
}

/** The first round of a seeded draw: 1 v 16, 8 v 9, 4 v 13, … */
export function seededFirstRound(size: number): FirstRound {
  const order = standardSeedOrder(size);
  return Array.from({ length: size / 2 }, (_, i) => [{ seed: order[2 * i]! }, { seed: order[2 * i + 1]! }] as const);
}

const fromPool = (pool: string, rank: number): EntrantRef => ({ pool, rank });

/** Pool winners against runners-up of another pool; two teams of a pool can meet only in the final. */
export const QUARTER_FINALS_FROM_FOUR_POOLS: FirstRound = [
  [fromPool('A', 1), fromPool('B', 2)],
  [fromPool('C', 1), fromPool('D', 2)],
  [fromPool('B', 1), fromPool('A', 2)],
  [fromPool('D', 1), fromPool('C', 2)],
];

export const SEMI_FINALS_FROM_TWO_POOLS: FirstRound = [
  [fromPool('A', 1), fromPool('B', 2)],
  [fromPool('B', 1), fromPool('A', 2)],
];

/**
 * A single-elimination bracket from its first round. Losers finish level by the round they lose
 * in (5th for the quarter-finals, 9th for the round before…); with a bronze match the semi-final
 * losers play for 3rd, without one they share it.
 */
export function singleElimination(firstRound: FirstRound, options = { bronzeMatch: true }): BracketMatch[] {
  const teams = firstRound.length * 2;
  if (!isPowerOfTwo(teams)) throw new RangeError(`A first round of ${firstRound.length} matches does not halve down`);
  const rounds = Math.log2(teams);
  let current: BracketMatch[] = firstRound.map(([a, b], i) => ({ id: eliminationId(1, rounds, i), round: 1, a, b }));
  const matches: BracketMatch[] = [...current];
  for (let round = 2; round <= rounds; round++) {
    current = pairWinners(current, (i) => eliminationId(round, rounds, i), round);
    matches.push(...current);
  }
  const withFinishes = matches.map((match) => ({
    ...match,
    ...singleFinishes(match.round, rounds, options.bronzeMatch),
  }));
  if (!options.bronzeMatch || rounds < 2) return withFinishes;
  const bronze = {
    id: 'B',
    round: rounds,
    a: { loserOf: 'SF-1' },
    b: { loserOf: 'SF-2' },
    winnerFinish: 3,
    loserFinish: 4,
  };
  return [...withFinishes.slice(0, -1), bronze, ...withFinishes.slice(-1)];
}

function eliminationId(round: number, rounds: number, index: number): string {
  const name = ['F', 'SF', 'QF'][rounds - round];
  if (name === 'F') return 'F';
  return `${name ?? `R${round}`}-${index + 1}`;
}

function pairWinners(previous: readonly BracketMatch[], id: (i: number) => string, round: number): BracketMatch[] {
  return Array.from({ length: previous.length / 2 }, (_, i) => ({
    id: id(i),
    round,
    a: { winnerOf: previous[2 * i]!.id },
    b: { winnerOf: previous[2 * i + 1]!.id },
  }));
}

function singleFinishes(round: number, rounds: number, bronzeMatch: boolean) {
  if (round === rounds) return { winnerFinish: 1, loserFinish: 2 };
  if (round === rounds - 1 && bronzeMatch) return {};
  return { loserFinish: 2 ** (rounds - round) + 1 };
}

/**
 * A double-elimination bracket of `size` teams (8, 16, 32…), the format of the former FIVB beach World Tour: a team is
 * out after its second loss until four teams are left, then single elimination.
 *
 * - Winners' bracket `W1`…: a seeded draw, played until two teams are unbeaten.
 * - Losers' bracket `L1`…: `L1` pairs the losers of `W1`; each even round sets the winners of
 *   the round before against the losers of the next winners' round, in reverse order so that teams
 *   do not meet again at once; each odd round after `L1` pairs the winners of the round before.
 *   It is played until two teams are left.
 * - Semi-finals cross the two unbeaten teams with the two left in the losers' bracket (`SF-1`:
 *   winner of the first last winners' match against the winner of the first last losers' match,
 *   whose loser came from the other half), then a bronze match `B` and a final `F`.
 *
 * A team out in a losers' round finishes level with the others out in it: 8 teams finish
 * 1, 2, 3, 4, 5, 5, 7, 7; 16 teams add 9 (×4) and 13 (×4).
 */
export function doubleElimination(size: number): BracketMatch[] {
  if (!isPowerOfTwo(size) || size < 8) throw new RangeError(`Double elimination takes 8, 16, 32… teams, not ${size}`);
  const winnersRounds = Math.log2(size) - 1;
  const rounds: BracketMatch[][] = [];
  // Rounds are numbered in playing order as they are added.
  const add = (matches: BracketMatch[]) =>
    rounds.push(matches.map((match) => ({ ...match, round: rounds.length + 1 })));
  let winners: BracketMatch[] = seededFirstRound(size).map(([a, b], i) => ({ id: `W1-${i + 1}`, round: 0, a, b }));
  add(winners);
  let losers: BracketMatch[] = Array.from({ length: size / 4 }, (_, i) => ({
    id: `L1-${i + 1}`,
    round: 0,
    a: { loserOf: `W1-${2 * i + 1}` },
    b: { loserOf: `W1-${2 * i + 2}` },
  }));
  add(losers);
  for (let round = 2; round <= winnersRounds; round++) {
    winners = pairWinners(winners, (i) => `W${round}-${i + 1}`, 0);
    add(winners);
    losers = dropLosers(losers, winners, 2 * round - 2);
    add(losers);
    if (round === winnersRounds) break;
    losers = pairWinners(losers, (i) => `L${2 * round - 1}-${i + 1}`, 0);
    add(losers);
  }
  return [...withLosersFinishes(rounds, size), ...finalRounds(winners, losers, rounds.length + 1)];
}

function dropLosers(losers: readonly BracketMatch[], winners: readonly BracketMatch[], round: number): BracketMatch[] {
  return losers.map((match, i) => ({
    id: `L${round}-${i + 1}`,
    round: 0,
    a: { winnerOf: match.id },
    b: { loserOf: winners[winners.length - 1 - i]!.id },
  }));
}

/** Losers'-bracket losers finish below every team still in: level with the others out in their round. */
function withLosersFinishes(rounds: readonly BracketMatch[][], size: number): BracketMatch[] {
  let remaining = size;
  return rounds.flatMap((round) => {
    if (!round[0]?.id.startsWith('L')) return round;
    remaining -= round.length;
    return round.map((match) => ({ ...match, loserFinish: remaining + 1 }));
  });
}

function finalRounds(winners: readonly BracketMatch[], losers: readonly BracketMatch[], round: number): BracketMatch[] {
  const semiFinals = winners.map((match, i) => ({
    id: `SF-${i + 1}`,
    round,
    a: { winnerOf: match.id },
    b: { winnerOf: losers[i]!.id },
  }));
  return [
    ...semiFinals,
    { id: 'B', round: round + 1, a: { loserOf: 'SF-1' }, b: { loserOf: 'SF-2' }, winnerFinish: 3, loserFinish: 4 },
    { id: 'F', round: round + 1, a: { winnerOf: 'SF-1' }, b: { winnerOf: 'SF-2' }, winnerFinish: 1, loserFinish: 2 },
  ];
}

/** A slot of a match: a team, nobody (a bye), or not known until an earlier match is played. */
export type Slot<T> = { kind: 'team'; team: T } | { kind: 'bye' } | { kind: 'pending' };

export type ResolvedMatch<T> = { match: BracketMatch; a: Slot<T>; b: Slot<T>; winner: Slot<T>; loser: Slot<T> };

const BYE = { kind: 'bye' } as const;
const PENDING = { kind: 'pending' } as const;

/**
 * Every match of `bracket` with its teams so far. `entrant` names the team of a seed or pool place
 * (null: nobody, a bye; undefined: not known yet, e.g. a pool still being played); `winners` holds
 * the winning side of each match played. A team facing a bye goes through without playing; a
 * result for a match whose teams are not both known is ignored.
 */
export function resolveBracket<T>(
  bracket: Bracket,
  entrant: (ref: EntrantRef) => T | null | undefined,
  winners: Readonly<Record<string, Side>>,
): Map<string, ResolvedMatch<T>> {
  const resolved = new Map<string, ResolvedMatch<T>>();
  const slotOf = (source: SlotSource): Slot<T> => {
    if ('winnerOf' in source) return earlier(resolved, source.winnerOf).winner;
    if ('loserOf' in source) return earlier(resolved, source.loserOf).loser;
    const team = entrant(source);
    if (team === undefined) return PENDING;
    return team === null ? BYE : { kind: 'team', team };
  };
  for (const match of bracket) {
    const a = slotOf(match.a);
    const b = slotOf(match.b);
    resolved.set(match.id, { match, a, b, ...outcome(a, b, winners[match.id]) });
  }
  return resolved;
}

function earlier<T>(resolved: Map<string, ResolvedMatch<T>>, id: string): ResolvedMatch<T> {
  const match = resolved.get(id);
  if (!match) throw new Error(`Match ${id} is not played before the matches it feeds`);
  return match;
}

function outcome<T>(a: Slot<T>, b: Slot<T>, winner: Side | undefined): { winner: Slot<T>; loser: Slot<T> } {
  if (a.kind === 'bye' || b.kind === 'bye') return { winner: a.kind === 'bye' ? b : a, loser: BYE };
  if (a.kind === 'pending' || b.kind === 'pending' || winner === undefined) return { winner: PENDING, loser: PENDING };
  return winner === 'a' ? { winner: a, loser: b } : { winner: b, loser: a };
}

/**
 * Entrants by seed: seed 1 is the first team; a seed beyond the teams is a bye, and an `undefined`
 * among them a team not known yet (a qualifier still playing).
 */
export function bySeed<T>(teams: readonly (T | undefined)[]): (ref: EntrantRef) => T | null | undefined {
  return (ref) => {
    if (!('seed' in ref)) throw new Error(`A seeded draw has no place for pool ${ref.pool}`);
    return ref.seed <= teams.length ? teams[ref.seed - 1] : null;
  };
}

/** Entrants by pool standings: each pool's teams in rank order. */
export function byPoolRank<T>(pools: Readonly<Record<string, readonly T[]>>): (ref: EntrantRef) => T | null {
  return (ref) => {
    if (!('pool' in ref)) throw new Error(`A draw from pools has no place for seed ${ref.seed}`);
    return pools[ref.pool]?.[ref.rank - 1] ?? null;
  };
}

export type Finish<T> = { team: T; position: number };

/** The teams whose tournament is over, by position; teams out in the same round share one. */
export function finishingPositions<T>(resolved: ReadonlyMap<string, ResolvedMatch<T>>): Finish<T>[] {
  const finishes: Finish<T>[] = [];
  for (const { match, winner, loser } of resolved.values()) {
    if (winner.kind === 'team' && match.winnerFinish !== undefined) {
      finishes.push({ team: winner.team, position: match.winnerFinish });
    }
    if (loser.kind === 'team' && match.loserFinish !== undefined) {
      finishes.push({ team: loser.team, position: match.loserFinish });
    }
  }
  return finishes.sort((x, y) => x.position - y.position);
}
