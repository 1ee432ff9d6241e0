import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { VisFilter } from '@libero/shared/vis/request-builder';
import { EntityTable, type EntityColumn, type EntityFilterControl } from '../../lib/entities/entity-table';
import { buttonClassName } from '../../ui/button';
import { PageLayout } from '../../lib/page-layout';
import { useCurrentUser } from '../../lib/session/current-user';
import { StatusBadge } from './body-fields';
import { CodeWithFlag, NameLink } from './body-cells';
import { useStatusOptions } from './body-options';
import { clubPath } from './body-paths';
import { canCreateBody } from './body-permissions';
import { useFederationOptions } from '../../lib/entities/federation-options';

/**
 * The federation filter of the clubs: a code (`?federation=ITA`, as the people lists take it), or a
 * federation's number (`?federation=7`, as the dashboard links).
 */
export function clubFederationFilter(value: string): VisFilter {
  return /^\d+$/.test(value) ? { NoFederation: Number(value) } : { FederationCode: value };
}

function NewClubLink() {
  const { t } = useTranslation('bodies');
  const user = useCurrentUser();
  if (!canCreateBody('VolleyClub', user)) return null;
  return (
    <Link to="/volley/clubs/new" className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('actions.newClub')}
    </Link>
  );
}

/** `/volley/clubs`: every volleyball club; searchable, filtered by federation and status. */
export function ClubsListPage() {
  const { t } = useTranslation(['bodies', 'common']);
  const navigate = useNavigate();
  const federations = useFederationOptions();
  const statuses = useStatusOptions('club');

  const columns = useMemo(
    (): EntityColumn[] => [
      { field: 'No', hideable: false },
      {
        field: 'Name',
        hideable: false,
        cell: (row) => <NameLink to={clubPath(row.no)} name={String(row.name ?? '')} />,
      },
      { field: 'City' },
      { field: 'FederationCode', cell: (row) => <CodeWithFlag code={row.federationCode} /> },
      { field: 'Status', cell: (row) => <StatusBadge status={row.status} codes="bodies:clubStatuses" /> },
      { field: 'FoundedYear', hidden: true, cell: (row) => (row.foundedYear === null ? '' : String(row.foundedYear)) },
      { field: 'Venue', hidden: true },
    ],
    [],
  );
  const filterControls = useMemo(
    (): EntityFilterControl[] => [
      {
        param: 'federation',
        filter: clubFederationFilter,
        label: t('bodies:filters.federation'),
        options: federations,
      },
      { param: 'status', filter: 'Status', label: t('bodies:filters.status'), options: statuses },
    ],
    [t, federations, statuses],
  );

  const title = t('common:sections.volleyClubs');
  return (
    <PageLayout title={title} fullscreen actions={<NewClubLink />}>
      <EntityTable
        entity="VolleyClub"
        caption={title}
        columns={columns}
        filterControls={filterControls}
        onOpen={(row) => navigate(clubPath(row.no))}
      />
    </PageLayout>
  );
}
