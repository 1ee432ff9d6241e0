import { describe, expect, it } from 'vitest';
import {
  byPoolRank,
  bySeed,
  doubleElimination,
  finishingPositions,
  QUARTER_FINALS_FROM_FOUR_POOLS,
  resolveBracket,
  seededFirstRound,
  singleElimination,
  standardSeedOrder,
  type Bracket,
  type EntrantRef,
  type ResolvedMatch,
} from './bracket';
import type { Side } from './match-rules';

/** Plays every match as soon as both its teams are known, the winner chosen by `pick`. */
function playOut<T>(
  bracket: Bracket,
  entrant: (ref: EntrantRef) => T | null | undefined,
  pick: (a: T, b: T, id: string) => Side,
): Map<string, ResolvedMatch<T>> {
  const winners: Record<string, Side> = {};
  for (;;) {
    const resolved = resolveBracket(bracket, entrant, winners);
    const ready = [...resolved.values()].filter(
      ({ match, a, b }) => a.kind === 'team' && b.kind === 'team' && !(match.id in winners),
    );
    if (ready.length === 0) return resolved;
    for (const { match, a, b } of ready) {
      if (a.kind === 'team' && b.kind === 'team') winners[match.id] = pick(a.team, b.team, match.id);
    }
  }
}

const seeds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const betterSeedWins = (a: number, b: number): Side => (a < b ? 'a' : 'b');
/** A deterministic stream of coin tosses, so that upsets are tested too. */
const coinTosses = (seed: number) => {
  let state = seed;
  return (): Side => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % 4 < 2 ? 'a' : 'b';
  };
};
const positions = (finishes: { position: number }[]) => finishes.map((finish) => finish.position);

describe('the standard seeding order', () => {
  it.each([
    [4, [1, 4, 2, 3]],
    [8, [1, 8, 4, 5, 2, 7, 3, 6]],
    [16, [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]],
  ])('for %i teams is %j', (size, order) => {
    expect(standardSeedOrder(size)).toEqual(order);
  });

  it('for 32 teams pairs seeds adding up to 33, keeps 1 and 2 apart until the final, 1 to 4 until the semi-finals', () => {
    const order = standardSeedOrder(32);
    expect(new Set(order).size).toBe(32);
    for (let i = 0; i < 32; i += 2) expect(order[i]! + order[i + 1]!).toBe(33);
    expect(order.indexOf(1)).toBeLessThan(16);
    expect(order.indexOf(2)).toBeGreaterThanOrEqual(16);
    const quarters = [1, 2, 3, 4].map((seed) => Math.floor(order.indexOf(seed) / 8));
    expect(new Set(quarters).size).toBe(4);
  });

  it('refuses a draw that is not a power of two', () => {
    expect(() => standardSeedOrder(12)).toThrow(RangeError);
    expect(() => singleElimination(seededFirstRound(8).slice(0, 3))).toThrow(RangeError);
  });
});

describe('a single-elimination bracket', () => {
  it('sends winners on and semi-final losers to the bronze match', () => {
    const bracket = singleElimination(seededFirstRound(8));
    expect(bracket.map((match) => match.id)).toEqual(['QF-1', 'QF-2', 'QF-3', 'QF-4', 'SF-1', 'SF-2', 'B', 'F']);
    expect(bracket.find((match) => match.id === 'SF-2')).toMatchObject({
      a: { winnerOf: 'QF-3' },
      b: { winnerOf: 'QF-4' },
    });
    expect(bracket.find((match) => match.id === 'B')).toMatchObject({ a: { loserOf: 'SF-1' }, b: { loserOf: 'SF-2' } });
  });

  it('knows the teams of the next match once its feeding matches are played', () => {
    const resolved = resolveBracket(singleElimination(seededFirstRound(4)), bySeed(['P', 'Q', 'R', 'S']), {
      'SF-1': 'b',
    });
    expect(resolved.get('F')).toMatchObject({ a: { kind: 'team', team: 'S' }, b: { kind: 'pending' } });
    expect(resolved.get('B')).toMatchObject({ a: { kind: 'team', team: 'P' }, b: { kind: 'pending' } });
  });

  it.each([
    [8, true, [1, 2, 3, 4, 5, 5, 5, 5]],
    [8, false, [1, 2, 3, 3, 5, 5, 5, 5]],
    [16, true, [1, 2, 3, 4, 5, 5, 5, 5, 9, 9, 9, 9, 9, 9, 9, 9]],
    [32, true, [1, 2, 3, 4, ...Array(4).fill(5), ...Array(8).fill(9), ...Array(16).fill(17)]],
  ])('of %i teams (bronze match: %s) finishes %j', (size, bronzeMatch, expected) => {
    const resolved = playOut(
      singleElimination(seededFirstRound(size), { bronzeMatch }),
      bySeed(seeds(size)),
      betterSeedWins,
    );
    const finishes = finishingPositions(resolved);
    expect(positions(finishes)).toEqual(expected);
    expect(finishes.slice(0, 4).map((finish) => finish.team)).toEqual(bronzeMatch ? [1, 2, 3, 4] : [1, 2, 4, 3]);
  });

  it('places the team that loses a match where the round it lost in says, upsets included', () => {
    const resolved = playOut(singleElimination(seededFirstRound(8)), bySeed(seeds(8)), (a, b) => (a > b ? 'a' : 'b'));
    expect(finishingPositions(resolved)).toEqual([
      { team: 8, position: 1 },
      { team: 7, position: 2 },
      { team: 6, position: 3 },
      { team: 5, position: 4 },
      { team: 1, position: 5 },
      { team: 4, position: 5 },
      { team: 2, position: 5 },
      { team: 3, position: 5 },
    ]);
  });

  it('lets the best seeds through a bye when there are fewer teams than places', () => {
    const resolved = playOut(singleElimination(seededFirstRound(8)), bySeed(seeds(6)), betterSeedWins);
    expect(resolved.get('QF-1')).toMatchObject({
      b: { kind: 'bye' },
      winner: { kind: 'team', team: 1 },
      loser: { kind: 'bye' },
    });
    expect(positions(finishingPositions(resolved))).toEqual([1, 2, 3, 4, 5, 5]);
  });

  it('fills the quarter-finals from pool standings', () => {
    const pools = { A: ['A1', 'A2'], B: ['B1', 'B2'], C: ['C1', 'C2'], D: ['D1', 'D2'] };
    const resolved = resolveBracket(singleElimination(QUARTER_FINALS_FROM_FOUR_POOLS), byPoolRank(pools), {});
    const pairs = ['QF-1', 'QF-2', 'QF-3', 'QF-4'].map((id) => {
      const { a, b } = resolved.get(id)!;
      return [a, b].map((slot) => (slot.kind === 'team' ? slot.team : slot.kind)).join('-');
    });
    expect(pairs).toEqual(['A1-B2', 'C1-D2', 'B1-A2', 'D1-C2']);
  });

  it('ignores a result for a match whose teams are not known yet', () => {
    const resolved = resolveBracket(singleElimination(seededFirstRound(4)), bySeed(seeds(4)), { F: 'a' });
    expect(resolved.get('F')?.winner).toEqual({ kind: 'pending' });
    expect(finishingPositions(resolved)).toEqual([]);
  });
});

