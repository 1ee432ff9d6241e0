import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus } from 'lucide-react';
import { registryLabel } from '../../lib/entities/registry-label';
import { Button } from '../../ui/button';
import { TextLink } from '../../ui/text-link';
import { playerPath } from './competition-paths';
import type { RosterRow, TeamRow } from './competition-rows';
import { useRoster, useStaff } from './competitions-api';
import { RemoveButton } from './remove-button';
import { RosterDialog } from './roster-dialog';
import { StaffDialog } from './staff-dialog';

const TH = 'border-b border-slate-200 px-2 py-1.5 text-left font-medium whitespace-nowrap';
const TD = 'border-b border-slate-100 px-2 py-1.5';

type Editing = { line?: RosterRow } | undefined;

/** A team's players by shirt number, with their position and the captain; its keepers change it. */
export function RosterTable({ team, gender, keeps }: { team: TeamRow; gender: number | null; keeps: boolean }) {
  const { t } = useTranslation('competitions');
  const roster = useRoster(team.no);
  const [editing, setEditing] = useState<Editing>();
  const rows = roster.rows ?? [];
  return (
    <section aria-labelledby={`roster-${team.no}`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`roster-${team.no}`} className="text-sm font-semibold text-slate-900">
          {t('roster.title', { count: rows.length })}
        </h3>
        {keeps ? (
          <Button variant="secondary" onClick={() => setEditing({})}>
            <Plus aria-hidden="true" className="size-4" />
            {t('roster.add')}
          </Button>
        ) : null}
      </div>
      {roster.isPending ? null : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('roster.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('roster.caption', { team: team.name ?? '' })}</caption>
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className={`${TH} w-12 text-right`}>
                  {t('fields.shirtNumber')}
                </th>
                <th scope="col" className={TH}>
                  {t('fields.player')}
                </th>
                <th scope="col" className={TH}>
                  {t('fields.position')}
                </th>
                <th scope="col" className={TH}>
                  {t('fields.captain')}
                </th>
                {keeps ? (
                  <th scope="col" className={TH}>
                    <span className="sr-only">{t('actions.title')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="text-slate-900">
              {rows.map((line) => (
                <tr key={line.no}>
                  <td className={`${TD} text-right font-semibold tabular-nums`}>{line.shirtNumber}</td>
                  <td className={TD}>
                    {line.noPlayer ? (
                      <TextLink to={playerPath(line.noPlayer)}>{line.playerName}</TextLink>
                    ) : (
                      line.playerName
                    )}
                  </td>
                  <td className={`${TD} whitespace-nowrap`}>
                    {line.position ? registryLabel(`players:positions.${line.position}`) : ''}
                  </td>
                  <td className={TD}>{line.isCaptain === 1 ? t('roster.captainMark') : ''}</td>
                  {keeps ? (
                    <td className={`${TD} whitespace-nowrap text-right`}>
                      <Button
                        variant="ghost"
                        className="px-2"
                        aria-label={t('actions.edit', { name: line.playerName ?? '' })}
                        onClick={() => setEditing({ line })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <RemoveButton
                        entity="VolleyPlayer"
                        record={line}
                        name={line.playerName ?? ''}
                        message={t('roster.removeMessage', { name: line.playerName ?? '', team: team.name ?? '' })}
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <RosterDialog team={team} gender={gender} line={editing.line} onClose={() => setEditing(undefined)} />
      ) : null}
    </section>
  );
}

/** A team's coaches and other staff, by role. */
export function StaffList({ team, keeps }: { team: TeamRow; keeps: boolean }) {
  const { t } = useTranslation('competitions');
  const staff = useStaff(team.no);
  const [adding, setAdding] = useState(false);
  const rows = staff.rows ?? [];
  return (
    <section aria-labelledby={`staff-${team.no}`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`staff-${team.no}`} className="text-sm font-semibold text-slate-900">
          {t('staff.title')}
        </h3>
        {keeps ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('staff.add')}
          </Button>
        ) : null}
      </div>
      {staff.isPending ? null : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('staff.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm">
          {rows.map((member) => (
            <li key={member.no} className="flex items-center gap-2 py-1">
              <span className="min-w-0 flex-1">
                <span className="text-slate-900">{member.personName}</span>
                <span className="text-slate-600">
                  {' '}
                  · {member.role ? t(`staffRoles.${member.role as 'headCoach'}`) : ''}
                </span>
              </span>
              {keeps ? (
                <RemoveButton
                  entity="VolleyTeamStaff"
                  record={member}
                  name={member.personName ?? ''}
                  message={t('staff.removeMessage', { name: member.personName ?? '', team: team.name ?? '' })}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {adding ? <StaffDialog team={team} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}
