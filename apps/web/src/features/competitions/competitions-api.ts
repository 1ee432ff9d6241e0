import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { askableFields } from '@libero/shared/registry/field-access';
import { VolleyTournament } from '@libero/shared/registry/competitions';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { entityKeys, entityListQuery, entityQuery, useEntityList } from '../../lib/entities/entity-queries';
import { exportEntityList } from '../../lib/entities/export-list';
import { postJson } from '../../lib/http';
import { roundRobinPath } from './competition-paths';
import type {
  MatchRow,
  PhaseRow,
  PoolRow,
  RankingRow,
  RosterRow,
  StaffRow,
  TeamRow,
  TournamentRankingRow,
  TournamentRecord,
} from './competition-rows';

/** Every list of a tournament fits one page: a tournament has at most a few hundred matches. */
const ALL = { skip: 0, take: 1000 } as const;

/** A tournament, with the fields this user may read (its managers: signed-in users only). */
export function useTournament(no: number, user: TCurrentUser) {
  const query = useQuery({
    ...entityQuery('VolleyTournament', no, { fields: askableFields(VolleyTournament, user) }),
    enabled: no > 0,
    // The page says itself why it cannot show the tournament.
    meta: { silent: true },
  });
  return { ...query, record: query.data?.data as TournamentRecord | undefined };
}

export const TEAM_FIELDS = [
  'No',
  'NoTournament',
  'Name',
  'Code',
  'NoFederation',
  'FederationCode',
  'NoClub',
  'ClubName',
  'Seed',
  'PlayerCount',
  'FinalPosition',
  'Version',
];

export function useTournamentTeams(tournamentNo: number) {
  const query = useEntityList('VolleyTeam', {
    fields: TEAM_FIELDS,
    filter: { NoTournament: tournamentNo },
    sort: ['Seed', 'Name'],
    page: ALL,
  });
  return { ...query, rows: query.data?.data as TeamRow[] | undefined };
}

const ROSTER_FIELDS = [
  'No',
  'NoTeam',
  'NoPlayer',
  'PlayerName',
  'FederationCode',
  'ShirtNumber',
  'Position',
  'IsCaptain',
];

export function useRoster(teamNo: number) {
  const query = useEntityList('VolleyPlayer', {
    fields: [...ROSTER_FIELDS, 'Version'],
    filter: { NoTeam: teamNo },
    sort: ['ShirtNumber'],
    page: ALL,
  });
  return { ...query, rows: query.data?.data as RosterRow[] | undefined };
}

export function useStaff(teamNo: number) {
  const query = useEntityList('VolleyTeamStaff', {
    fields: ['No', 'NoTeam', 'NoPerson', 'PersonName', 'Role', 'Version'],
    filter: { NoTeam: teamNo },
    sort: ['Role', 'PersonName'],
    page: ALL,
  });
  return { ...query, rows: query.data?.data as StaffRow[] | undefined };
}

export function usePhases(tournamentNo: number) {
  const query = useEntityList('Phase', {
    fields: ['No', 'NoTournament', 'Name', 'Kind', 'Position', 'Qualifiers', 'BronzeMatch', 'Version'],
    filter: { NoTournament: tournamentNo },
    sort: ['Position', 'No'],
    page: ALL,
  });
  return { ...query, rows: query.data?.data as PhaseRow[] | undefined };
}

export function usePools(tournamentNo: number) {
  const query = useEntityList('VolleyPool', {
    fields: ['No', 'NoPhase', 'Code', 'Name', 'TeamNos', 'Version'],
    filter: { NoTournament: tournamentNo },
    sort: ['Code'],
    page: ALL,
  });
  return { ...query, rows: query.data?.data as PoolRow[] | undefined };
}

const SET_FIELDS = [1, 2, 3, 4, 5].flatMap((set) => [`PointsTeamASet${set}`, `PointsTeamBSet${set}`]);

/** What the schedule, the bracket and the dialogs of a match read. */
export const MATCH_FIELDS = [
  'No',
  'NoTournament',
  'NoInTournament',
  'NoPhase',
  'PhaseName',
  'NoPool',
  'PoolCode',
  'Bracket',
  'NoTeamA',
  'TeamAName',
  'TeamACode',
  'NoTeamB',
  'TeamBName',
  'TeamBCode',
  'NoHall',
  'HallName',
  'City',
  'TimeZone',
  'LocalDate',
  'LocalTime',
  'NoReferee1',
  'Referee1Name',
  'NoReferee2',
  'Referee2Name',
  'NoScorer',
  'ScorerName',
  'Status',
  'ForfeitBy',
  ...SET_FIELDS,
  'MatchPointsA',
  'MatchPointsB',
  'NoWinner',
  'Version',
];

