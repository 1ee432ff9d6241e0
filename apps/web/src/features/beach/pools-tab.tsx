import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { errorMessage } from '../../lib/error-message';
import { Alert } from '../../ui/alert';
import { FoldablePanel } from '../../ui/foldable-panel';
import { StandingsTable, whenText, type RankingRow } from '../competitions';
import { useBeachMatches, useRoundRanking, useRounds } from './beach-api';
import { isPoolRound } from './beach-match';
import type { BeachMatchRow, BeachRoundRankingRow, BeachRoundRow, BeachTabProps } from './beach-rows';
import { MatchTeams } from './match-teams';
import { ResultButton } from './result-button';
import { BeachMatchStatusBadge } from './status-badges';

const ratio = (won: number | null, lost: number | null) => (lost ? (won ?? 0) / lost : null);

/** A line of a pool's ranking in the standings table's terms (ratios from what was won and lost). */
export function standingsRow(row: BeachRoundRankingRow): RankingRow {
  return {
    position: row.position,
    rank: row.rank,
    noTeam: row.noTeam,
    teamName: row.teamName,
    teamCode: null,
    teamFederationCode: row.teamFederationCode,
    matchesPlayed: (row.matchesWon ?? 0) + (row.matchesLost ?? 0),
    matchesWon: row.matchesWon,
    matchesLost: row.matchesLost,
    matchPoints: row.matchPoints,
    setsWon: row.setsWon,
    setsLost: row.setsLost,
    setRatio: ratio(row.setsWon, row.setsLost),
    pointsWon: row.pointsWon,
    pointsLost: row.pointsLost,
    pointRatio: ratio(row.pointsWon, row.pointsLost),
  };
}

/** Before any result, the pool's teams as its matches bring them, with nothing played. */
function unplayedRows(matches: readonly BeachMatchRow[]): RankingRow[] {
  const teams = new Map<number, string | null>();
  for (const match of matches) {
    if (match.noTeamA !== null) teams.set(match.noTeamA, match.teamAName);
    if (match.noTeamB !== null) teams.set(match.noTeamB, match.teamBName);
  }
  return [...teams].map(([no, name], i) =>
    standingsRow({
      position: i + 1,
      rank: null,
      noTeam: no,
      teamName: name,
      teamFederationCode: null,
      matchPoints: 0,
      matchesWon: 0,
      matchesLost: 0,
      setsWon: 0,
      setsLost: 0,
      pointsWon: 0,
      pointsLost: 0,
    }),
  );
}

/** One match of a pool: its number, both teams with the score, when and where, the result action. */
export function MatchLine({ match, runs }: { match: BeachMatchRow; runs: boolean }) {
  const { t } = useTranslation('beach');
  const when = whenText(match.localDate, match.localTime, currentLanguage());
  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 py-2 sm:grid-cols-[5.5rem_minmax(12rem,20rem)_minmax(0,1fr)_auto] sm:items-center">
      <div className="flex flex-col text-xs text-slate-600">
        <span className="font-medium text-slate-700">
          {t('schedule.matchNumber', { number: match.noInTournament ?? match.no })}
        </span>
        {match.bracket ? <span>{match.bracket}</span> : null}
      </div>
      <MatchTeams match={match} />
      <div className="col-start-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 sm:col-start-auto">
        {when ? <span>{when}</span> : null}
        {match.court ? <span>{t('schedule.court', { court: match.court })}</span> : null}
        {match.status ? <BeachMatchStatusBadge status={match.status} /> : null}
      </div>
      <div className="col-start-3 row-span-2 row-start-1 sm:col-start-auto sm:row-span-1 sm:row-start-auto">
        {runs ? <ResultButton match={match} /> : null}
      </div>
    </li>
  );
}

function PoolPanel({
  round,
  matches,
  runs,
  showKey,
}: {
  round: BeachRoundRow;
  matches: BeachMatchRow[];
  runs: boolean;
  showKey: boolean;
}) {
  const { t } = useTranslation('beach');
  const ranking = useRoundRanking(round.no);
  const title = round.name ?? t('pools.title', { pool: round.bracket ?? round.code ?? '' });
  const ranked = (ranking.rows ?? []).map(standingsRow);
  const rows = ranked.length > 0 ? ranked : unplayedRows(matches);
  return (
    <FoldablePanel title={title} loading={ranking.isPending}>
      <div className="flex flex-col gap-4">
        {ranking.isError ? <Alert tone="error">{errorMessage(ranking.error)}</Alert> : null}
        {rows.length > 0 ? (
          <StandingsTable rows={rows} caption={t('pools.standingsOf', { pool: title })} showKey={showKey} />
        ) : (
          <p className="text-sm text-slate-600">{t('pools.noTeams')}</p>
        )}
        <section aria-label={t('pools.matchesOf', { pool: title })}>
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('pools.matches')}</h3>
          {matches.length === 0 ? (
            <p className="py-2 text-sm text-slate-600">{t('pools.noMatches')}</p>
          ) : (
            <ol className="divide-y divide-slate-100">
              {matches.map((match) => (
                <MatchLine key={match.no} match={match} runs={runs} />
              ))}
            </ol>
          )}
        </section>
      </div>
    </FoldablePanel>
  );
}

/** The Pools tab: each pool of four with its teams' standings (read whole from the server) and its matches. */
export function PoolsTab({ tournament, runs }: BeachTabProps) {
  const { t } = useTranslation('beach');
  const rounds = useRounds(tournament.no);
  const matches = useBeachMatches(tournament.no);
  const pools = (rounds.rows ?? []).filter(isPoolRound);
  const loading = rounds.isPending || matches.isPending;
  return (
    <div className="flex flex-col gap-4">
      {loading ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {rounds.isError ? <Alert tone="error">{errorMessage(rounds.error)}</Alert> : null}
      {!loading && pools.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          {t('pools.none')}
        </p>
      ) : null}
      {pools.map((round, i) => (
        <PoolPanel
          key={round.no}
          round={round}
          matches={(matches.rows ?? [])
            .filter((match) => match.noRound === round.no)
            .sort((a, b) => (a.noInTournament ?? 0) - (b.noInTournament ?? 0))}
          runs={runs}
          showKey={i === pools.length - 1}
        />
      ))}
    </div>
  );
}
