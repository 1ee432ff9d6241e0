import { useTranslation } from 'react-i18next';
import { useRelativeTime } from './relative-time';

/** A moment shown relative to now (SPEC §9, refreshed every 30 s), with the full date and time as a tooltip. */
export function RelativeTime({ date }: { date: Date }) {
  const { i18n } = useTranslation();
  const relative = useRelativeTime(date);
  const full = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return (
    <time dateTime={date.toISOString()} title={full} className="whitespace-nowrap text-slate-500">
      {relative}
    </time>
  );
}
