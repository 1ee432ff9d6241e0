import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ZBeachPlayerRanking,
  ZBeachRankingPage,
  ZBeachWorkflowAnswer,
  type BeachRankingKind,
  type BeachWorkflowStep,
  type TBeachPlayerRanking,
  type TBeachRankingPage,
  type TBeachRankingParams,
  type TBeachWorkflowAnswer,
} from '@libero/shared/competitions/beach-api';
import { BeachTournament } from '@libero/shared/registry/beach';
import { askableFields } from '@libero/shared/registry/field-access';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { entityKeys, entityListQuery, entityQuery, useEntityList } from '../../lib/entities/entity-queries';
import { rankingQuery } from '../../lib/entities/ranking-query';
import { getJson, postJson } from '../../lib/http';
import { BEACH_RANKINGS_API_PATH, beachPlayerRankingApiPath, beachStepApiPath } from './beach-paths';
import type {
  BeachCategoryRow,
  BeachFinalRankingRow,
  BeachMatchRow,
  BeachRoundRankingRow,
  BeachRoundRow,
  BeachTeamRow,
  BeachTournamentRecord,
} from './beach-rows';

/** Every list of a tournament fits one page: a tournament has at most a few hundred teams and matches. */
const ALL = { skip: 0, take: 1000 } as const;

/** A tournament, with the fields this user may read (its managers: signed-in users only). */
export function useBeachTournament(no: number, user: TCurrentUser) {
  const query = useQuery({
    ...entityQuery('BeachTournament', no, { fields: askableFields(BeachTournament, user) }),
    enabled: no > 0,
    // The page says itself why it cannot show the tournament.
    meta: { silent: true },
  });
  return { ...query, record: query.data?.data as BeachTournamentRecord | undefined };
}

/** The fields of a `BeachCategoryRow`. */
export const BEACH_CATEGORY_FIELDS = [
  'No',
  'Code',
  'Name',
  'Scope',
  'NbTeamsMainDraw',
  'NbTeamsQualification',
  'NbTeamsFromQualification',
  'FederationQuota',
  'NbWildcards',
  'Currency',
];

/** The categories (the tournaments' `Type`): few, and seldom changed. */
export function useBeachCategories(): BeachCategoryRow[] | undefined {
  const query = useQuery({
    ...entityListQuery('BeachCategory', {
      fields: BEACH_CATEGORY_FIELDS,
      sort: ['No'],
      page: ALL,
    }),
    staleTime: 60 * 60_000,
  });
  return query.data?.data as BeachCategoryRow[] | undefined;
}

export const ENTRY_FIELDS = [
  'No',
  'NoTournament',
  'NoPlayer1',
  'NoPlayer2',
  'Name',
  'NoFederation',
  'FederationCode',
  'Status',
  'EntryPoints',
  'EntryDate',
  'Wildcard',
  'Seed',
  'IsInMainDraw',
  'IsInQualification',
  'Rank',
  'Version',
];

/** The entry list: best entry points first, the earlier entry first among equals. */
export function useEntries(tournamentNo: number) {
  const query = useEntityList('BeachTeam', {
    fields: ENTRY_FIELDS,
    filter: { NoTournament: tournamentNo },
    sort: ['-EntryPoints', 'EntryDate'],
    page: ALL,
  });
  return { ...query, rows: query.data?.data as BeachTeamRow[] | undefined };
}

export function useRounds(tournamentNo: number) {
  const query = useEntityList('BeachRound', {
    fields: ['No', 'NoInTournament', 'Code', 'Name', 'Bracket', 'Phase', 'StartDate', 'RankMethod'],
    filter: { NoTournament: tournamentNo },
    sort: ['NoInTournament'],
    page: ALL,
  });
  return { ...query, rows: query.data?.data as BeachRoundRow[] | undefined };
}

const SET_FIELDS = [1, 2, 3].flatMap((set) => [`PointsTeamASet${set}`, `PointsTeamBSet${set}`]);

/** What the pools, brackets, schedule and the result dialog read of a match. */
export const BEACH_MATCH_FIELDS = [
  'No',
  'NoTournament',
  'NoRound',
  'NoInTournament',
  'Bracket',
  'NoTeamA',
  'NoTeamB',
  'TeamAName',
  'TeamBName',
  'LocalDate',
  'LocalTime',
  'Court',
  'Status',
  'ResultType',
  'Defaulting',
  ...SET_FIELDS,
  'MatchPointsA',
  'MatchPointsB',
  'NoWinner',
  'RoundName',
  'Version',
];

