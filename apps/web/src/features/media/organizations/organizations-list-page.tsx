import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ORGANIZATION_KINDS } from '@libero/shared/media/organizations';
import { EntityTable, type EntityColumn, type EntityFilterControl } from '../../../lib/entities/entity-table';
import { useCountryOptions } from '../../../lib/forms/entity-form/choice-options';
import { PageLayout } from '../../../lib/page-layout';
import { useCurrentUser } from '../../../lib/session/current-user';
import { buttonClassName } from '../../../ui/button';
import { TextLink } from '../../../ui/text-link';
import { OrganizationCountry, WebsiteLink } from './organization-cells';
import { isPressOfficer } from './media-permissions';
import { ORGANIZATIONS_PATH, organizationPath } from './organization-paths';

function NewOrganizationLink() {
  const { t } = useTranslation('mediaOrganizations');
  if (!isPressOfficer(useCurrentUser())) return null;
  return (
    <Link to={`${ORGANIZATIONS_PATH}/new`} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('actions.new')}
    </Link>
  );
}

/** `/media/organizations`: the newspapers, broadcasters and agencies media staff work for; filtered by kind and country. */
export function OrganizationsListPage() {
  const { t } = useTranslation(['mediaOrganizations', 'common']);
  const navigate = useNavigate();
  const countries = useCountryOptions();
  const columns = useMemo(
    (): EntityColumn[] => [
      { field: 'No', hideable: false, hidden: true },
      {
        field: 'Name',
        hideable: false,
        cell: (row) => <TextLink to={organizationPath(Number(row.no))}>{String(row.name ?? '')}</TextLink>,
      },
      { field: 'Kind' },
      { field: 'CountryCode', cell: (row) => <OrganizationCountry code={row.countryCode} /> },
      { field: 'Website', cell: (row) => <WebsiteLink url={row.website} /> },
      { field: 'StaffCount', align: 'end' },
      { field: 'Email', hidden: true },
      { field: 'Phone', hidden: true },
    ],
    [],
  );
  const filterControls = useMemo(
    (): EntityFilterControl[] => [
      {
        param: 'kind',
        filter: 'Kind',
        label: t('fields.kind'),
        options: ORGANIZATION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
      },
      { param: 'country', filter: 'CountryCode', label: t('fields.country'), options: countries },
    ],
    [t, countries],
  );
  const title = t('common:sections.mediaOrganizations');
  return (
    <PageLayout title={title} fullscreen actions={<NewOrganizationLink />}>
      <EntityTable
        entity="MediaOrganization"
        caption={title}
        columns={columns}
        filterControls={filterControls}
        onOpen={(row) => navigate(organizationPath(Number(row.no)))}
      />
    </PageLayout>
  );
}
