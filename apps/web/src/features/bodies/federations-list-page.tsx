import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EntityTable, type EntityColumn, type EntityFilterControl } from '../../lib/entities/entity-table';
import { PageLayout } from '../../lib/page-layout';
import { WebsiteLink, StatusBadge } from './body-fields';
import { CodeWithFlag, NameLink } from './body-cells';
import { localName, nameField } from './body-names';
import { federationPath } from './body-paths';
import { useStatusOptions } from './body-options';
import { useConfederationOptions } from '../../lib/entities/federation-options';
import { useLanguage } from './use-language';

/**
 * `/federations`: every national federation, its name in the interface language; searchable by code
 * and names, filtered by confederation (`?confederation=CEV`) and status (`?status=suspended`).
 */
export function FederationsListPage() {
  const { t } = useTranslation(['bodies', 'common']);
  const navigate = useNavigate();
  const language = useLanguage();
  const confederations = useConfederationOptions();
  const statuses = useStatusOptions('federation');

  const columns = useMemo(
    (): EntityColumn[] => [
      { field: 'No', hideable: false },
      { field: 'Code', hideable: false, cell: (row) => <CodeWithFlag code={row.code} /> },
      {
        field: nameField(language),
        header: t('bodies:fields.name'),
        hideable: false,
        cell: (row) => <NameLink to={federationPath(row.no)} name={localName(row, language)} />,
      },
      { field: 'CountryCode' },
      { field: 'ConfederationCode' },
      { field: 'Status', cell: (row) => <StatusBadge status={row.status} codes="bodies:federationStatuses" /> },
      { field: 'City', hidden: true },
      { field: 'Website', hidden: true, cell: (row) => <WebsiteLink url={row.website} /> },
    ],
    [t, language],
  );
  const filterControls = useMemo(
    (): EntityFilterControl[] => [
      {
        param: 'confederation',
        filter: 'ConfederationCode',
        label: t('bodies:filters.confederation'),
        options: confederations,
      },
      { param: 'status', filter: 'Status', label: t('bodies:filters.status'), options: statuses },
    ],
    [t, confederations, statuses],
  );

  const title = t('common:sections.federations');
  return (
    <PageLayout title={title} fullscreen>
      <EntityTable
        entity="Federation"
        caption={title}
        columns={columns}
        extraFields={['Name']}
        filterControls={filterControls}
        onOpen={(row) => navigate(federationPath(row.no))}
      />
    </PageLayout>
  );
}
