import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TournamentStatus } from '@libero/shared/registry/competitions';
import { useQuery } from '@tanstack/react-query';
import { entityListQuery, entityQuery } from '../../lib/entities/entity-queries';
import { errorMessage } from '../../lib/error-message';
import { Alert } from '../../ui/alert';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';
import { clubPath, federationPath, tournamentPath } from './competition-paths';
import { useTournamentTypes } from './reference-options';
import { NationalLeaguePage } from './national-league-gate';
import { TournamentStatusBadge } from './status-badges';
import { genderText, periodText } from './tournament-cells';

type SeasonRecord = { no: number; name: string | null; startDate: string | null; endDate: string | null };

type LeagueRow = {
  no: number;
  name: string | null;
  gender: number | null;
  division: number | null;
  noOrganizer: number | null;
  organizerName: string | null;
  status: TournamentStatus | null;
};

type ClubTeamRow = { no: number; noTournament: number | null; name: string | null; noClub: number | null };

const ALL = { skip: 0, take: 1000 } as const;

/** Leagues by federation, the federations by name; a federation's leagues by division, then gender. */
function byFederation(leagues: readonly LeagueRow[]): { no: number | null; name: string; leagues: LeagueRow[] }[] {
  const groups = new Map<number | null, LeagueRow[]>();
  for (const league of leagues) groups.set(league.noOrganizer, [...(groups.get(league.noOrganizer) ?? []), league]);
  return [...groups.entries()]
    .map(([no, rows]) => ({
      no,
      name: rows[0]?.organizerName ?? '',
      leagues: rows.sort((a, b) => (a.division ?? 99) - (b.division ?? 99) || (a.gender ?? 0) - (b.gender ?? 0)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function League({ league, teams }: { league: LeagueRow; teams: readonly ClubTeamRow[] }) {
  const { t } = useTranslation('competitions');
  return (
    <li className="flex flex-col gap-1.5 py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <TextLink to={tournamentPath(league.no)}>{league.name}</TextLink>
        <span className="text-sm text-slate-600">
          {[league.division ? t('seasons.division', { division: league.division }) : null, genderText(t, league.gender)]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <TournamentStatusBadge status={league.status} />
      </div>
      {teams.length === 0 ? (
        <p className="text-sm text-slate-600">{t('seasons.noClubs')}</p>
      ) : (
        <ul aria-label={t('seasons.clubsOf', { league: league.name ?? '' })} className="flex flex-wrap gap-1.5">
          {teams.map((team) => (
            <li key={team.no} className="rounded-full border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-sm">
              {team.noClub ? (
                <Link
                  to={clubPath(team.noClub)}
                  className="text-sky-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
                >
                  {team.name}
                </Link>
              ) : (
                team.name
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * `/volley/national-league/seasons/{no}`: a season's national leagues, grouped by the federation
 * that runs them, each with its division, gender and the clubs taking part.
 */
export function SeasonPage() {
  const { t } = useTranslation(['competitions', 'common']);
  const no = Number(useParams().no);
  const valid = Number.isSafeInteger(no) && no > 0;
  const season = useQuery({
    ...entityQuery('Season', no, { fields: ['No', 'Name', 'StartDate', 'EndDate'] }),
    enabled: valid,
  });
  const record = season.data?.data as SeasonRecord | undefined;
  const types = useTournamentTypes();
  const leagueTypes = (types ?? []).filter((type) => type.nationalLeague === 1).map((type) => type.no);
  const leaguesQuery = useQuery({
    ...entityListQuery('VolleyTournament', {
      fields: ['No', 'Name', 'Gender', 'Division', 'NoOrganizer', 'OrganizerName', 'Status'],
      // An empty list is no filter at all: the query waits for the types instead.
      filter: { NoSeason: no, NoType: leagueTypes.length > 0 ? leagueTypes : undefined, OrganizerType: 'federation' },
      sort: ['Name'],
      page: ALL,
    }),
    enabled: valid && leagueTypes.length > 0,
  });
  const leagues = types ? ((leaguesQuery.data?.data as LeagueRow[] | undefined) ?? []) : [];
  const teamsQuery = useQuery({
    ...entityListQuery('VolleyTeam', {
      fields: ['No', 'NoTournament', 'Name', 'NoClub'],
      filter: { NoTournament: leagues.length > 0 ? leagues.map((league) => league.no) : undefined },
      sort: ['Name'],
      page: ALL,
    }),
    enabled: leagues.length > 0,
  });
  const teams = leagues.length > 0 ? ((teamsQuery.data?.data as ClubTeamRow[] | undefined) ?? []) : [];
  const loading = valid && (season.isPending || !types || (leagueTypes.length > 0 && leaguesQuery.isPending));
  return (
    <NationalLeaguePage
      title={record?.name ? t('seasons.title', { name: record.name }) : t('common:sections.nationalLeagueSeasons')}
    >
      {!valid ? <Alert tone="error">{t('seasons.notFound')}</Alert> : null}
      {season.isError ? <Alert tone="error">{errorMessage(season.error)}</Alert> : null}
      {record ? <p className="text-sm text-slate-600">{periodText(record.startDate, record.endDate)}</p> : null}
      {loading ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {!loading && leagues.length === 0 ? <p className="text-sm text-slate-600">{t('seasons.noLeagues')}</p> : null}
      {byFederation(leagues).map((group) => (
        <FoldablePanel
          key={group.no ?? 'none'}
          title={group.name}
          actions={group.no ? <TextLink to={federationPath(group.no)}>{t('seasons.federationPage')}</TextLink> : null}
        >
          <ul className="divide-y divide-slate-100">
            {group.leagues.map((league) => (
              <League key={league.no} league={league} teams={teams.filter((team) => team.noTournament === league.no)} />
            ))}
          </ul>
        </FoldablePanel>
      ))}
    </NationalLeaguePage>
  );
}
