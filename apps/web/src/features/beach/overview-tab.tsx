import { useTranslation } from 'react-i18next';
import { useConfederationNoOptions, useFederationNoOptions } from '../../lib/entities/federation-options';
import { formatDate } from '../../lib/dates/date-formats';
import { DetailsList, type Detail } from '../../ui/details-list';
import { FoldablePanel } from '../../ui/foldable-panel';
import { genderText, periodText, PlaceText, TournamentButtons } from '../competitions';
import { useBeachCategories } from './beach-api';
import type { BeachTabProps, BeachTournamentRecord } from './beach-rows';
import { BeachTournamentStatusBadge } from './status-badges';
import { BeachTournamentForm } from './tournament-form';
import { WorkflowPanel } from './workflow-panel';

/** Who organises it: the world tour, or the confederation or federation whose tour it is. */
function useOrganiser(tournament: BeachTournamentRecord, scope: string | null | undefined): string {
  const { t } = useTranslation('beach');
  const confederations = useConfederationNoOptions();
  const federations = useFederationNoOptions();
  const nameOf = (options: readonly { value: string; label: string }[], no: number | null) =>
    no === null ? undefined : (options.find((option) => option.value === String(no))?.label ?? String(no));
  const body = nameOf(confederations, tournament.noConfederation) ?? nameOf(federations, tournament.noFederation);
  return [scope ? t(`scopes.${scope as 'world'}`) : null, body].filter(Boolean).join(' · ');
}

/** The Overview tab: the tournament's details and draw sizes; for whoever runs it, editing, publishing, the workflow. */
export function OverviewTab({ tournament, runs }: BeachTabProps) {
  const { t } = useTranslation(['beach', 'common']);
  const category = useBeachCategories()?.find((row) => row.no === tournament.type);
  const organiser = useOrganiser(tournament, category?.scope);
  const optionalPeriod = (term: string, start: string | null, end: string | null): Detail[] =>
    start || end ? [{ term, value: periodText(start, end) }] : [];
  const details: Detail[] = [
    { term: t('fields.code'), value: tournament.code },
    { term: t('fields.category'), value: tournament.typeName ?? category?.name ?? '—' },
    { term: t('fields.gender'), value: genderText(t, tournament.gender) },
    {
      term: t('fields.format'),
      value: tournament.format ? t(`formats.${tournament.format as 'doubleElimination'}`) : '—',
    },
    { term: t('overview.dates'), value: periodText(tournament.startDate, tournament.endDate) },
    ...optionalPeriod(t('overview.qualification'), tournament.startDateQualification, tournament.endDateQualification),
    ...optionalPeriod(t('overview.mainDraw'), tournament.startDateMainDraw, tournament.endDateMainDraw),
    {
      term: t('fields.entryDeadline'),
      value: tournament.entryDeadline ? formatDate(tournament.entryDeadline) : t('overview.noDeadline'),
    },
    { term: t('overview.place'), value: <PlaceText countryCode={tournament.countryCode} city={tournament.city} /> },
    { term: t('overview.organiser'), value: organiser || '—' },
    { term: t('fields.status'), value: <BeachTournamentStatusBadge status={tournament.status} /> },
    {
      term: t('fields.published'),
      value: tournament.published === 1 ? t('overview.publishedYes') : t('overview.publishedNo'),
    },
    { term: t('fields.teamCount'), value: String(tournament.teamCount ?? 0) },
  ];
  const sizes: Detail[] = [
    {
      term: t('fields.nbTeamsMainDraw'),
      value: t('overview.mainDrawSize', {
        teams: t('overview.teams', { count: tournament.nbTeamsMainDraw ?? 0 }),
        fromQualification: tournament.nbTeamsFromQualification ?? 0,
        wildcards: t('overview.wildcards', { count: tournament.nbWildcards ?? 0 }),
      }),
    },
    { term: t('fields.nbTeamsQualification'), value: String(tournament.nbTeamsQualification ?? 0) },
    { term: t('fields.federationQuota'), value: t('overview.quota', { count: tournament.federationQuota ?? 0 }) },
  ];
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
      <FoldablePanel
        title={t('overview.details')}
        actions={
          runs ? (
            <TournamentButtons
              entity="BeachTournament"
              tournament={tournament}
              savedKind="beach-tournament-saved"
              form={(handlers) => <BeachTournamentForm key={tournament.version} record={tournament} {...handlers} />}
            />
          ) : null
        }
      >
        <DetailsList details={details} />
      </FoldablePanel>
      <div className="flex flex-col gap-4">
        <FoldablePanel title={t('overview.draw')}>
          <DetailsList details={sizes} />
        </FoldablePanel>
        {runs ? <WorkflowPanel tournament={tournament} /> : null}
      </div>
    </div>
  );
}
