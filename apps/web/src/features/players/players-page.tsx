import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EntityTable, type EntityColumn, type EntityFilterControl } from '../../lib/entities/entity-table';
import { PageLayout } from '../../ui/page-layout';
import { useFederationOptions } from '../bodies/federation-options';
import { NewPersonLink } from '../person/person-actions';

const COLUMNS: EntityColumn[] = [
  { field: 'No', hideable: false },
  { field: 'LastName', hideable: false },
  { field: 'FirstName' },
  { field: 'Gender' },
  { field: 'BirthDate' },
  { field: 'NationalityCode' },
  { field: 'FederationCode' },
  { field: 'ConfederationCode', hidden: true },
  { field: 'Height', hidden: true },
  { field: 'PlaysVolley', hidden: true },
  { field: 'PlaysBeach', hidden: true },
];

const DISCIPLINE_FILTERS = { volley: { PlaysVolley: true }, beach: { PlaysBeach: true } } as const;

/** `/players`: every player, searchable by name or number, filtered by federation, gender and discipline. */
export function PlayersPage() {
  const { t } = useTranslation(['players', 'common']);
  const navigate = useNavigate();
  const federations = useFederationOptions();
  const filterControls = useMemo(
    (): EntityFilterControl[] => [
      { param: 'federation', filter: 'FederationCode', label: t('players:filters.federation'), options: federations },
      {
        param: 'gender',
        filter: 'Gender',
        label: t('players:filters.gender'),
        options: [
          { value: '0', label: t('common:gender.0') },
          { value: '1', label: t('common:gender.1') },
        ],
      },
      {
        param: 'discipline',
        filter: (value) => DISCIPLINE_FILTERS[value as keyof typeof DISCIPLINE_FILTERS] ?? {},
        label: t('players:filters.discipline'),
        options: [
          { value: 'volley', label: t('players:disciplines.volley') },
          { value: 'beach', label: t('players:disciplines.beach') },
        ],
      },
    ],
    [t, federations],
  );
  return (
    <PageLayout title={t('common:sections.players')} fullscreen actions={<NewPersonLink entity="Player" basePath="/players" />}>
      <EntityTable
        entity="Player"
        caption={t('common:sections.players')}
        columns={COLUMNS}
        filterControls={filterControls}
        onOpen={(row) => navigate(`/players/${String(row.no)}`)}
      />
    </PageLayout>
  );
}
