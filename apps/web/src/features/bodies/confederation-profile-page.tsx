import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Confederation } from '@libero/shared/registry/bodies';
import { askableFields } from '@libero/shared/registry/field-access';
import { entityQuery } from '../../lib/entities/entity-queries';
import { EntityTable, type EntityColumn, type EntityRow } from '../../lib/entities/entity-table';
import { FoldablePanel } from '../../ui/foldable-panel';
import { PageLayout } from '../../lib/page-layout';
import { useCurrentUser } from '../../lib/session/current-user';
import { BodyFields, CONTACT_FIELDS, EditLink, StatusBadge, type BodyField } from './body-fields';
import { bodyWriteAccess } from './body-permissions';
import { CodeWithFlag, NameLink } from './body-cells';
import { localName, nameField } from './body-names';
import { federationPath } from './body-paths';
import { BodyHeader, ProfileProblem, useRecordNo } from './body-profile';
import { useLanguage } from './use-language';

const IDENTITY: readonly BodyField[] = [
  { field: 'Code' },
  { field: 'Name' },
  { field: 'CountryCode' },
  { field: 'FederationCount' },
];

/** A confederation's federations, searchable and sortable like the list of all federations. */
function MemberFederations({ no }: { no: number }) {
  const { t } = useTranslation('bodies');
  const navigate = useNavigate();
  const language = useLanguage();
  const columns = useMemo(
    (): EntityColumn[] => [
      { field: 'No', hidden: true },
      { field: 'Code', hideable: false, cell: (row) => <CodeWithFlag code={row.code} /> },
      {
        field: nameField(language),
        header: t('fields.name'),
        hideable: false,
        cell: (row) => <NameLink to={federationPath(row.no)} name={localName(row, language)} />,
      },
      { field: 'CountryCode' },
      { field: 'Status', cell: (row) => <StatusBadge status={row.status} codes="bodies:federationStatuses" /> },
    ],
    [t, language],
  );
  return (
    <FoldablePanel title={t('panels.memberFederations')}>
      <EntityTable
        entity="Federation"
        caption={t('panels.memberFederations')}
        columns={columns}
        extraFields={['Name']}
        fixedFilter={{ NoConfederation: no }}
        listId="confederation-federations"
        onOpen={(row) => navigate(federationPath(row.no))}
      />
    </FoldablePanel>
  );
}

/** `/confederations/{no}`: a continental confederation, its contacts and its member federations. */
export function ConfederationProfilePage() {
  const { t } = useTranslation('bodies');
  const user = useCurrentUser();
  const no = useRecordNo();
  const fields = askableFields(Confederation, user);
  const query = useQuery({ ...entityQuery('Confederation', no ?? 0, { fields }), enabled: no !== undefined });
  const record = query.data?.data as EntityRow | undefined;
  const loading = no !== undefined && query.isPending;
  const name = record ? String(record.name ?? '') : t('titles.confederationProfile');
  const canEdit = record !== undefined && bodyWriteAccess('Confederation', user, record) !== 'none';

  const panel = (key: 'identity' | 'contacts', shown: readonly BodyField[]) => (
    <FoldablePanel title={t(`panels.${key}`)} loading={loading}>
      {record ? <BodyFields entity={Confederation} record={record} fields={shown} /> : null}
    </FoldablePanel>
  );

  return (
    <PageLayout
      title={name}
      actions={canEdit && no !== undefined ? <EditLink to={`/confederations/${no}/edit`} /> : null}
    >
      <ProfileProblem valid={no !== undefined} error={query.error} />
      {record ? (
        <BodyHeader name={name}>
          <span>{t('profile.code', { code: String(record.code ?? '') })}</span>
        </BodyHeader>
      ) : null}
      {no !== undefined && !query.isError ? (
        <>
          {panel('identity', IDENTITY)}
          {panel('contacts', CONTACT_FIELDS)}
          {record ? <MemberFederations no={no} /> : null}
        </>
      ) : null}
    </PageLayout>
  );
}