export function useBeachMatches(tournamentNo: number) {
  const query = useEntityList('BeachMatch', {
    fields: BEACH_MATCH_FIELDS,
    filter: { NoTournament: tournamentNo },
    sort: ['LocalDate', 'LocalTime', 'NoInTournament'],
    page: ALL,
  });
  return { ...query, rows: query.data?.data as BeachMatchRow[] | undefined };
}

const ROUND_RANKING_FIELDS = [
  'Position',
  'Rank',
  'NoTeam',
  'TeamName',
  'TeamFederationCode',
  'MatchPoints',
  'MatchesWon',
  'MatchesLost',
  'SetsWon',
  'SetsLost',
  'PointsWon',
  'PointsLost',
];

/** A pool's standings, read whole: `<Request Type="GetBeachRoundRanking" No="{round}"/>`. */
export function useRoundRanking(roundNo: number) {
  const query = useQuery(rankingQuery('BeachRoundRankingEntry', { No: roundNo }, ROUND_RANKING_FIELDS));
  return { ...query, rows: query.data?.data as BeachRoundRankingRow[] | undefined };
}

const FINAL_RANKING_FIELDS = [
  'Position',
  'Rank',
  'NoTeam',
  'TeamName',
  'TeamFederationCode',
  'EarnedPointsTeam',
  'EarnedPointsPlayer',
  'EarningsTeam',
];

/** Where the teams finished, with points and prize money: `GetBeachTournamentRanking No="{tournament}"`. */
export function useFinalRanking(tournamentNo: number) {
  const query = useQuery(rankingQuery('BeachTournamentRankingEntry', { No: tournamentNo }, FINAL_RANKING_FIELDS));
  return { ...query, rows: query.data?.data as BeachFinalRankingRow[] | undefined };
}

/** A result, an entry, a step: each moves entries, standings, brackets and rankings on. */
export function refreshBeach(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      'BeachTournament',
      'BeachTeam',
      'BeachRound',
      'BeachMatch',
      'BeachRoundRankingEntry',
      'BeachTournamentRankingEntry',
    ].map((entity) => client.invalidateQueries({ queryKey: entityKeys.all(entity) })),
  );
}

/** `POST /api/beach/tournaments/{no}/{step}` with the version read: the tournament as it now stands. */
export function runStep(no: number, step: BeachWorkflowStep, version: number): Promise<TBeachWorkflowAnswer> {
  return postJson(beachStepApiPath(no, step), { version }, ZBeachWorkflowAnswer);
}

export const beachRankingKeys = {
  all: ['beach-rankings'] as const,
  page: (query: TBeachRankingParams) => [...beachRankingKeys.all, 'page', query] as const,
  player: (no: number, kind: BeachRankingKind, asOf: string | undefined) =>
    [...beachRankingKeys.all, 'player', no, kind, asOf ?? null] as const,
};

/** `kind=world&gender=1&asOf=…`: the parameters given, in a stable order. */
export function rankingSearch(query: Readonly<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** `GET /api/beach/rankings?kind&gender&asOf&federation&skip&take`: a page of the ranking by player. */
export function rankingPageQuery(query: TBeachRankingParams) {
  return queryOptions({
    queryKey: beachRankingKeys.page(query),
    queryFn: ({ signal }): Promise<TBeachRankingPage> =>
      getJson(`${BEACH_RANKINGS_API_PATH}?${rankingSearch(query)}`, ZBeachRankingPage, { signal }),
    placeholderData: keepPreviousData,
    // The page says itself why it has no ranking to show.
    meta: { silent: true },
  });
}

/** `GET /api/beach/rankings/players/{no}?kind&asOf`: how a player's ranking is made up. */
export function playerRankingQuery(no: number, kind: BeachRankingKind, asOf: string | undefined) {
  const search = rankingSearch({ kind, asOf });
  return queryOptions({
    queryKey: beachRankingKeys.player(no, kind, asOf),
    queryFn: async ({ signal }): Promise<TBeachPlayerRanking> =>
      (await getJson(`${beachPlayerRankingApiPath(no)}?${search}`, ZBeachPlayerRanking, { signal })).data,
    meta: { silent: true },
  });
}
