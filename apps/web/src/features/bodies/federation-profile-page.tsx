import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canSeeBankAccounts, canSeeFederationActivity, canSeeNfCategorization } from '@libero/shared/auth/permissions';
import { Federation } from '@libero/shared/registry/bodies';
import { askableFields } from '@libero/shared/registry/field-access';
import { entityQuery } from '../../lib/entities/entity-queries';
import { EntityTable, type EntityColumn, type EntityRow } from '../../lib/entities/entity-table';
import { Flag } from '../../ui/flag';
import { FoldablePanel } from '../../ui/foldable-panel';
import { PageLayout } from '../../lib/page-layout';
import { TextLink } from '../../ui/text-link';
import { actorOf } from '../../lib/session/actor';
import { useCurrentUser } from '../../lib/session/current-user';
import { FederationTeamsPanel } from '../competitions';
import { BankAccountsPanel } from './bank-accounts/bank-accounts-panel';
import { BodyFields, CONTACT_FIELDS, EditLink, StatusBadge, type BodyField } from './body-fields';
import { countryLabel, NameLink } from './body-cells';
import { localName } from './body-names';
import { clubPath, confederationPath } from './body-paths';
import { bodyWriteAccess } from './body-permissions';
import { BodyHeader, ProfileProblem, useRecordNo } from './body-profile';
import { FederationActivity } from './federation-activity';
import { FederationNumbers } from './federation-numbers';
import { NfCategoryPanel } from './nf-category-panel';
import { OfficerLink } from './officer-link';
import { useLanguage } from './use-language';

const IDENTITY: readonly BodyField[] = [
  { field: 'Code' },
  { field: 'Name' },
  { field: 'NameFr' },
  { field: 'NameEs' },
  { field: 'CountryCode' },
  {
    field: 'NoConfederation',
    render: (row) => (
      <TextLink to={confederationPath(row.noConfederation)}>
        {String(row.confederationCode ?? row.noConfederation)}
      </TextLink>
    ),
  },
  // A year, not a quantity: no thousands separator.
  { field: 'FoundedYear', render: (row) => String(row.foundedYear) },
  { field: 'Empowerment' },
];

const OFFICERS: readonly BodyField[] = [
  {
    field: 'PresidentName',
    render: (row) => <OfficerLink personNo={row.noPresident} name={String(row.presidentName)} />,
  },
  {
    field: 'SecretaryGeneralName',
    render: (row) => <OfficerLink personNo={row.noSecretaryGeneral} name={String(row.secretaryGeneralName)} />,
  },
];

const CLUB_COLUMNS: EntityColumn[] = [
  { field: 'No', hideable: false },
  { field: 'Name', hideable: false, cell: (row) => <NameLink to={clubPath(row.no)} name={String(row.name ?? '')} /> },
  { field: 'City' },
  { field: 'Status', cell: (row) => <StatusBadge status={row.status} codes="bodies:clubStatuses" /> },
  { field: 'FoundedYear', hidden: true, cell: (row) => (row.foundedYear === null ? '' : String(row.foundedYear)) },
];

/** A federation's clubs, searchable and sortable like the list of all clubs. */
function MemberClubs({ no }: { no: number }) {
  const { t } = useTranslation('bodies');
  const navigate = useNavigate();
  return (
    <FoldablePanel title={t('panels.memberClubs')}>
      <EntityTable
        entity="VolleyClub"
        caption={t('panels.memberClubs')}
        columns={CLUB_COLUMNS}
        fixedFilter={{ NoFederation: no }}
        listId="federation-clubs"
        onOpen={(row) => navigate(clubPath(row.no))}
      />
    </FoldablePanel>
  );
}

/**
 * `/federations/{no}`: a national federation's profile. Everyone reads it; admins and the
 * federation's own users get "Edit"; the NF categorization shows to its grant's holders only, and
 * the activity to admins, the federation and its confederation.
 */
export function FederationProfilePage() {
  const { t } = useTranslation(['bodies', 'common']);
  const user = useCurrentUser();
  const language = useLanguage();
  const no = useRecordNo();
  const fields = askableFields(Federation, user);
  const query = useQuery({ ...entityQuery('Federation', no ?? 0, { fields }), enabled: no !== undefined });
  const record = query.data?.data as EntityRow | undefined;
  const loading = no !== undefined && query.isPending;
  const name = record ? localName(record, language) : t('common:sections.federationProfile');
  const flagCode =
    typeof record?.countryCode === 'string'
      ? record.countryCode
      : typeof record?.code === 'string'
        ? record.code
        : null;
  const canEdit = record !== undefined && bodyWriteAccess('Federation', user, record) !== 'none';

  const panel = (key: 'identity' | 'contacts' | 'officers', shown: readonly BodyField[]) => (
    <FoldablePanel title={t(`bodies:panels.${key}`)} loading={loading}>
      {record ? <BodyFields entity={Federation} record={record} fields={shown} /> : null}
    </FoldablePanel>
  );

  return (
    <PageLayout title={name} actions={canEdit && no !== undefined ? <EditLink to={`/federations/${no}/edit`} /> : null}>
      <ProfileProblem valid={no !== undefined} error={query.error} />
      {record ? (
        <BodyHeader
          name={name}
          mark={
            flagCode ? <Flag code={flagCode} label={countryLabel(flagCode, language)} className="h-9 w-12" /> : null
          }
        >
          <span>{t('bodies:profile.code', { code: String(record.code ?? '') })}</span>
          <StatusBadge status={record.status} codes="bodies:federationStatuses" />
        </BodyHeader>
      ) : null}
      {no !== undefined && !query.isError ? (
        <>
          {panel('identity', IDENTITY)}
          {panel('contacts', CONTACT_FIELDS)}
          {panel('officers', OFFICERS)}
          <FoldablePanel title={t('bodies:panels.numbers')} loading={loading}>
            {record ? <FederationNumbers record={record} /> : null}
          </FoldablePanel>
          {record ? <MemberClubs no={no} /> : null}
          {record ? <FederationTeamsPanel federationNo={no} /> : null}
          {record && canSeeBankAccounts(actorOf(user), no) ? <BankAccountsPanel federationNo={no} /> : null}
          {canSeeNfCategorization(actorOf(user)) ? <NfCategoryPanel record={record} loading={loading} /> : null}
          {record && canSeeFederationActivity(user, { no, confederationNo: numberOrNull(record.noConfederation) }) ? (
            <FederationActivity no={no} />
          ) : null}
        </>
      ) : null}
    </PageLayout>
  );
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}
