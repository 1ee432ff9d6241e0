/**
 * National-league seasons (issue #9): by default from 16 October to 15 May of the next year, named
 * by the year they start. A transfer certificate covers one season or up to five consecutive ones.
 */
export const SEASON_START = { month: 10, day: 16 } as const;
export const SEASON_END = { month: 5, day: 15 } as const;
export const MAX_CERTIFICATE_SEASONS = 5;

/** A day, `YYYY-MM-DD`, in the calendar's terms. */
type Day = { year: number; month: number; day: number };

function dayOf(date: string): Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a day: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const onOrAfter = (a: Day, month: number, day: number) => a.month > month || (a.month === month && a.day >= day);

/** The first and last day of season `year`. */
export function seasonDays(year: number): { first: string; last: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    first: `${year}-${pad(SEASON_START.month)}-${pad(SEASON_START.day)}`,
    last: `${year + 1}-${pad(SEASON_END.month)}-${pad(SEASON_END.day)}`,
  };
}

/**
 * The season a day belongs to, or the next one when it falls between two seasons (a transfer
 * signed in summer is for the season to come).
 */
export function seasonOf(date: string): number {
  const day = dayOf(date);
  if (onOrAfter(day, SEASON_START.month, SEASON_START.day)) return day.year;
  const afterLastSeasonEnded = onOrAfter(day, SEASON_END.month, SEASON_END.day + 1);
  return afterLastSeasonEnded ? day.year : day.year - 1;
}

/** Whether a certificate may cover the seasons from `first` to `last` (both included). */
export function isCertificateSpan(first: number, last: number): boolean {
  return Number.isInteger(first) && Number.isInteger(last) && first <= last && last - first < MAX_CERTIFICATE_SEASONS;
}
