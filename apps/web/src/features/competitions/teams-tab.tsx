import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { canKeepRoster } from '@libero/shared/auth/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { entityKeys } from '../../lib/entities/entity-queries';
import { useCurrentUser } from '../../lib/session/current-user';
import { Button } from '../../ui/button';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';
import { clubPath, federationPath } from './competition-paths';
import { managedOf, type TeamRow } from './competition-rows';
import { useTournamentTeams } from './competitions-api';
import { RemoveButton } from './remove-button';
import { RosterTable, StaffList } from './roster-table';
import { TeamDialog } from './team-dialog';
import type { TabProps } from './competition-rows';

type TeamPanelProps = { team: TeamRow; gender: number | null; keeps: boolean; manages: boolean; folded: boolean };

function TeamPanel({ team, gender, keeps, manages, folded }: TeamPanelProps) {
  const { t } = useTranslation('competitions');
  const client = useQueryClient();
  const title = [team.name, team.code && team.code !== team.name ? `(${team.code})` : null].filter(Boolean).join(' ');
  const origin = team.noFederation ? (
    <TextLink to={federationPath(team.noFederation)}>
      {t('teams.nationalTeamOf', { code: team.federationCode ?? '' })}
    </TextLink>
  ) : team.noClub ? (
    <TextLink to={clubPath(team.noClub)}>{team.clubName}</TextLink>
  ) : null;
  return (
    <FoldablePanel
      title={title}
      folded={folded}
      actions={
        manages ? (
          <RemoveButton
            entity="VolleyTeam"
            record={team}
            name={team.name ?? ''}
            message={t('teams.removeMessage', { name: team.name ?? '' })}
            onRemoved={() => void client.invalidateQueries({ queryKey: entityKeys.all('VolleyTournament') })}
          />
        ) : null
      }
    >
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {origin}
          {team.seed ? <span>{t('teams.seed', { seed: team.seed })}</span> : null}
          {team.finalPosition ? <span>{t('teams.finished', { position: team.finalPosition })}</span> : null}
        </p>
        <RosterTable team={team} gender={gender} keeps={keeps} />
        <StaffList team={team} keeps={keeps} />
      </div>
    </FoldablePanel>
  );
}

/** The Teams tab: the teams entered, each with its roster and staff; who runs the tournament adds teams. */
export function TeamsTab({ tournament, manages }: TabProps) {
  const { t } = useTranslation('competitions');
  const user = useCurrentUser();
  const teams = useTournamentTeams(tournament.no);
  const [adding, setAdding] = useState(false);
  const rows = teams.rows ?? [];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{t('teams.count', { count: rows.length })}</p>
        {manages ? (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('teams.add')}
          </Button>
        ) : null}
      </div>
      {teams.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {rows.map((team) => (
        <TeamPanel
          key={team.no}
          team={team}
          gender={tournament.gender}
          manages={manages}
          keeps={canKeepRoster(user, managedOf(tournament), { federationNo: team.noFederation })}
          folded={rows.length > 1}
        />
      ))}
      {adding ? <TeamDialog tournament={tournament} onClose={() => setAdding(false)} /> : null}
    </div>
  );
}
