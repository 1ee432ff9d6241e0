import { MAX_CERTIFICATE_SEASONS, seasonOf } from '@libero/shared/transfers/seasons';

/** A national-league season by the year it starts: 2025 → "2025/26". */
export function seasonName(firstYear: number): string {
  return `${firstYear}/${String((firstYear + 1) % 100).padStart(2, '0')}`;
}

/** The seasons a transfer list offers: the coming one and the five before it, newest first. */
export function transferSeasons(today: Date = new Date()): number[] {
  // A season starts in October: from then on, the coming season is the next year's.
  const coming = today.getFullYear() + (today.getMonth() >= 9 ? 1 : 0);
  return Array.from({ length: 6 }, (_, index) => coming - index);
}

/** The season a transfer made today is for (between two seasons: the coming one), in the user's calendar. */
export function currentSeason(today: Date = new Date()): number {
  const pad = (n: number) => String(n).padStart(2, '0');
  return seasonOf(`${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`);
}

/** The seasons a transfer form offers as its first: the current one and the four after it (and `kept`, if outside). */
export function firstSeasonChoices(current: number, kept?: number): number[] {
  const seasons = Array.from({ length: MAX_CERTIFICATE_SEASONS }, (_, index) => current + index);
  return kept === undefined || seasons.includes(kept) ? seasons : [kept, ...seasons].sort((a, b) => a - b);
}

/** The last seasons a certificate starting with `first` may end with: `first` to `first + 4`. */
export function lastSeasonChoices(first: number): number[] {
  return Array.from({ length: MAX_CERTIFICATE_SEASONS }, (_, index) => first + index);
}
