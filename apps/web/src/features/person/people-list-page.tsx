import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EntityTable, type EntityColumn } from '../../lib/entities/entity-table';
import { PageLayout } from '../../lib/page-layout';
import type { SectionKey } from '../../lib/routing/sections';
import { NewPersonLink } from './person-actions';
import { usePersonFilterControls, type DisciplineFilter } from './person-filters';

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

const ACTIVE_FILTERS: DisciplineFilter = {
  param: 'active',
  filters: { volley: { ActiveVolley: true }, beach: { ActiveBeach: true } },
};

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
  const filterControls = usePersonFilterControls(ACTIVE_FILTERS);
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
