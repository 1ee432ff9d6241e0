import { bySeed, finishingPositions, resolveBracket, type Bracket, type Finish, type ResolvedMatch } from './bracket';
import type { Side } from './match-rules';

/**
 * The beach pool of four as the Beach Pro Tour plays it ("modified pool play"): seed 1 meets seed
 * 4 and seed 2 meets seed 3; the winners meet in the winners' match, whose winner tops the pool
 * and whose loser is 2nd; the losers meet in the losers' match, whose winner is 3rd and whose loser
 * 4th. A pool is a small bracket: its schedule and its ranking are the same data.
 */
export const BEACH_POOL_OF_FOUR: Bracket = [
  { id: '1', round: 1, a: { seed: 1 }, b: { seed: 4 } },
  { id: '2', round: 1, a: { seed: 2 }, b: { seed: 3 } },
  { id: '3', round: 2, a: { winnerOf: '1' }, b: { winnerOf: '2' }, winnerFinish: 1, loserFinish: 2 },
  { id: '4', round: 2, a: { loserOf: '1' }, b: { loserOf: '2' }, winnerFinish: 3, loserFinish: 4 },
];

/**
 * The same pool with a third round that plays 2nd and 3rd out: the loser of the winners' match
 * against the winner of the losers' match. For organisers who want the places decided on court.
 */
export const BEACH_POOL_OF_FOUR_WITH_PLAYOFF: Bracket = [
  ...BEACH_POOL_OF_FOUR.slice(0, 2),
  { id: '3', round: 2, a: { winnerOf: '1' }, b: { winnerOf: '2' }, winnerFinish: 1 },
  { id: '4', round: 2, a: { loserOf: '1' }, b: { loserOf: '2' }, loserFinish: 4 },
  { id: '5', round: 3, a: { loserOf: '3' }, b: { winnerOf: '4' }, winnerFinish: 2, loserFinish: 3 },
];

/** The pool's matches with their teams so far; `seeds` are the pool's teams, best seed first. */
export function poolMatches<T>(
  pool: Bracket,
  seeds: readonly T[],
  winners: Readonly<Record<string, Side>>,
): Map<string, ResolvedMatch<T>> {
  return resolveBracket(pool, bySeed(seeds), winners);
}

export type PoolRanking<T> = { places: Finish<T>[]; complete: boolean };

/** The places decided so far; complete once every team has one. */
export function poolRanking<T>(
  pool: Bracket,
  seeds: readonly T[],
  winners: Readonly<Record<string, Side>>,
): PoolRanking<T> {
  const places = finishingPositions(poolMatches(pool, seeds, winners));
  return { places, complete: places.length === seeds.length };
}

/**
 * Seeded teams dealt into pools in a serpentine: the best seeds one to a pool (A, B, C, D), the next
 * ones back (D, C, B, A), and so on, so that the pools come out even.
 */
export function serpentinePools<T>(seeded: readonly T[], poolCount: number): T[][] {
  const pools: T[][] = Array.from({ length: poolCount }, () => []);
  seeded.forEach((team, i) => {
    const lap = Math.floor(i / poolCount);
    const place = i % poolCount;
    pools[lap % 2 === 0 ? place : poolCount - 1 - place]!.push(team);
  });
  return pools;
}
