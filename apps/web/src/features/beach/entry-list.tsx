import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserMinus } from 'lucide-react';
import { BEACH_TEAM_STATUS } from '@libero/shared/registry/beach';
import { useCommand } from '../../lib/entities/entity-queries';
import { currentLanguage } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TeamLabel } from '../competitions';
import type { BeachTeamRow } from './beach-rows';
import { entrySections, type EntrySection } from './entry-sections';

const TH = 'border-b border-slate-200 px-2 py-1.5 font-medium whitespace-nowrap';
const TD = 'px-2 py-1.5 whitespace-nowrap';

function WithdrawButton({ team }: { team: BeachTeamRow }) {
  const { t } = useTranslation(['beach', 'common']);
  const { save } = useCommand('BeachTeam');
  const [asking, setAsking] = useState(false);
  const name = team.name ?? '';
  return (
    <>
      <Button
        variant="ghost"
        className="min-h-8 px-2 py-1"
        aria-label={t('entries.withdrawTeam', { name })}
        title={t('entries.withdrawTeam', { name })}
        onClick={() => setAsking(true)}
      >
        <UserMinus aria-hidden="true" className="size-4" />
        <span className="max-md:sr-only">{t('entries.withdraw')}</span>
      </Button>
      {asking ? (
        <ConfirmDialog
          open
          title={t('entries.withdrawTeam', { name })}
          message={t('entries.withdrawMessage', { name })}
          confirmLabel={t('entries.withdraw')}
          cancelLabel={t('common:actions.cancel')}
          pending={save.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            save.mutate(
              { No: team.no, Version: team.version, Status: BEACH_TEAM_STATUS.withdrawn },
              { onSettled: () => setAsking(false) },
            )
          }
        />
      ) : null}
    </>
  );
}

export type EntryListProps = {
  teams: readonly BeachTeamRow[];
  /** Whether the viewer may withdraw this team (its federation, whoever runs the tournament). */
  mayWithdraw: (team: BeachTeamRow) => boolean;
};

/**
 * The entry list: a section each for the main draw, the qualification and the reserves (before
 * the allocation, the teams entered), a line between them, every section ordered by entry points.
 * Wildcards and withdrawn teams are marked after their name; a team still in may be withdrawn by
 * those who may.
 */
export function EntryList({ teams, mayWithdraw }: EntryListProps) {
  const { t } = useTranslation('beach');
  const number = new Intl.NumberFormat(currentLanguage());
  const sections = entrySections(teams);
  const withActions = teams.some((team) => mayWithdraw(team));
  const columns = withActions ? 5 : 4;
  const heading = (section: EntrySection, count: number) => (
    <tr>
      <th
        scope="colgroup"
        colSpan={columns}
        className="border-t-2 border-slate-300 bg-slate-50 px-2 py-1.5 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase"
      >
        {t(`entries.sections.${section}`)} <span className="font-normal text-slate-600">· {count}</span>
      </th>
    </tr>
  );
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-separate border-spacing-0 text-sm text-slate-900">
        <caption className="sr-only">{t('entries.caption')}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className={`${TH} w-10 text-right`}>
              <span aria-hidden="true">#</span>
              <span className="sr-only">{t('entries.place')}</span>
            </th>
            <th scope="col" className={`${TH} text-left`}>
              {t('fields.team')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t('fields.entryPoints')}
            </th>
            <th scope="col" className={`${TH} text-right max-sm:hidden`}>
              {t('fields.seed')}
            </th>
            {withActions ? (
              <th scope="col" className={TH}>
                <span className="sr-only">{t('entries.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        {sections.map(({ section, teams: rows }) => (
          <tbody key={section} aria-label={t(`entries.sections.${section}`)}>
            {heading(section, rows.length)}
            {rows.map((team, i) => {
              const withdrawn = section === 'withdrawn';
              return (
                <tr key={team.no} className={withdrawn ? 'text-slate-500' : undefined}>
                  <td className={`${TD} text-right tabular-nums`}>{i + 1}</td>
                  <td className={`${TD} max-w-72`}>
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className={`min-w-0 ${withdrawn ? 'line-through' : ''}`}>
                        <TeamLabel name={team.name} federationCode={team.federationCode} />
                      </span>
                      {team.wildcard === 1 ? (
                        <span title={t('entries.wildcard')}>
                          <span aria-hidden="true">
                            <Badge tone="info">{t('entries.wildcardShort')}</Badge>
                          </span>
                          <span className="sr-only">{t('entries.wildcard')}</span>
                        </span>
                      ) : null}
                      {withdrawn ? <Badge tone="danger">{t('teamStatuses.1')}</Badge> : null}
                      {section === 'overQuota' ? <Badge tone="warning">{t('teamStatuses.4')}</Badge> : null}
                    </span>
                  </td>
                  <td className={`${TD} text-right tabular-nums`}>
                    {team.entryPoints === null ? '' : number.format(team.entryPoints)}
                  </td>
                  <td className={`${TD} text-right tabular-nums max-sm:hidden`}>{team.seed ?? ''}</td>
                  {withActions ? (
                    <td className={`${TD} text-right`}>
                      {!withdrawn && mayWithdraw(team) ? <WithdrawButton team={team} /> : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
