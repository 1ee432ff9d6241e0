import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { clockText, dayHeading } from '../competitions';
import { useBeachMatches } from './beach-api';
import type { BeachMatchRow, BeachTabProps } from './beach-rows';
import { MatchTeams, StageText } from './match-teams';
import { ResultButton } from './result-button';
import { BeachMatchStatusBadge } from './status-badges';

type Court = { court: string | null; matches: BeachMatchRow[] };

/** Numbered courts in their order (`2` before `10`), named ones after, matches without a court last. */
const courtOrder = (a: string | null, b: string | null) =>
  a === null ? 1 : b === null ? -1 : a.localeCompare(b, undefined, { numeric: true });

/** Matches by day (those without a day last), then by court, each in playing order. */
export function byDayAndCourt(matches: readonly BeachMatchRow[]): { day: string | null; courts: Court[] }[] {
  const days = new Map<string | null, BeachMatchRow[]>();
  for (const match of matches) days.set(match.localDate, [...(days.get(match.localDate) ?? []), match]);
  return [...days.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([day, ofDay]) => {
      const courts = new Map<string | null, BeachMatchRow[]>();
      for (const match of ofDay) courts.set(match.court, [...(courts.get(match.court) ?? []), match]);
      return {
        day,
        courts: [...courts.entries()]
          .sort(([a], [b]) => courtOrder(a, b))
          .map(([court, ofCourt]) => ({
            court,
            matches: ofCourt.sort(
              (a, b) =>
                (a.localTime ?? '99').localeCompare(b.localTime ?? '99') ||
                (a.noInTournament ?? 0) - (b.noInTournament ?? 0),
            ),
          })),
      };
    });
}

function CourtMatch({ match, runs }: { match: BeachMatchRow; runs: boolean }) {
  const { t } = useTranslation('beach');
  return (
    <li className="grid grid-cols-[3.5rem_1fr_auto] items-start gap-x-3 py-2">
      <div className="font-semibold text-slate-900 tabular-nums">{clockText(match.localTime) || '—'}</div>
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          <span>{t('schedule.matchNumber', { number: match.noInTournament ?? match.no })}</span>
          <span className="font-medium text-slate-700">
            <StageText match={match} />
          </span>
          {match.status ? <BeachMatchStatusBadge status={match.status} /> : null}
        </div>
        <MatchTeams match={match} />
      </div>
      <div>{runs ? <ResultButton match={match} compact /> : null}</div>
    </li>
  );
}

/** The Schedule tab: every match by day, then by court, at the local time; the score once played. */
export function ScheduleTab({ tournament, runs }: BeachTabProps) {
  const { t } = useTranslation('beach');
  const matches = useBeachMatches(tournament.no);
  const language = currentLanguage();
  const rows = matches.rows ?? [];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('schedule.count', { count: rows.length })}</p>
      {matches.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {matches.isError ? <Alert tone="error">{errorMessage(matches.error)}</Alert> : null}
      {!matches.isPending && !matches.isError && rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          {t('schedule.none')}
        </p>
      ) : null}
      {byDayAndCourt(rows).map(({ day, courts }) => (
        <section
          key={day ?? 'none'}
          aria-labelledby={`day-${day ?? 'none'}`}
          className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs"
        >
          <h2 id={`day-${day ?? 'none'}`} className="pb-2 text-sm font-semibold text-slate-900 first-letter:uppercase">
            {day ? dayHeading(day, language) : t('schedule.noDay')}
          </h2>
          <div className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2 2xl:grid-cols-3">
            {courts.map(({ court, matches: ofCourt }) => {
              const title = court ? t('schedule.court', { court }) : t('schedule.noCourt');
              return (
                <section key={court ?? 'none'} aria-label={title} className="min-w-0">
                  <h3 className="border-b border-slate-200 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {title}
                  </h3>
                  <ol className="divide-y divide-slate-100">
                    {ofCourt.map((match) => (
                      <CourtMatch key={match.no} match={match} runs={runs} />
                    ))}
                  </ol>
                </section>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
