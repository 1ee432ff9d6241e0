import { formatDate } from '../../lib/dates/date-formats';
import { currentLanguage } from '../../lib/i18n';
import { seasonName } from './seasons';

/** An amount in minor units (cents) in its currency: `150000, 'CHF'` → "CHF 1,500.00". */
export function formatMoney(minor: number, currency: string | undefined): string {
  const language = currentLanguage();
  if (!currency) return new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(minor / 100);
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
}

/** A moment (ISO 8601 with its offset) in the user's time zone, with the date: "3 Nov 2025, 14:05". */
export function formatMoment(value: string): string {
  return formatDate(value, 'timeShortWithYear');
}

/** A day (`YYYY-MM-DD`): "3 Nov 2025". */
export function formatDay(value: string): string {
  return formatDate(value);
}

/** "2026/27", or "2026/27 – 2028/29" for several seasons. */
export function seasonsText(first: number, last: number): string {
  return first === last ? seasonName(first) : `${seasonName(first)} – ${seasonName(last)}`;
}

const SIZE_UNITS = [
  ['megabyte', 1024 * 1024],
  ['kilobyte', 1024],
  ['byte', 1],
] as const;

/** A file's size: "1.2 MB". */
export function formatSize(bytes: number): string {
  const [unit, size] = SIZE_UNITS.find(([, size]) => bytes >= size) ?? SIZE_UNITS[2];
  return new Intl.NumberFormat(currentLanguage(), { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    bytes / size,
  );
}

/**
 * An amount typed in major units (`1500`, `1500.5`, `1 500,50`) in minor units, counted exactly
 * (no floating point); undefined when it is not an amount with at most two decimals.
 */
export function minorUnitsOf(text: string): number | undefined {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0\u202f']/g, ''));
  if (!match) return undefined;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : undefined;
}
