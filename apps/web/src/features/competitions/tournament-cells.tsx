import { useTranslation } from 'react-i18next';
import { countryName } from '@libero/shared/countries/countries';
import { formatDate } from '../../lib/dates/date-formats';
import { currentLanguage } from '../../lib/i18n';
import { Flag } from '../../ui/flag';

/** Men or women, as competitions say it. */
export function genderText(t: (key: `genders.${0 | 1}`) => string, gender: unknown): string {
  return gender === 0 || gender === 1 ? t(`genders.${gender}`) : '';
}

/** `1 Sep 2026 – 20 Sep 2026`, or one end alone. */
export function periodText(start: string | null | undefined, end: string | null | undefined): string {
  const from = start ? formatDate(start) : '';
  const until = end ? formatDate(end) : '';
  if (from && until) return from === until ? from : `${from} – ${until}`;
  return from || until;
}

/** Where it is played: the host country's flag and name, the city after it. */
export function PlaceText({ countryCode, city }: { countryCode: string | null; city?: string | null }) {
  useTranslation();
  const country = countryCode ? (countryName(countryCode, currentLanguage()) ?? countryCode) : null;
  if (!country && !city) return null;
  return (
    <span className="inline-flex items-center gap-1.5">
      {countryCode ? <Flag code={countryCode} label="" /> : null}
      <span>{[city, country].filter(Boolean).join(', ')}</span>
    </span>
  );
}
