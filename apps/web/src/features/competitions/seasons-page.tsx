import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { isAdmin } from '@libero/shared/auth/permissions';
import { EntityTable, type EntityColumn } from '../../lib/entities/entity-table';
import { notify } from '../../lib/notifications/notifications-store';
import { useCurrentUser } from '../../lib/session/current-user';
import { Button } from '../../ui/button';
import { TextLink } from '../../ui/text-link';
import { seasonPath } from './competition-paths';
import { NationalLeaguePage } from './national-league-gate';
import { SeasonDialog } from './season-dialog';

const NOTICE_MS = 5000;

/** "New season", for admins: the season's page opens. */
function NewSeasonButton() {
  const { t } = useTranslation('competitions');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!isAdmin(useCurrentUser())) return null;
  const onSaved = (no: number) => {
    setOpen(false);
    notify({ kind: 'season-saved', tone: 'success', message: t('seasons.created'), duration: NOTICE_MS });
    void navigate(seasonPath(no));
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {t('seasons.new')}
      </Button>
      {open ? <SeasonDialog onSaved={onSaved} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** `/volley/national-league/seasons`: the national-league seasons, latest first, each opening its leagues. */
export function SeasonsPage() {
  const { t } = useTranslation(['competitions', 'common']);
  const navigate = useNavigate();
  const columns = useMemo(
    (): EntityColumn[] => [
      {
        field: 'Name',
        hideable: false,
        cell: (row) => <TextLink to={seasonPath(Number(row.no))}>{String(row.name ?? '')}</TextLink>,
      },
      { field: 'Year', cell: (row) => String(row.year ?? '') },
      { field: 'StartDate' },
      { field: 'EndDate' },
      { field: 'LeagueCount', align: 'end' },
    ],
    [],
  );
  return (
    <NationalLeaguePage title={t('common:sections.nationalLeagueSeasons')} actions={<NewSeasonButton />}>
      <EntityTable
        entity="Season"
        caption={t('common:sections.nationalLeagueSeasons')}
        columns={columns}
        onOpen={(row) => navigate(seasonPath(Number(row.no)))}
      />
    </NationalLeaguePage>
  );
}