describe('a double-elimination bracket', () => {
  it('of 8 teams has its winners’, losers’ and final rounds in playing order', () => {
    expect(doubleElimination(8).map((match) => `${match.round}:${match.id}`)).toEqual([
      '1:W1-1',
      '1:W1-2',
      '1:W1-3',
      '1:W1-4',
      '2:L1-1',
      '2:L1-2',
      '3:W2-1',
      '3:W2-2',
      '4:L2-1',
      '4:L2-2',
      '5:SF-1',
      '5:SF-2',
      '6:B',
      '6:F',
    ]);
    expect(doubleElimination(8).find((match) => match.id === 'L2-1')).toMatchObject({
      a: { winnerOf: 'L1-1' },
      b: { loserOf: 'W2-2' },
      loserFinish: 5,
    });
  });

  it('of 8 teams finishes the seeds in order when the better seed always wins', () => {
    const finishes = finishingPositions(playOut(doubleElimination(8), bySeed(seeds(8)), betterSeedWins));
    expect(finishes).toEqual([
      { team: 1, position: 1 },
      { team: 2, position: 2 },
      { team: 3, position: 3 },
      { team: 4, position: 4 },
      { team: 5, position: 5 },
      { team: 6, position: 5 },
      { team: 8, position: 7 },
      { team: 7, position: 7 },
    ]);
  });

  it.each([
    [8, [1, 2, 3, 4, 5, 5, 7, 7]],
    [16, [1, 2, 3, 4, 5, 5, 7, 7, 9, 9, 9, 9, 13, 13, 13, 13]],
  ])('of %i teams places every team once, after two losses until the semi-finals, whoever wins', (size, expected) => {
    for (let run = 1; run <= 40; run++) {
      const toss = coinTosses(run);
      const resolved = playOut(doubleElimination(size), bySeed(seeds(size)), () => toss());
      const finishes = finishingPositions(resolved);
      expect(positions(finishes)).toEqual(expected);
      expect(new Set(finishes.map((finish) => finish.team)).size).toBe(size);
      const losses = new Map<number, number>();
      for (const { loser } of resolved.values()) {
        if (loser.kind === 'team') losses.set(loser.team, (losses.get(loser.team) ?? 0) + 1);
      }
      for (const finish of finishes.filter((finish) => finish.position >= 5)) expect(losses.get(finish.team)).toBe(2);
      const rounds = new Set([...resolved.values()].map(({ match }) => match.round));
      for (const round of rounds) {
        const slots = [...resolved.values()].filter(({ match }) => match.round === round).flatMap(({ a, b }) => [a, b]);
        const playing = slots.flatMap((slot) => (slot.kind === 'team' ? [slot.team] : []));
        expect(new Set(playing).size).toBe(playing.length);
      }
    }
  });

  it('refuses sizes it does not take', () => {
    expect(() => doubleElimination(4)).toThrow(RangeError);
    expect(() => doubleElimination(12)).toThrow(RangeError);
    expect(doubleElimination(32)).toHaveLength(62);
  });
});
