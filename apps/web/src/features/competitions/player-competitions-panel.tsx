import { useTranslation } from 'react-i18next';
import { useEntityList } from '../../lib/entities/entity-queries';
import { registryLabel } from '../../lib/entities/registry-label';
import { formatDate } from '../../lib/dates/date-formats';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';
import { tournamentPath } from './competition-paths';

type PlayedRow = {
  no: number;
  noTournament: number | null;
  tournamentName: string | null;
  teamName: string | null;
  tournamentStartDate: string | null;
  shirtNumber: number | null;
  position: string | null;
  finalPosition: number | null;
};

const TH = 'border-b border-slate-200 px-2 py-1.5 text-left font-medium whitespace-nowrap';
const TD = 'border-b border-slate-100 px-2 py-1.5';

/** A player's tournaments (the rosters they were on), latest first, with where their team finished. */
export function PlayerCompetitionsPanel({ playerNo }: { playerNo: number }) {
  const { t } = useTranslation('competitions');
  const query = useEntityList('VolleyPlayer', {
    fields: [
      'No',
      'NoTournament',
      'TournamentName',
      'TeamName',
      'TournamentStartDate',
      'ShirtNumber',
      'Position',
      'FinalPosition',
    ],
    filter: { NoPlayer: playerNo },
    sort: ['-TournamentStartDate'],
    page: { skip: 0, take: 200 },
  });
  const rows = (query.data?.data as PlayedRow[] | undefined) ?? [];
  return (
    <FoldablePanel title={t('panels.playerTitle')} loading={query.isPending}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('panels.playerNone')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('panels.playerTitle')}</caption>
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className={TH}>
                  {t('fields.tournament')}
                </th>
                <th scope="col" className={TH}>
                  {t('fields.team')}
                </th>
                <th scope="col" className={TH}>
                  {t('fields.startDate')}
                </th>
                <th scope="col" className={TH}>
                  {t('fields.shirtNumber')}
                </th>
                <th scope="col" className={TH}>
                  {t('fields.position')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('fields.finalPosition')}
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-900">
              {rows.map((row) => (
                <tr key={row.no}>
                  <td className={TD}>
                    {row.noTournament ? (
                      <TextLink to={tournamentPath(row.noTournament)}>{row.tournamentName}</TextLink>
                    ) : (
                      row.tournamentName
                    )}
                  </td>
                  <td className={TD}>{row.teamName}</td>
                  <td className={`${TD} whitespace-nowrap`}>
                    {row.tournamentStartDate ? formatDate(row.tournamentStartDate) : ''}
                  </td>
                  <td className={`${TD} tabular-nums`}>{row.shirtNumber}</td>
                  <td className={`${TD} whitespace-nowrap`}>
                    {row.position ? registryLabel(`players:positions.${row.position}`) : ''}
                  </td>
                  <td className={`${TD} text-right tabular-nums`}>{row.finalPosition ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </FoldablePanel>
  );
}
