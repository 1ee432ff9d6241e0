import { format, isValid, parseISO, set } from 'date-fns';

/** SPEC §9: the date picker's defaults. */
export const DATE_PICKER_DEFAULTS = {
  monthsShown: 1,
  /** Sunday. */
  weekStartsOn: 0,
  /** How many days ahead to look for an enabled day when the one asked is disabled. */
  nextEnabledDayScan: 7,
  yearPanelSize: 10,
  displayFormat: 'long',
  valueFormat: 'ISO8601',
  /** The time given to a date picked without one: midday never slips to another day across time zones. */
  defaultTime: '12:00',
} as const;

export type DateRange = { min?: string | undefined; max?: string | undefined };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string) => value.slice(0, 10);

/** Outside `min`–`max` (ISO dates, both included): such a day cannot be selected. */
export function isDateDisabled(value: string, { min, max }: DateRange): boolean {
  const day = dayOf(value);
  return (min !== undefined && min !== '' && day < dayOf(min)) || (max !== undefined && max !== '' && day > dayOf(max));
}

/** Reads an ISO 8601 value; a bare date gets the default time. `undefined` when not a date. */
export function parseDateValue(value: string): Date | undefined {
  const date = parseISO(value);
  if (!isValid(date)) return undefined;
  if (!ISO_DATE.test(value)) return date;
  const [hours, minutes] = DATE_PICKER_DEFAULTS.defaultTime.split(':').map(Number);
  return set(date, { hours, minutes });
}

/** The ISO 8601 value of a picked day (`2025-11-03`). */
export function toDateValue(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && parseDateValue(value) !== undefined;
}
