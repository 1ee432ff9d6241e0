import { useTranslation } from 'react-i18next';
import { useEntityList } from '../../lib/entities/entity-queries';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';
import { tournamentPath } from './competition-paths';

type EnteredRow = {
  no: number;
  noTournament: number | null;
  tournamentName: string | null;
  name: string | null;
  playerCount: number | null;
  finalPosition: number | null;
};

/** A federation's national teams in tournaments, latest entered first, with where they finished. */
export function FederationTeamsPanel({ federationNo }: { federationNo: number }) {
  const { t } = useTranslation('competitions');
  const query = useEntityList('VolleyTeam', {
    fields: ['No', 'NoTournament', 'TournamentName', 'Name', 'PlayerCount', 'FinalPosition'],
    filter: { NoFederation: federationNo },
    sort: ['-No'],
    page: { skip: 0, take: 200 },
  });
  const rows = (query.data?.data as EnteredRow[] | undefined) ?? [];
  return (
    <FoldablePanel title={t('panels.federationTitle')} loading={query.isPending}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('panels.federationNone')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {rows.map((row) => (
            <li key={row.no} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-1.5">
              <span className="min-w-0">
                {row.noTournament ? (
                  <TextLink to={tournamentPath(row.noTournament)}>{row.tournamentName}</TextLink>
                ) : (
                  row.tournamentName
                )}
                <span className="text-slate-600"> · {row.name}</span>
              </span>
              <span className="text-slate-700">
                {row.finalPosition
                  ? t('panels.finished', { position: row.finalPosition })
                  : t('panels.players', { count: row.playerCount ?? 0 })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </FoldablePanel>
  );
}
