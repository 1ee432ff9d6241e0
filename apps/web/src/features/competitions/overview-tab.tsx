import { useTranslation } from 'react-i18next';
import { isAdmin } from '@libero/shared/auth/permissions';
import { currentLanguage } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/session/current-user';
import { DetailsList, type Detail } from '../../ui/details-list';
import { FoldablePanel } from '../../ui/foldable-panel';
import { FinalStandingsPanel } from './final-standings-panel';
import { ManagersPanel } from './managers-panel';
import { typeName, useTournamentTypes } from './reference-options';
import { TournamentStatusBadge } from './status-badges';
import { genderText, periodText, PlaceText } from './tournament-cells';
import { TournamentButtons } from './tournament-buttons';
import { TournamentForm } from './tournament-form';
import type { TabProps } from './competition-rows';

/**
 * The Overview tab: the tournament's details, and for whoever runs it, editing and publishing; for
 * admins, who manages it.
 */
export function OverviewTab({ tournament, manages }: TabProps) {
  const { t } = useTranslation(['competitions', 'common']);
  const user = useCurrentUser();
  const types = useTournamentTypes();
  const type = types?.find((row) => row.no === tournament.noType);
  const organizer =
    tournament.organizerType === 'world'
      ? t('organizerTypes.world')
      : [
          tournament.organizerName,
          tournament.organizerType ? t(`organizerTypes.${tournament.organizerType as 'federation'}`) : null,
        ]
          .filter(Boolean)
          .join(' · ');
  const details: Detail[] = [
    { term: t('fields.code'), value: tournament.code },
    { term: t('fields.type'), value: type ? typeName(type, currentLanguage()) : tournament.typeName },
    { term: t('fields.gender'), value: genderText(t, tournament.gender) },
    { term: t('fields.season'), value: tournament.seasonName ?? '—' },
    { term: t('overview.dates'), value: periodText(tournament.startDate, tournament.endDate) },
    { term: t('overview.place'), value: <PlaceText countryCode={tournament.countryCode} city={tournament.city} /> },
    { term: t('fields.organizer'), value: organizer },
    ...(tournament.division ? [{ term: t('fields.division'), value: String(tournament.division) }] : []),
    ...(tournament.eventName ? [{ term: t('fields.event'), value: tournament.eventName }] : []),
    { term: t('fields.status'), value: <TournamentStatusBadge status={tournament.status} /> },
    {
      term: t('fields.published'),
      value: tournament.published === 1 ? t('overview.publishedYes') : t('overview.publishedNo'),
    },
    { term: t('fields.teamCount'), value: String(tournament.teamCount ?? 0) },
    { term: t('fields.matchCount'), value: String(tournament.matchCount ?? 0) },
  ];
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <FoldablePanel
          title={t('overview.details')}
          actions={
            manages ? (
              <TournamentButtons
                entity="VolleyTournament"
                tournament={tournament}
                savedKind="tournament-saved"
                form={(handlers) => <TournamentForm key={tournament.version} record={tournament} {...handlers} />}
              />
            ) : null
          }
        >
          <DetailsList details={details} />
        </FoldablePanel>
        {isAdmin(user) ? <ManagersPanel tournament={tournament} /> : null}
      </div>
      <FinalStandingsPanel tournamentNo={tournament.no} />
    </div>
  );
}
