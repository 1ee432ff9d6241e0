import { describe, expect, it } from 'vitest';
import {
  BEACH_POOL_OF_FOUR,
  BEACH_POOL_OF_FOUR_WITH_PLAYOFF,
  poolMatches,
  poolRanking,
  serpentinePools,
} from './beach-pool';
import type { Slot } from './bracket';
import type { Side } from './match-rules';

const seeds = ['S1', 'S2', 'S3', 'S4'];
const name = (slot: Slot<string> | undefined) => (slot?.kind === 'team' ? slot.team : slot?.kind);
const places = (winners: Record<string, Side>, pool = BEACH_POOL_OF_FOUR) =>
  poolRanking(pool, seeds, winners).places.map((place) => `${place.position}:${place.team}`);

describe('the beach pool of four', () => {
  it('opens with 1 v 4 and 2 v 3, then sets winners against winners and losers against losers', () => {
    const matches = poolMatches(BEACH_POOL_OF_FOUR, seeds, { '1': 'b', '2': 'a' });
    expect([...matches.values()].map(({ match, a, b }) => `${match.id}: ${name(a)} v ${name(b)}`)).toEqual([
      '1: S1 v S4',
      '2: S2 v S3',
      '3: S4 v S2',
      '4: S1 v S3',
    ]);
  });

  it.each<[Record<string, Side>, string[]]>([
    [{ '1': 'a', '2': 'a', '3': 'a', '4': 'a' }, ['1:S1', '2:S2', '3:S4', '4:S3']],
    [{ '1': 'a', '2': 'a', '3': 'b', '4': 'b' }, ['1:S2', '2:S1', '3:S3', '4:S4']],
    [{ '1': 'b', '2': 'b', '3': 'a', '4': 'a' }, ['1:S4', '2:S3', '3:S1', '4:S2']],
  ])('ranks the pool from the winners’ and losers’ matches: %j', (winners, expected) => {
    expect(places(winners)).toEqual(expected);
    expect(poolRanking(BEACH_POOL_OF_FOUR, seeds, winners).complete).toBe(true);
  });

  it('gives the places decided so far while the pool is played', () => {
    expect(places({ '1': 'a', '2': 'a' })).toEqual([]);
    expect(places({ '1': 'a', '2': 'a', '4': 'b' })).toEqual(['3:S3', '4:S4']);
    expect(poolRanking(BEACH_POOL_OF_FOUR, seeds, { '1': 'a', '2': 'a', '4': 'b' }).complete).toBe(false);
  });

  it('with a play-off plays 2nd and 3rd out between the winners’ match loser and the losers’ match winner', () => {
    const pool = BEACH_POOL_OF_FOUR_WITH_PLAYOFF;
    const matches = poolMatches(pool, seeds, { '1': 'a', '2': 'a', '3': 'a', '4': 'b' });
    expect(name(matches.get('5')?.a)).toBe('S2');
    expect(name(matches.get('5')?.b)).toBe('S3');
    expect(places({ '1': 'a', '2': 'a', '3': 'a', '4': 'b', '5': 'b' }, pool)).toEqual([
      '1:S1',
      '2:S3',
      '3:S2',
      '4:S4',
    ]);
  });

  it('lets a team through against an empty seed', () => {
    const ranking = poolRanking(BEACH_POOL_OF_FOUR, ['S1', 'S2', 'S3'], { '2': 'a', '3': 'a' });
    expect(ranking.places.map((place) => `${place.position}:${place.team}`)).toEqual(['1:S1', '2:S2', '3:S3']);
    expect(ranking.complete).toBe(true);
  });
});

describe('serpentine pools', () => {
  it.each([
    [
      16,
      4,
      [
        ['1', '8', '9', '16'],
        ['2', '7', '10', '15'],
        ['3', '6', '11', '14'],
        ['4', '5', '12', '13'],
      ],
    ],
    [
      6,
      2,
      [
        ['1', '4', '5'],
        ['2', '3', '6'],
      ],
    ],
    [
      5,
      2,
      [
        ['1', '4', '5'],
        ['2', '3'],
      ],
    ],
  ])('deal %i seeds into %i pools', (count, poolCount, expected) => {
    const seeded = Array.from({ length: count }, (_, i) => String(i + 1));
    expect(serpentinePools(seeded, poolCount)).toEqual(expected);
  });
});
