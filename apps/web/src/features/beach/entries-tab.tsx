import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { canEnterBeachTeam } from '@libero/shared/auth/permissions';
import { BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import { formatDate } from '../../lib/dates/date-formats';
import { errorMessage } from '../../lib/error-message';
import { useCurrentUser } from '../../lib/session/current-user';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useEntries } from './beach-api';
import { runOf, type BeachTabProps, type BeachTournamentRecord } from './beach-rows';
import { EnterTeamDialog } from './enter-team-dialog';
import { EntryList } from './entry-list';

/** Teams are entered and withdrawn until the tournament is played. */
const OPEN_STATUSES: ReadonlySet<number | null> = new Set([
  BEACH_TOURNAMENT_STATUS.planned,
  BEACH_TOURNAMENT_STATUS.entryOpen,
  BEACH_TOURNAMENT_STATUS.entryClosed,
  BEACH_TOURNAMENT_STATUS.drawn,
]);

/** `Main draw: 16 places (4 for the qualification, 1 wildcard) · qualification: 16 places · at most 2 teams a federation`. */
function PlacesText({ tournament }: { tournament: BeachTournamentRecord }) {
  const { t } = useTranslation('beach');
  const fromQualification = tournament.nbTeamsFromQualification ?? 0;
  const wildcards = tournament.nbWildcards ?? 0;
  const qualification = tournament.nbTeamsQualification ?? 0;
  const quota = tournament.federationQuota ?? 0;
  const within = [
    fromQualification > 0 ? t('entries.fromQualification', { count: fromQualification }) : null,
    wildcards > 0 ? t('overview.wildcards', { count: wildcards }) : null,
  ].filter(Boolean);
  const mainDraw = t('entries.mainDrawPlaces', { count: tournament.nbTeamsMainDraw ?? 0 });
  return [
    within.length > 0 ? `${mainDraw} (${within.join(', ')})` : mainDraw,
    qualification > 0 ? t('entries.qualificationPlaces', { count: qualification }) : null,
    quota > 0 ? t('entries.quota', { count: quota }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The Entries tab: the entry list by section; federations and whoever runs the tournament enter and withdraw teams. */
export function EntriesTab({ tournament }: BeachTabProps) {
  const { t } = useTranslation('beach');
  const user = useCurrentUser();
  const entries = useEntries(tournament.no);
  const [entering, setEntering] = useState(false);
  const rows = entries.rows ?? [];
  const open = OPEN_STATUSES.has(tournament.status);
  const run = runOf(tournament);
  const mayEnter = open && canEnterBeachTeam(user, run);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {[
            t('entries.count', { count: rows.length }),
            tournament.entryDeadline ? t('entries.deadline', { date: formatDate(tournament.entryDeadline) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {mayEnter ? (
          <Button onClick={() => setEntering(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('entries.enter')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        <PlacesText tournament={tournament} />
      </p>
      {entries.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {entries.isError ? <Alert tone="error">{errorMessage(entries.error)}</Alert> : null}
      {!entries.isPending && !entries.isError && rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          {t('entries.none')}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <EntryList teams={rows} mayWithdraw={(team) => open && canEnterBeachTeam(user, run, team.noFederation)} />
      ) : null}
      {entering ? <EnterTeamDialog tournament={tournament} onClose={() => setEntering(false)} /> : null}
    </div>
  );
}
