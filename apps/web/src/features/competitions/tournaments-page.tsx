import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Building2 } from 'lucide-react';
import type { TournamentStatus } from '@libero/shared/registry/competitions';
import { EntityTable, type EntityColumn } from '../../lib/entities/entity-table';
import { currentLanguage } from '../../lib/i18n';
import { PageLayout } from '../../lib/page-layout';
import { useCurrentUser } from '../../lib/session/current-user';
import { buttonClassName } from '../../ui/button';
import { TextLink } from '../../ui/text-link';
import { HALLS_PATH, tournamentPath } from './competition-paths';
import { canSaveHalls } from './hall-access';
import { NewTournamentButton } from './new-tournament-button';
import { typeName, useTournamentTypes } from './reference-options';
import { TournamentStatusBadge } from './status-badges';
import { genderText, PlaceText } from './tournament-cells';
import { useTournamentFilterControls } from './tournament-filters';
import { HowItWorksLink } from '../../lib/help-link';

/** The halls' page, for those who keep them. */
function HallsLink() {
  const { t } = useTranslation('competitions');
  const user = useCurrentUser();
  if (!canSaveHalls(user)) return null;
  return (
    <Link to={HALLS_PATH} className={buttonClassName('secondary')}>
      <Building2 aria-hidden="true" className="size-4" />
      {t('halls.title')}
    </Link>
  );
}

/**
 * `/volley/tournaments`: the indoor tournaments the user may see (published ones, and the drafts
 * they run), searched, filtered, sorted, paged and exported like every list.
 */
export function TournamentsPage() {
  const { t } = useTranslation(['competitions', 'common']);
  const navigate = useNavigate();
  const filterControls = useTournamentFilterControls();
  const types = useTournamentTypes();
  const language = currentLanguage();
  const columns = useMemo((): EntityColumn[] => {
    const typeOf = (no: unknown) => types?.find((type) => type.no === no);
    const link = (row: Record<string, unknown>, text: unknown) => (
      <TextLink to={tournamentPath(Number(row.no))}>{String(text ?? '')}</TextLink>
    );
    return [
      { field: 'Code', hidden: true, cell: (row) => link(row, row.code) },
      { field: 'Name', hideable: false, cell: (row) => link(row, row.name) },
      { field: 'SeasonName' },
      { field: 'Gender', cell: (row) => genderText(t, row.gender) },
      {
        field: 'TypeCode',
        cell: (row) => {
          const type = typeOf(row.noType);
          return type ? typeName(type, language) : String(row.typeName ?? '');
        },
      },
      {
        field: 'CountryCode',
        cell: (row) => (
          <PlaceText countryCode={(row.countryCode as string | null) ?? null} city={row.city as string | null} />
        ),
      },
      { field: 'StartDate' },
      { field: 'EndDate', hidden: true },
      { field: 'Status', cell: (row) => <TournamentStatusBadge status={row.status as TournamentStatus | null} /> },
      { field: 'Division', hidden: true },
      { field: 'TeamCount', hidden: true, align: 'end' },
      { field: 'Published', hidden: true },
    ];
  }, [t, types, language]);
  return (
    <PageLayout
      title={t('common:sections.volleyTournaments')}
      fullscreen
      actions={
        <>
          <HowItWorksLink guide="run-indoor-tournament" />
          <HallsLink />
          <NewTournamentButton />
        </>
      }
    >
      <EntityTable
        entity="VolleyTournament"
        caption={t('common:sections.volleyTournaments')}
        columns={columns}
        filterControls={filterControls}
        extraFields={['NoType', 'TypeName', 'City']}
        onOpen={(row) => navigate(tournamentPath(Number(row.no)))}
      />
    </PageLayout>
  );
}
