import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  differenceInDays,
  differenceInHours,
  differenceInMinutes,
  differenceInMonths,
  differenceInSeconds,
  differenceInWeeks,
  differenceInYears,
  isValid,
} from 'date-fns';
import type { Language } from '@libero/shared/i18n/languages';
import { currentLanguage, i18n } from '../i18n';
import { toDate, type DateLike } from './date-formats';

/** SPEC §9: relative times are written again every 30 seconds. */
export const RELATIVE_TIME_REFRESH_MS = 30_000;

type Unit = [Intl.RelativeTimeFormatUnit, (date: Date, now: Date) => number];

/** Largest first: the first unit with a whole non-zero count is used. */
const UNITS: Unit[] = [
  ['year', differenceInYears],
  ['month', differenceInMonths],
  ['week', differenceInWeeks],
  ['day', differenceInDays],
  ['hour', differenceInHours],
  ['minute', differenceInMinutes],
  ['second', differenceInSeconds],
];

/**
 * "just now" for the last minute, then "3 minutes ago", "2 weeks ago", "1 year ago" (or "in 2
 * days"); seconds only show for the coming minute. Throws RangeError "Invalid time value" for an
 * invalid date, as formatting does.
 */
export function formatRelativeTime(
  value: DateLike,
  now: DateLike = Date.now(),
  language: Language = currentLanguage(),
): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!isValid(date) || !isValid(reference)) throw new RangeError('Invalid time value');
  const seconds = differenceInSeconds(date, reference);
  if (seconds <= 0 && seconds > -60) return i18n.t('dates:justNow', { lng: language });
  const formatter = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  for (const [unit, difference] of UNITS) {
    const count = difference(date, reference);
    if (count !== 0) return formatter.format(count, unit);
  }
  return formatter.format(0, 'second');
}

/** The relative time of `value`, kept current every 30 seconds and in the interface language. */
export function useRelativeTime(value: DateLike): string {
  // Subscribing to the translations re-renders on a language change.
  useTranslation('dates');
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), RELATIVE_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return formatRelativeTime(value, now);
}
