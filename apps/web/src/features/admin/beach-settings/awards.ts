import type { PointsBand, PointsTable } from '@libero/shared/competitions/points-table';

/**
 * A category's `Awards`: space-separated `from-to:points:prize` bands, the prize money per team in
 * the minor units (cents) of the category's currency (`1-1:1200:3000000 5-8:720:800000`). People
 * read and type the prize money in major units (`30000.00`), with `.` before the decimals as every
 * number field of the app.
 */

/** The most characters of `Awards` (the registry's write rule). */
export const AWARDS_MAX_LENGTH = 2000;
/** The largest values the server takes in a band: positions of three digits, points of six, prizes of twelve. */
export const MAX_POSITION = 999;
export const MAX_POINTS = 999_999;
export const MAX_PRIZE_MINOR = 999_999_999_999;

const whole = (text: string | undefined): number => (text !== undefined && /^\d+$/.test(text) ? Number(text) : NaN);

/** `1-1:1200:3000000 5-8:720:800000` → its bands; a part that is not a number reads as NaN. */
export function parseAwards(awards: string | null | undefined): PointsBand[] {
  const text = (awards ?? '').trim();
  if (text === '') return [];
  return text.split(/\s+/).map((band) => {
    const [range = '', points, prize] = band.split(':');
    const [from, to = from] = range.split('-');
    return { from: whole(from), to: whole(to), points: whole(points), prizeMinor: whole(prize) };
  });
}

/** The bands as the `Awards` field holds them. */
export function awardsText(bands: readonly PointsBand[]): string {
  return bands.map((band) => `${band.from}-${band.to}:${band.points}:${band.prizeMinor}`).join(' ');
}

/** The points table of a category as read (its awards in its currency). */
export function pointsTableOf(awards: string | null | undefined, currency: string): PointsTable {
  return { currency, bands: parseAwards(awards) };
}

/** Whether every number of the table was read. */
export function isReadable(table: PointsTable): boolean {
  return table.bands.every((band) => [band.from, band.to, band.points, band.prizeMinor].every(Number.isInteger));
}

/** How many digits the currency has after the delimiter (2 for USD and EUR, 0 for JPY); 2 for a code Intl does not know. */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** `3000000` USD → `30000.00`: what the prize field shows. */
export function prizeText(prizeMinor: number, currency: string): string {
  if (!Number.isInteger(prizeMinor)) return '';
  const digits = minorDigits(currency);
  if (digits === 0) return String(prizeMinor);
  const factor = 10 ** digits;
  return `${Math.trunc(prizeMinor / factor)}.${String(prizeMinor % factor).padStart(digits, '0')}`;
}

/** What is wrong with a typed prize: a key of `beach-settings:bands.errors`. */
export type PrizeProblem = 'prizeFormat' | 'prizeDecimals' | 'prizeTooLarge';

const AMOUNT = /^\d+(\.\d*)?$|^\.\d+$/;

/**
 * `30000.5` USD → 3000050 minor units, exactly (digits are moved, never multiplied as floats).
 * Only digits and one `.`; at most the currency's decimals; zero or more; at most `MAX_PRIZE_MINOR`.
 */
export function readPrize(text: string, currency: string): { minor: number } | { problem: PrizeProblem } {
  const typed = text.trim();
  if (!AMOUNT.test(typed)) return { problem: 'prizeFormat' };
  const [wholePart = '', fraction = ''] = typed.split('.');
  const digits = minorDigits(currency);
  if (fraction.length > digits) return { problem: 'prizeDecimals' };
  const wholeDigits = wholePart.replace(/^0+/, '');
  if (wholeDigits.length > 15) return { problem: 'prizeTooLarge' };
  const minor = Number(wholeDigits || '0') * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor > MAX_PRIZE_MINOR ? { problem: 'prizeTooLarge' } : { minor };
}

/** An amount in minor units as the interface language writes it (`$30,000.00`, `30 000,00 $US`). */
export function formatMoney(amountMinor: number, currency: string, language: string): string {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amountMinor / 10 ** digits);
  } catch {
    return `${prizeText(amountMinor, currency)} ${currency}`;
  }
}
