import { format, parseISO, type Locale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import type { Language } from '@libero/shared/i18n/languages';
import { currentLanguage } from '../i18n';
import { loadedDateLocale } from './date-locales';

/** A date, an ISO 8601 string or a timestamp. */
export type DateLike = Date | string | number;

/**
 * SPEC §9's formats as date-fns patterns (P, p… are localised by date-fns). `default` is the
 * display used when nothing else is asked: day, abbreviated month, year.
 */
export const DATE_FORMATS = {
  short: 'P',
  time: 'pp',
  timeShort: 'p',
  timeShortWithYear: 'PPp',
  long: 'PPPPp',
  default: 'd MMM yyyy',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/** An ISO string is read as ISO 8601 (a bare date is local midnight); an invalid value stays invalid. */
export function toDate(value: DateLike): Date {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

/** Writes a date in the interface language. An invalid date throws date-fns' RangeError "Invalid time value". */
export function formatDate(
  value: DateLike,
  name: DateFormatName = 'default',
  language: Language = currentLanguage(),
): string {
  return format(toDate(value), DATE_FORMATS[name], { locale: dateLocale(language) });
}

/**
 * English dates are written day first, as in the rest of the federation's world. French and
 * Spanish come with their `dates` catalogue (`date-locales.ts`); English until they have.
 */
function dateLocale(language: Language): Locale {
  return loadedDateLocale(language) ?? enGB;
}
