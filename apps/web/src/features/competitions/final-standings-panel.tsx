import { useTranslation } from 'react-i18next';
import { FoldablePanel } from '../../ui/foldable-panel';
import { useTournamentRanking } from './competitions-api';
import { placeText, TeamLabel, tiedLines } from './team-label';

/** Where the teams finished, once the last matches deciding it are played. */
export function FinalStandingsPanel({ tournamentNo }: { tournamentNo: number }) {
  const { t } = useTranslation('competitions');
  const ranking = useTournamentRanking(tournamentNo);
  const rows = ranking.rows ?? [];
  const tied = tiedLines(rows.map((row) => row.rank));
  return (
    <FoldablePanel title={t('overview.finalStandings')} loading={ranking.isPending}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('overview.noFinalStandings')}</p>
      ) : (
        <>
          {Math.abs(rows[0]?.rank ?? 1) === 1 ? null : (
            <p className="mb-2 text-sm text-slate-600">{t('overview.partialStandings')}</p>
          )}
          <ol className="flex flex-col divide-y divide-slate-100 text-sm">
            {rows.map((row, i) => (
              <li key={row.noTeam ?? i} className="flex items-center gap-3 py-1.5">
                <span className="w-8 shrink-0 text-right font-semibold text-slate-900 tabular-nums">
                  {placeText(row.rank, tied[i] ?? false)}
                </span>
                <TeamLabel name={row.teamName} federationCode={row.teamFederationCode} />
              </li>
            ))}
          </ol>
        </>
      )}
    </FoldablePanel>
  );
}
