import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EntityTable, type EntityColumn, type EntityFilterControl } from '../../lib/entities/entity-table';
import { PageLayout } from '../../ui/page-layout';
import { useFederationOptions } from '../bodies/federation-options';
import type { SectionKey } from '../core/sections';
import { NewPersonLink } from './person-actions';

const COLUMNS: EntityColumn[] = [
  { field: 'No', hideable: false },
  { field: 'LastName', hideable: false },
  { field: 'FirstName' },
  { field: 'Gender' },
  { field: 'BirthDate', hidden: true },
  { field: 'NationalityCode' },
  { field: 'FederationCode' },
  { field: 'ConfederationCode', hidden: true },
  { field: 'ActiveVolley' },
  { field: 'ActiveBeach' },
];

const ACTIVE_FILTERS = { volley: { ActiveVolley: true }, beach: { ActiveBeach: true } } as const;

export type PeopleListPageProps = {
  /** The registry entity: Coach, Referee, Official, MedicalPerson, MediaPerson. */
  entity: string;
  section: SectionKey;
  /** Where the profiles are: `/coaches` → `/coaches/{no}`. */
  basePath: string;
};

/**
 * The list of the people holding one role: search by name or number, filters by federation,
 * gender and discipline (`?active=volley|beach`, the sidebar's filtered lists).
 */
export function PeopleListPage({ entity, section, basePath }: PeopleListPageProps) {
  const { t } = useTranslation(['people', 'players', 'common']);
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
        param: 'active',
        filter: (value) => ACTIVE_FILTERS[value as keyof typeof ACTIVE_FILTERS] ?? {},
        label: t('players:filters.discipline'),
        options: [
          { value: 'volley', label: t('players:disciplines.volley') },
          { value: 'beach', label: t('players:disciplines.beach') },
        ],
      },
    ],
    [t, federations],
  );
  const title = t(`common:sections.${section}`);
  return (
    <PageLayout title={title} fullscreen actions={<NewPersonLink entity={entity} basePath={basePath} />}>
      <EntityTable
        entity={entity}
        caption={title}
        columns={COLUMNS}
        filterControls={filterControls}
        onOpen={(row) => navigate(`${basePath}/${String(row.no)}`)}
      />
    </PageLayout>
  );
}
