import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { EntityTable, type EntityColumn, type EntityFilterControl } from '../../lib/entities/entity-table';
import { useCountryOptions } from '../../lib/forms/entity-form/choice-options';
import { PageLayout } from '../../lib/page-layout';
import { useCurrentUser } from '../../lib/session/current-user';
import { Button } from '../../ui/button';
import type { HallRecord } from './competition-rows';
import { canSaveHalls } from './hall-access';
import { HallDialog } from './hall-dialog';
import { PlaceText } from './tournament-cells';
import { timeZoneLabel } from './time-zones';

/** What the dialog edits, read whatever columns are shown. */
const HALL_READ = ['Name', 'City', 'CountryCode', 'Capacity', 'TimeZone', 'Version'];

const NAME_BUTTON =
  'text-left font-medium text-sky-800 underline decoration-sky-800/30 underline-offset-2 hover:decoration-sky-800 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

type Editing = { hall?: HallRecord } | undefined;

/**
 * `/volley/halls`: the halls matches are played in, with their time zones (a match's local time is
 * its hall's), searched by name or city and filtered by country. Admins, tournament managers and
 * federations add halls and change them (a name opens its hall); everyone else reads the list.
 */
export function HallsPage() {
  const { t } = useTranslation(['competitions', 'common']);
  const user = useCurrentUser();
  const writes = canSaveHalls(user);
  const [editing, setEditing] = useState<Editing>();
  const countries = useCountryOptions();
  const today = new Date().toISOString().slice(0, 10);
  const columns = useMemo((): EntityColumn[] => {
    const open = (row: Record<string, unknown>) => setEditing({ hall: row as HallRecord });
    return [
      {
        field: 'Name',
        hideable: false,
        cell: (row) =>
          writes ? (
            <button
              type="button"
              className={NAME_BUTTON}
              aria-label={t('halls.edit', { name: String(row.name ?? '') })}
              onClick={() => open(row)}
            >
              {String(row.name ?? '')}
            </button>
          ) : (
            String(row.name ?? '')
          ),
      },
      { field: 'City' },
      {
        field: 'CountryCode',
        cell: (row) => <PlaceText countryCode={(row.countryCode as string | null) ?? null} />,
      },
      { field: 'Capacity', align: 'end' },
      {
        field: 'TimeZone',
        cell: (row) => (typeof row.timeZone === 'string' ? timeZoneLabel(row.timeZone, today) : ''),
      },
      { field: 'No', hidden: true },
    ];
  }, [t, writes, today]);
  const filterControls = useMemo(
    (): EntityFilterControl[] => [
      { param: 'country', filter: 'CountryCode', label: t('list.filters.country'), options: countries },
    ],
    [t, countries],
  );
  const title = t('halls.title');
  return (
    <PageLayout
      title={title}
      fullscreen
      actions={
        writes ? (
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" className="size-4" />
            {t('halls.new')}
          </Button>
        ) : null
      }
    >
      <EntityTable
        entity="VolleyHall"
        caption={title}
        columns={columns}
        filterControls={filterControls}
        extraFields={HALL_READ}
        {...(writes ? { onOpen: (row: Record<string, unknown>) => setEditing({ hall: row as HallRecord }) } : {})}
      />
      {editing ? <HallDialog hall={editing.hall} onClose={() => setEditing(undefined)} /> : null}
    </PageLayout>
  );
}
