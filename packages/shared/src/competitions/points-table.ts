/**
 * Beach ranking points and prize money by finishing position, per tournament category. Each
 * player of a team earns the points of its position; the prize money is per team, in the
 * currency's minor units. Teams that finish level share a band (5th to 8th…) and each earns the
 * band's amounts in full.
 *
 * The tables below are the defaults an administrator starts from and edits per season: plausible
 * values shaped like the Beach Pro Tour's, not a copy of any published FIVB table.
 */
export const BEACH_CATEGORIES = [
  'worldChampionship',
  'finals',
  'elite16',
  'challenge',
  'continentalChampionship',
  'futures',
  'continentalTour',
  'national',
] as const;

export type BeachCategory = (typeof BEACH_CATEGORIES)[number];

/** Positions `from` to `to`, both included. */
export type PointsBand = { from: number; to: number; points: number; prizeMinor: number };
export type PointsTable = { currency: string; bands: readonly PointsBand[] };

type Row = readonly [from: number, to: number, points: number, prize: number];

function table(currency: string, rows: readonly Row[]): PointsTable {
  return { currency, bands: rows.map(([from, to, points, prize]) => ({ from, to, points, prizeMinor: prize * 100 })) };
}

export const DEFAULT_POINTS_TABLES: Readonly<Record<BeachCategory, PointsTable>> = {
  worldChampionship: table('USD', [
    [1, 1, 1600, 100_000],
    [2, 2, 1440, 80_000],
    [3, 3, 1280, 60_000],
    [4, 4, 1120, 50_000],
    [5, 8, 960, 35_000],
    [9, 16, 800, 20_000],
    [17, 32, 560, 10_000],
    [33, 36, 400, 5_000],
    [37, 48, 320, 5_000],
  ]),
  finals: table('USD', [
    [1, 1, 1200, 100_000],
    [2, 2, 1080, 70_000],
    [3, 3, 960, 50_000],
    [4, 4, 840, 40_000],
    [5, 8, 720, 30_000],
    [9, 10, 600, 20_000],
  ]),
  elite16: table('USD', [
    [1, 1, 1200, 30_000],
    [2, 2, 1080, 20_000],
    [3, 3, 960, 14_000],
    [4, 4, 840, 12_000],
    [5, 8, 720, 8_000],
    [9, 12, 600, 6_000],
    [13, 16, 480, 5_000],
    [17, 24, 240, 0],
    [25, 32, 120, 0],
  ]),
  challenge: table('USD', [
    [1, 1, 800, 10_000],
    [2, 2, 720, 8_000],
    [3, 3, 640, 6_000],
    [4, 4, 560, 5_000],
    [5, 8, 480, 3_000],
    [9, 16, 400, 2_000],
    [17, 24, 320, 1_000],
    [25, 32, 160, 0],
    [33, 48, 80, 0],
  ]),
  futures: table('USD', [
    [1, 1, 400, 1_000],
    [2, 2, 360, 800],
    [3, 3, 320, 600],
    [4, 4, 280, 500],
    [5, 8, 240, 350],
    [9, 16, 200, 0],
    [17, 24, 100, 0],
    [25, 32, 50, 0],
  ]),
  continentalChampionship: table('USD', [
    [1, 1, 480, 10_000],
    [2, 2, 432, 7_000],
    [3, 3, 384, 5_000],
    [4, 4, 336, 4_000],
    [5, 8, 288, 2_500],
    [9, 16, 240, 1_500],
    [17, 24, 160, 0],
    [25, 32, 80, 0],
  ]),
  continentalTour: table('USD', [
    [1, 1, 160, 2_000],
    [2, 2, 144, 1_500],
    [3, 3, 128, 1_000],
    [4, 4, 112, 800],
    [5, 8, 96, 500],
    [9, 16, 80, 250],
    [17, 24, 48, 0],
    [25, 32, 24, 0],
  ]),
  national: table('EUR', [
    [1, 1, 80, 0],
    [2, 2, 72, 0],
    [3, 3, 64, 0],
    [4, 4, 56, 0],
    [5, 8, 48, 0],
    [9, 16, 40, 0],
    [17, 24, 24, 0],
    [25, 32, 12, 0],
  ]),
};

export type Award = { points: number; prizeMinor: number; band: PointsBand | null };

/** What a finishing position earns; nothing for a position the table does not cover. */
export function awardFor(table: PointsTable, position: number): Award {
  const band = table.bands.find((entry) => entry.from <= position && position <= entry.to) ?? null;
  return { points: band?.points ?? 0, prizeMinor: band?.prizeMinor ?? 0, band };
}

/** What the table pays out when every position it covers is taken. */
export function prizeFundMinor(table: PointsTable): number {
  return table.bands.reduce((sum, band) => sum + band.prizeMinor * (band.to - band.from + 1), 0);
}

export type PointsTableProblem =
  | { code: 'BandEmpty'; band: number }
  | { code: 'BandsNotInOrder'; band: number }
  | { code: 'NegativeAmount'; band: number }
  | { code: 'BetterPlaceEarnsLess'; band: number };

/**
 * What is wrong with an edited table (bands numbered from 1): bands must run down the positions
 * without overlapping, and a better place never earns fewer points or less money than a worse one.
 */
export function pointsTableProblems(table: PointsTable): PointsTableProblem[] {
  return table.bands.flatMap((band, i): PointsTableProblem[] => {
    const previous = table.bands[i - 1];
    const number = i + 1;
    if (band.from > band.to || band.from < 1) return [{ code: 'BandEmpty', band: number }];
    if (band.points < 0 || band.prizeMinor < 0) return [{ code: 'NegativeAmount', band: number }];
    if (previous && band.from <= previous.to) return [{ code: 'BandsNotInOrder', band: number }];
    if (previous && (band.points > previous.points || band.prizeMinor > previous.prizeMinor)) {
      return [{ code: 'BetterPlaceEarnsLess', band: number }];
    }
    return [];
  });
}
