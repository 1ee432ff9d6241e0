import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { VolleyClub } from '@libero/shared/registry/bodies';
import { askableFields } from '@libero/shared/registry/field-access';
import { entityQuery } from '../../lib/entities/entity-queries';
import { EntityTable, type EntityColumn, type EntityRow } from '../../lib/entities/entity-table';
import { FoldablePanel } from '../../ui/foldable-panel';
import { PageLayout } from '../../lib/page-layout';
import { TextLink } from '../../ui/text-link';
import { useCurrentUser } from '../../lib/session/current-user';
import { BodyFields, CONTACT_FIELDS, EditLink, StatusBadge, type BodyField } from './body-fields';
import { CodeWithFlag } from './body-cells';
import { federationPath } from './body-paths';
import { bodyWriteAccess } from './body-permissions';
import { BodyHeader, ProfileProblem, useRecordNo } from './body-profile';

function FederationLink({ row, withName = false }: { row: EntityRow; withName?: boolean }) {
  const code = typeof row.federationCode === 'string' && row.federationCode !== '' ? row.federationCode : undefined;
  const name = withName && typeof row.federationName === 'string' ? ` — ${row.federationName}` : '';
  return (
    <TextLink to={federationPath(row.noFederation)}>
      {code ? <CodeWithFlag code={code} /> : String(row.noFederation)}
      {name}
    </TextLink>
  );
}

const IDENTITY: readonly BodyField[] = [
  { field: 'Name' },
  { field: 'ShortName' },
  { field: 'NoFederation', render: (row) => <FederationLink row={row} withName /> },
  // A year, not a quantity: no thousands separator.
  { field: 'FoundedYear', render: (row) => String(row.foundedYear) },
  { field: 'Status', render: (row) => <StatusBadge status={row.status} codes="bodies:clubStatuses" /> },
];

const VENUE: readonly BodyField[] = [{ field: 'Venue' }, { field: 'Colours' }];

const PLAYER_COLUMNS: EntityColumn[] = [
  { field: 'No', hideable: false },
  { field: 'LastName', hideable: false },
  { field: 'FirstName' },
  { field: 'Position' },
  { field: 'NationalityCode' },
];

/** The club's players, searchable and sortable like the list of all players. */
function ClubPlayers({ no }: { no: number }) {
  const { t } = useTranslation('bodies');
  const navigate = useNavigate();
  return (
    <FoldablePanel title={t('panels.players')}>
      <EntityTable
        entity="Player"
        caption={t('panels.players')}
        columns={PLAYER_COLUMNS}
        fixedFilter={{ NoClub: no }}
        listId="club-players"
        onOpen={(row) => navigate(`/players/${String(row.no)}`)}
      />
    </FoldablePanel>
  );
}

/**
 * `/volley/clubs/{no}`: a club's profile. "Edit" for admins, the club's federation and the club's
 * own user (who keeps its contacts, venue and colours).
 */
export function ClubProfilePage() {
  const { t } = useTranslation(['bodies', 'common']);
  const user = useCurrentUser();
  const no = useRecordNo();
  const fields = askableFields(VolleyClub, user);
  const query = useQuery({ ...entityQuery('VolleyClub', no ?? 0, { fields }), enabled: no !== undefined });
  const record = query.data?.data as EntityRow | undefined;
  const loading = no !== undefined && query.isPending;
  const name = record ? String(record.name ?? '') : t('common:sections.clubProfile');
  const canEdit = record !== undefined && bodyWriteAccess('VolleyClub', user, record) !== 'none';

  const panel = (key: 'identity' | 'venue' | 'contacts', shown: readonly BodyField[]) => (
    <FoldablePanel title={t(`bodies:panels.${key}`)} loading={loading}>
      {record ? <BodyFields entity={VolleyClub} record={record} fields={shown} /> : null}
    </FoldablePanel>
  );

  return (
    <PageLayout
      title={name}
      actions={canEdit && no !== undefined ? <EditLink to={`/volley/clubs/${no}/edit`} /> : null}
    >
      <ProfileProblem valid={no !== undefined} error={query.error} />
      {record ? (
        <BodyHeader name={name}>
          {record.noFederation !== null ? <FederationLink row={record} /> : null}
          <StatusBadge status={record.status} codes="bodies:clubStatuses" />
        </BodyHeader>
      ) : null}
      {no !== undefined && !query.isError ? (
        <>
          {panel('identity', IDENTITY)}
          {panel('venue', VENUE)}
          {panel('contacts', CONTACT_FIELDS)}
          <ClubPlayers no={no} />
        </>
      ) : null}
    </PageLayout>
  );
}
