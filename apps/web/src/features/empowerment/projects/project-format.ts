import { formatDate } from '../../../lib/dates/date-formats';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../money';

/** Minor units (cents) in a unit of the programme's currencies. */
const MINOR_PER_UNIT = 100;

/** A day (`YYYY-MM-DD`): "3 Nov 2025". */
export const formatDay = (day: string) => formatDate(day);

/** A moment (ISO 8601) in the user's time zone, with the date: "3 Nov 2025, 14:05". */
export const formatMoment = (at: string) => formatDate(at, 'timeShortWithYear');

/** An amount in minor units, as the interface language writes it: "USD 12,500.00". */
export const money = (minor: number, currency: string) => formatMoney(minor, currency, currentLanguage());

/** A federation as the federation choices name it: "KEN — Kenya Volleyball Federation". */
export const federationText = (federation: { code: string; name: string }) => `${federation.code} — ${federation.name}`;

/** An amount in minor units as a form's decimal text: 125000 → "1250.00". */
export const decimalText = (minor: number) => (minor / MINOR_PER_UNIT).toFixed(2);

/** A form's decimal text (already checked) in minor units: "1250.5" → 125050. */
export const minorUnits = (text: string) => Math.round(Number(text) * MINOR_PER_UNIT);
