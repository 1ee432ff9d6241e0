import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import type { MatchRow } from './competition-rows';
import { useTournamentMatches } from './competitions-api';
import { MatchActions } from './match-actions';
import { hasScore, setsText, winnerSide } from './match-score';
import { clockText, dayHeading, utcOffsetLabel } from './match-time';
import { MatchStatusBadge } from './status-badges';
import { ScheduleExport } from './schedule-export';
import type { TabProps } from './competition-rows';
import { HowItWorksLink } from '../../lib/help-link';

/** Matches by day, in playing order; those without a day last. */
function byDay(matches: readonly MatchRow[]): [string | null, MatchRow[]][] {
  const days = new Map<string | null, MatchRow[]>();
  for (const match of matches) days.set(match.localDate, [...(days.get(match.localDate) ?? []), match]);
  return [...days.entries()].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)));
}

function Stage({ match }: { match: MatchRow }) {
  const { t } = useTranslation('competitions');
  if (match.poolCode) return <>{t('schedule.pool', { pool: match.poolCode })}</>;
  if (match.bracket === 'F') return <>{t('bracket.final')}</>;
  if (match.bracket === 'B') return <>{t('bracket.bronze')}</>;
  return <>{match.bracket ?? match.phaseName ?? ''}</>;
}

function Teams({ match }: { match: MatchRow }) {
  const { t } = useTranslation('competitions');
  const winner = winnerSide(match);
  const scored = hasScore(match);
  const line = (name: string | null, side: 'A' | 'B', sets: number | null) => (
    <>
      <span className={`min-w-0 ${winner === side ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>
        {name ?? <span className="text-slate-500 italic">{t('bracket.toBeDecided')}</span>}
      </span>
      <span
        className={`text-right tabular-nums ${winner === side ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
      >
        {scored ? sets : ''}
      </span>
    </>
  );
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <div className="grid max-w-72 grid-cols-[1fr_1.5rem] gap-x-2">
        {line(match.teamAName, 'A', match.matchPointsA)}
        {line(match.teamBName, 'B', match.matchPointsB)}
      </div>
      {scored && match.status !== 'forfeit' ? (
        <span className="text-xs text-slate-600 tabular-nums">{setsText(match)}</span>
      ) : null}
      {match.status === 'forfeit' && match.forfeitBy ? (
        <span className="text-xs text-slate-600">
          {t('schedule.forfeitBy', { team: match.forfeitBy === 'A' ? match.teamAName : match.teamBName })}
        </span>
      ) : null}
    </div>
  );
}

function MatchLine({ match, manages }: { match: MatchRow; manages: boolean }) {
  const { t } = useTranslation('competitions');
  const offset = utcOffsetLabel(match.localDate, match.localTime, match.timeZone);
  const officials = [match.referee1Name, match.referee2Name].filter(Boolean).join(', ');
  return (
    <li className="grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1 py-2.5 md:grid-cols-[5.5rem_5.5rem_minmax(12rem,1fr)_minmax(10rem,16rem)_auto] md:items-center">
      <div className="row-span-2 md:row-span-1">
        <div className="font-semibold text-slate-900 tabular-nums">{clockText(match.localTime) || '—'}</div>
        {match.timeZone ? (
          <div className="text-xs break-words text-slate-600" title={match.timeZone}>
            {offset ? <span className="block">{offset}</span> : null}
            <span className="block">{match.timeZone}</span>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 md:flex-col md:items-start">
        <span>{t('schedule.matchNumber', { number: match.noInTournament ?? match.no })}</span>
        <span className="font-medium text-slate-700">
          <Stage match={match} />
        </span>
        {match.status !== 'scheduled' ? <MatchStatusBadge status={match.status} /> : null}
      </div>
      <div className="col-start-2 md:col-start-auto">
        <Teams match={match} />
      </div>
      <div className="col-start-2 text-xs text-slate-600 md:col-start-auto">
        {match.hallName ? (
          <span className="block">
            {match.hallName}
            {match.city ? `, ${match.city}` : ''}
          </span>
        ) : null}
        {officials ? <span className="block">{t('schedule.officials', { names: officials })}</span> : null}
      </div>
      {manages ? (
        <div className="col-start-2 md:col-start-auto">
          <MatchActions match={match} />
        </div>
      ) : null}
    </li>
  );
}

/** The Schedule tab: every match by day, at the hall's local time with its zone, the score once played. */
export function ScheduleTab({ tournament, manages }: TabProps) {
  const { t } = useTranslation('competitions');
  const matches = useTournamentMatches(tournament.no);
  const language = currentLanguage();
  const rows = matches.rows ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{t('schedule.count', { count: rows.length })}</p>
        {manages ? <HowItWorksLink guide="enter-match-results" /> : null}
        <ScheduleExport tournamentNo={tournament.no} />
      </div>
      {matches.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {!matches.isPending && rows.length === 0 ? <p className="text-sm text-slate-600">{t('schedule.none')}</p> : null}
      {byDay(rows).map(([day, dayMatches]) => (
        <section
          key={day ?? 'none'}
          aria-labelledby={`day-${day ?? 'none'}`}
          className="rounded-lg border border-slate-200 bg-white px-4 py-2 shadow-xs"
        >
          <h2 id={`day-${day ?? 'none'}`} className="py-1 text-sm font-semibold text-slate-900 first-letter:uppercase">
            {day ? dayHeading(day, language) : t('schedule.noDay')}
          </h2>
          <ol className="divide-y divide-slate-100">
            {dayMatches.map((match) => (
              <MatchLine key={match.no} match={match} manages={manages} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
