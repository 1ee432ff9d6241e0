import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EntityTable, type EntityColumn } from '../../lib/entities/entity-table';
import { PageLayout } from '../../lib/page-layout';
import { NewPersonLink, usePersonFilterControls, type DisciplineFilter } from '../person';
import { HowItWorksLink } from '../../lib/help-link';

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

const DISCIPLINE_FILTERS: DisciplineFilter = {
  param: 'discipline',
  filters: { volley: { PlaysVolley: true }, beach: { PlaysBeach: true } },
};

/** `/players`: every player, searchable by name or number, filtered by federation, gender and discipline. */
export function PlayersPage() {
  const { t } = useTranslation(['players', 'common']);
  const navigate = useNavigate();
  const filterControls = usePersonFilterControls(DISCIPLINE_FILTERS);
  return (
    <PageLayout
      title={t('common:sections.players')}
      fullscreen
      actions={
        <>
          <HowItWorksLink guide="register-player" />
          <NewPersonLink entity="Player" basePath="/players" />
        </>
      }
    >
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
