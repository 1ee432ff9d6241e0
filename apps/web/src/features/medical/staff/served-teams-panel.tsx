import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZServedTeam } from '@libero/shared/medical/staff';
import { formatDate } from '../../../lib/dates/date-formats';
import { errorMessage } from '../../../lib/error-message';
import { getJson } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { TextLink } from '../../../ui/text-link';
import { tournamentPath } from '../../competitions';

const ZServedTeams = z.array(ZServedTeam);

export const servedTeamsQuery = (personNo: number) => ({
  queryKey: ['medical', 'staff', personNo, 'teams'],
  queryFn: () => getJson(`/api/medical/staff/${personNo}/teams`, ZServedTeams),
});

const TH = 'border-b border-slate-200 px-2 py-1.5 text-left font-medium whitespace-nowrap';
const TD = 'border-b border-slate-100 px-2 py-1.5';

/** The teams a medical person serves as doctor or physiotherapist, latest tournament first. */
export function ServedTeamsPanel({ personNo }: { personNo: number }) {
  const { t } = useTranslation(['medicalStaff', 'competitions']);
  const query = useQuery(servedTeamsQuery(personNo));
  const teams = query.data ?? [];
  return (
    <FoldablePanel title={t('teams.title')} loading={query.isPending}>
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      {query.isSuccess && teams.length === 0 ? <p className="text-sm text-slate-600">{t('teams.none')}</p> : null}
      {teams.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('teams.title')}</caption>
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className={TH}>
                  {t('teams.team')}
                </th>
                <th scope="col" className={TH}>
                  {t('teams.role')}
                </th>
                <th scope="col" className={TH}>
                  {t('teams.tournament')}
                </th>
                <th scope="col" className={TH}>
                  {t('teams.dates')}
                </th>
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => (
                <tr key={team.staffNo}>
                  <td className={TD}>{team.teamName}</td>
                  <td className={TD}>{t(`competitions:staffRoles.${team.role}`)}</td>
                  <td className={TD}>
                    <TextLink to={tournamentPath(team.tournamentNo, 'teams')}>{team.tournamentName}</TextLink>
                  </td>
                  <td className={`${TD} whitespace-nowrap`}>
                    {team.startDate && team.endDate
                      ? `${formatDate(team.startDate)} – ${formatDate(team.endDate)}`
                      : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </FoldablePanel>
  );
}
