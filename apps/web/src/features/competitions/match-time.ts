/** Dates and times of matches: local to the hall, as the schedule shows them. */

function partsOf(date: string, time: string): number[] | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!match || !clock) return undefined;
  return [...match.slice(1), ...clock.slice(1)].map(Number);
}

/** How far a time zone is ahead of UTC at an instant, in minutes. */
function offsetAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The UTC offset of a hall's zone at a match's local day and time (`UTC+2`, `UTC−3:30`, `UTC`):
 * summer time included. Empty when the zone or the time is not known.
 */
export function utcOffsetLabel(date: string | null, time: string | null, zone: string | null): string {
  const parts = date && time && zone ? partsOf(date, time) : undefined;
  if (!parts || !zone) return '';
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = parts;
  try {
    const wall = Date.UTC(year, month - 1, day, hour, minute);
    // The wall time read as UTC, moved back by the zone's offset, then checked once more (DST edges).
    const offset = offsetAt(wall - offsetAt(wall, zone) * 60_000, zone);
    if (offset === 0) return 'UTC';
    const sign = offset > 0 ? '+' : '−';
    const hours = Math.floor(Math.abs(offset) / 60);
    const minutes = Math.abs(offset) % 60;
    return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  } catch {
    return '';
  }
}

/** English dates are written day first, as elsewhere in the app (`date-formats.ts`: en-GB). */
export function intlLocale(language: string): string {
  return language === 'en' ? 'en-GB' : language;
}

/** `Tuesday 1 September 2026`, in the interface language (the day as written, whatever the viewer's zone). */
export function dayHeading(date: string, language: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}

/** `12 Sep`, short, for a bracket's cards. */
export function shortDay(date: string, language: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

/** `16:00` from the stored `16:00` or `16:00:00`. */
export function clockText(time: string | null): string {
  return time ? time.slice(0, 5) : '';
}
