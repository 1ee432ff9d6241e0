import { describe, expect, it } from 'vitest';
import { roundRobin, spreadOverDays } from './round-robin';

const teams = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));
const pairKey = (x: string, y: string) => [x, y].sort().join('');

describe('a round robin', () => {
  it('pairs four teams in three rounds by the circle method', () => {
    expect(roundRobin(teams(4))).toEqual([
      {
        round: 1,
        matches: [
          { home: 'A', away: 'D' },
          { home: 'B', away: 'C' },
        ],
        bye: null,
      },
      {
        round: 2,
        matches: [
          { home: 'C', away: 'A' },
          { home: 'D', away: 'B' },
        ],
        bye: null,
      },
      {
        round: 3,
        matches: [
          { home: 'A', away: 'B' },
          { home: 'C', away: 'D' },
        ],
        bye: null,
      },
    ]);
  });

  it.each([2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 16])('for %i teams pairs every two teams exactly once', (n) => {
    const rounds = roundRobin(teams(n));
    const pairs = rounds.flatMap((round) => round.matches.map((match) => pairKey(match.home, match.away)));
    expect(pairs).toHaveLength((n * (n - 1)) / 2);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
  });

  it.each([3, 4, 5, 6, 7, 10, 11])(
    'for %i teams plays each team at most once a round, odd counts with one bye each',
    (n) => {
      const rounds = roundRobin(teams(n));
      for (const round of rounds) {
        const playing = round.matches.flatMap((match) => [match.home, match.away]);
        expect(new Set(playing).size).toBe(playing.length);
        expect(playing.length + (round.bye === null ? 0 : 1)).toBe(n);
      }
      const byes = rounds.map((round) => round.bye).filter((bye) => bye !== null);
      expect(byes.sort()).toEqual(n % 2 === 0 ? [] : teams(n));
    },
  );

  it.each([4, 5, 6, 7, 8, 10, 12])(
    'for %i teams gives each team as many home matches as away ones, give or take one',
    (n) => {
      const home = new Map<string, number>();
      for (const match of roundRobin(teams(n)).flatMap((round) => round.matches)) {
        home.set(match.home, (home.get(match.home) ?? 0) + 1);
      }
      for (const team of teams(n)) expect(Math.abs((home.get(team) ?? 0) * 2 - (n - 1))).toBeLessThanOrEqual(1);
    },
  );

  it('is the same every time for the same teams, and empty below two teams', () => {
    expect(roundRobin(teams(9))).toEqual(roundRobin(teams(9)));
    expect(roundRobin(teams(1))).toEqual([]);
    expect(roundRobin([])).toEqual([]);
  });
});

describe('spreading rounds over days', () => {
  const dates = ['2026-06-01', '2026-06-02', '2026-06-03'];

  it('fills each day in round order', () => {
    const spread = spreadOverDays(roundRobin(teams(4)), dates, 2);
    expect(spread.ok && spread.matches.map((match) => `${match.date}:${match.round}`)).toEqual([
      '2026-06-01:1',
      '2026-06-01:1',
      '2026-06-02:2',
      '2026-06-02:2',
      '2026-06-03:3',
      '2026-06-03:3',
    ]);
  });

  it('lets a round run into the next day and leaves spare days free', () => {
    const spread = spreadOverDays(roundRobin(teams(4)), dates, 4);
    expect(spread.ok && spread.matches.map((match) => match.date)).toEqual([
      ...Array(4).fill('2026-06-01'),
      ...Array(2).fill('2026-06-02'),
    ]);
  });

  it('says how many days the rounds need when the dates are too few', () => {
    expect(spreadOverDays(roundRobin(teams(6)), dates, 4)).toEqual({ ok: false, daysNeeded: 4 });
    expect(() => spreadOverDays(roundRobin(teams(4)), dates, 0)).toThrow(RangeError);
  });
});