const MATCH_ORDER = ['LocalDate', 'LocalTime', 'NoInTournament'];

export function useTournamentMatches(tournamentNo: number) {
  const query = useEntityList('VolleyMatch', {
    fields: MATCH_FIELDS,
    filter: { NoTournament: tournamentNo },
    sort: MATCH_ORDER,
    page: ALL,
  });
  return { ...query, rows: query.data?.data as MatchRow[] | undefined };
}

export const RANKING_FIELDS = [
  'Position',
  'Rank',
  'NoTeam',
  'TeamName',
  'TeamCode',
  'TeamFederationCode',
  'MatchesPlayed',
  'MatchesWon',
  'MatchesLost',
  'MatchPoints',
  'SetsWon',
  'SetsLost',
  'SetRatio',
  'PointsWon',
  'PointsLost',
  'PointRatio',
];

/**
 * A pool's standings, every criterion. Read as a list of ranking entries until the gateway answers
 * `<Request Type="GetVolleyPoolRanking" No="{pool}"/>` (the public service's request, being added):
 * switching is this function alone, the rows are the same entity's.
 */
export function poolStandingsQuery(poolNo: number) {
  return entityListQuery('VolleyPoolRankingEntry', {
    fields: RANKING_FIELDS,
    filter: { NoPool: poolNo },
    page: ALL,
  });
}

export function usePoolStandings(poolNo: number) {
  const query = useQuery(poolStandingsQuery(poolNo));
  return { ...query, rows: query.data?.data as RankingRow[] | undefined };
}

/** Where the teams finished, once known; as the pool standings, a list until the ranking request is answered. */
export function useTournamentRanking(tournamentNo: number) {
  const query = useEntityList('VolleyTournamentRankingEntry', {
    fields: ['Position', 'Rank', 'NoTeam', 'TeamName', 'TeamCode', 'TeamFederationCode'],
    filter: { NoTournament: tournamentNo },
    page: ALL,
  });
  return { ...query, rows: query.data?.data as TournamentRankingRow[] | undefined };
}

/** A result moves standings, brackets and final positions on: every list that shows them is read again. */
export function refreshResults(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      'VolleyMatch',
      'VolleyPoolRankingEntry',
      'VolleyTournamentRankingEntry',
      'VolleyTeam',
      'VolleyPlayer',
      'VolleyTournament',
    ].map((entity) => client.invalidateQueries({ queryKey: entityKeys.all(entity) })),
  );
}

export type RoundRobinInput = { dates: string[]; times: string[]; hallNo?: number };
const ZRoundRobinAnswer = z.object({ data: z.object({ created: z.number().int() }) });

/** `POST /api/volley/pools/{no}/round-robin`: the pool's matches, every pair once (409 if it has matches). */
export async function generateRoundRobin(poolNo: number, input: RoundRobinInput): Promise<number> {
  return (await postJson(roundRobinPath(poolNo), input, ZRoundRobinAnswer)).data.created;
}

/** The columns of the schedule's spreadsheet. */
const SCHEDULE_EXPORT_FIELDS = [
  'NoInTournament',
  'LocalDate',
  'LocalTime',
  'TimeZone',
  'HallName',
  'City',
  'PhaseName',
  'PoolCode',
  'Bracket',
  'TeamAName',
  'TeamBName',
  'Status',
  'MatchPointsA',
  'MatchPointsB',
  ...SET_FIELDS,
  'Referee1Name',
  'Referee2Name',
  'ScorerName',
];

/** The schedule as an XLSX file, through the lists' export (`POST /proxy/export?format=xlsx`). */
export function exportScheduleXlsx(tournamentNo: number): Promise<void> {
  return exportEntityList(
    {
      entity: 'VolleyMatch',
      fields: SCHEDULE_EXPORT_FIELDS,
      filter: { NoTournament: tournamentNo },
      sort: MATCH_ORDER,
    },
    'xlsx',
  );
}
