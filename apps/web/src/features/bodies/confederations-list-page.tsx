import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EntityTable, type EntityColumn } from '../../lib/entities/entity-table';
import { PageLayout } from '../../lib/page-layout';
import { WebsiteLink } from './body-fields';
import { NameLink } from './body-cells';
import { confederationPath } from './body-paths';

const COLUMNS: EntityColumn[] = [
  { field: 'No', hidden: true },
  { field: 'Code', hideable: false },
  {
    field: 'Name',
    hideable: false,
    cell: (row) => <NameLink to={confederationPath(row.no)} name={String(row.name ?? '')} />,
  },
  { field: 'FederationCount', align: 'end' },
  { field: 'Website', cell: (row) => <WebsiteLink url={row.website} /> },
];

/** `/confederations`: the continental confederations, with how many federations each has. */
export function ConfederationsListPage() {
  const { t } = useTranslation('bodies');
  const navigate = useNavigate();
  const title = t('titles.confederations');
  return (
    <PageLayout title={title} fullscreen>
      <EntityTable
        entity="Confederation"
        caption={title}
        columns={COLUMNS}
        onOpen={(row) => navigate(confederationPath(row.no))}
      />
    </PageLayout>
  );
}
