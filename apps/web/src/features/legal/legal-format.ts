import { countryName } from '@libero/shared/countries/countries';
import { formatDate } from '../../lib/dates/date-formats';
import { currentLanguage } from '../../lib/i18n';

/** A federation as the federation choices name it: "ITA — Federazione Italiana Pallavolo". */
export const federationText = (federation: { code: string; name: string }) => `${federation.code} — ${federation.name}`;

/** A day (`YYYY-MM-DD`): "3 Nov 2025". */
export const formatDay = (day: string) => formatDate(day);

/** A moment (ISO 8601) in the user's time zone, with the date: "3 Nov 2025, 14:05". */
export const formatMoment = (at: string) => formatDate(at, 'timeShortWithYear');

/** An amount in minor units of `currency`, as the interface language writes it: "CHF 150.00". */
export function formatMoney(amountMinor: number, currency: string): string {
  const format = new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency });
  return format.format(amountMinor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** A country by its code, in the interface language ("Italy"); the code when unknown. */
export const countryText = (code: string) => countryName(code, currentLanguage()) ?? code;
