import { MAX_CERTIFICATE_SEASONS, seasonDays, seasonOf } from '@libero/shared/transfers/seasons';

/** A national-league season by the year it starts: 2025 → "2025/26". */
export function seasonName(firstYear: number): string {
  return `${firstYear}/${String((firstYear + 1) % 100).padStart(2, '0')}`;
}

/** `YYYY-MM-DD`, in the user's calendar. */
function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The seasons a transfer list offers: the coming one and the five before it, newest first. The
 * coming season is the next one while a season runs, the one about to start between two seasons.
 */
export function transferSeasons(today: Date = new Date()): number[] {
  const current = currentSeason(today);
  const coming = dayOf(today) >= seasonDays(current).first ? current + 1 : current;
  return Array.from({ length: 6 }, (_, index) => coming - index);
}

/** The season a transfer made today is for (between two seasons: the coming one), in the user's calendar. */
export function currentSeason(today: Date = new Date()): number {
  return seasonOf(dayOf(today));
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
