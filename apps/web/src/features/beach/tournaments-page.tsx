import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EntityTable, type EntityColumn } from '../../lib/entities/entity-table';
import { PageLayout } from '../../lib/page-layout';
import { TextLink } from '../../ui/text-link';
import { genderText, PlaceText } from '../competitions';
import { beachTournamentPath } from './beach-paths';
import { NewBeachTournamentButton } from './new-tournament-button';
import { BeachTournamentStatusBadge } from './status-badges';
import { useBeachFilterControls } from './tournament-filters';

/**
 * `/beach/tournaments`: the beach tournaments the user may see (published ones, and the drafts
 * they run), searched, filtered by season, gender, category, status and country, sorted, paged and
 * exported like every list.
 */
export function BeachTournamentsPage() {
  const { t } = useTranslation(['beach', 'competitions', 'common']);
  const navigate = useNavigate();
  const filterControls = useBeachFilterControls();
  const columns = useMemo((): EntityColumn[] => {
    const link = (row: Record<string, unknown>, text: unknown) => (
      <TextLink to={beachTournamentPath(Number(row.no))}>{String(text ?? '')}</TextLink>
    );
    return [
      { field: 'Code', hidden: true, cell: (row) => link(row, row.code) },
      { field: 'Name', hideable: false, cell: (row) => link(row, row.name) },
      { field: 'Season' },
      { field: 'Gender', cell: (row) => genderText(t, row.gender) },
      { field: 'Type', header: t('fields.category'), cell: (row) => String(row.typeName ?? '') },
      {
        field: 'CountryCode',
        cell: (row) => (
          <PlaceText countryCode={(row.countryCode as string | null) ?? null} city={row.city as string | null} />
        ),
      },
      { field: 'StartDate' },
      { field: 'EndDate', hidden: true },
      { field: 'EntryDeadline', hidden: true },
      { field: 'Status', cell: (row) => <BeachTournamentStatusBadge status={row.status} /> },
      { field: 'TeamCount', hidden: true, align: 'end' },
      { field: 'Published', hidden: true },
    ];
  }, [t]);
  return (
    <PageLayout title={t('common:sections.beachTournaments')} fullscreen actions={<NewBeachTournamentButton />}>
      <EntityTable
        entity="BeachTournament"
        caption={t('common:sections.beachTournaments')}
        columns={columns}
        filterControls={filterControls}
        extraFields={['TypeName', 'City']}
        onOpen={(row) => navigate(beachTournamentPath(Number(row.no)))}
      />
    </PageLayout>
  );
}
