import { describe, expect, it } from 'vitest';
import {
  awardFor,
  BEACH_CATEGORIES,
  DEFAULT_POINTS_TABLES,
  pointsTableProblems,
  prizeFundMinor,
  type PointsTable,
} from './points-table';

describe('the points and prize money of a finishing position', () => {
  const elite16 = DEFAULT_POINTS_TABLES.elite16;

  it.each([
    [1, 1200, 3_000_000],
    [2, 1080, 2_000_000],
    [4, 840, 1_200_000],
    [5, 720, 800_000],
    [7, 720, 800_000],
    [9, 600, 600_000],
    [13, 480, 500_000],
    [17, 240, 0],
    [25, 120, 0],
    [33, 0, 0],
  ])('in an Elite 16, position %i earns %i points and %i cents', (position, points, prizeMinor) => {
    expect(awardFor(elite16, position)).toMatchObject({ points, prizeMinor });
  });

  it('names the band a position falls in, none beyond the table', () => {
    expect(awardFor(elite16, 6).band).toMatchObject({ from: 5, to: 8 });
    expect(awardFor(elite16, 40).band).toBeNull();
  });

  it('adds up the prize fund of a table', () => {
    expect(prizeFundMinor(elite16)).toBe(15_200_000);
    expect(prizeFundMinor(DEFAULT_POINTS_TABLES.national)).toBe(0);
  });
});

describe('the default tables', () => {
  it.each(BEACH_CATEGORIES)('for %s are well formed', (category) => {
    expect(pointsTableProblems(DEFAULT_POINTS_TABLES[category])).toEqual([]);
  });

  it('rank the categories: a win at a higher one earns more points', () => {
    const winnerPoints = BEACH_CATEGORIES.filter((category) => category !== 'finals').map(
      (category) => awardFor(DEFAULT_POINTS_TABLES[category], 1).points,
    );
    expect(winnerPoints).toEqual([...winnerPoints].sort((x, y) => y - x));
  });
});

describe('an edited table', () => {
  const band = (from: number, to: number, points: number, prizeMinor = 0) => ({ from, to, points, prizeMinor });
  const edited = (...bands: ReturnType<typeof band>[]): PointsTable => ({ currency: 'USD', bands });

  it.each([
    ['an empty band', edited(band(1, 1, 100), band(3, 2, 80)), [{ code: 'BandEmpty', band: 2 }]],
    ['overlapping bands', edited(band(1, 2, 100), band(2, 4, 80)), [{ code: 'BandsNotInOrder', band: 2 }]],
    [
      'a worse place earning more',
      edited(band(1, 1, 100), band(2, 2, 120)),
      [{ code: 'BetterPlaceEarnsLess', band: 2 }],
    ],
    [
      'more money for a worse place',
      edited(band(1, 1, 100, 10), band(2, 2, 90, 20)),
      [{ code: 'BetterPlaceEarnsLess', band: 2 }],
    ],
    ['a negative amount', edited(band(1, 1, -5)), [{ code: 'NegativeAmount', band: 1 }]],
    ['gaps between bands (allowed)', edited(band(1, 1, 100), band(5, 8, 50)), []],
  ])('with %s is reported', (_, table, problems) => {
    expect(pointsTableProblems(table)).toEqual(problems);
  });
});
