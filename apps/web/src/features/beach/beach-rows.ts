import type { RunBeachTournament } from '@libero/shared/auth/permissions';

/**
 * The records of the beach pages as the gateway answers the fields they ask for (JSON names, the
 * public service's field names); a field not asked for is absent, hence the optional ones.
 */
export type BeachTournamentRecord = {
  no: number;
  code: string | null;
  name: string | null;
  title: string | null;
  countryCode: string | null;
  city: string | null;
  timeZone: string | null;
  startDate: string | null;
  endDate: string | null;
  season: string | null;
  gender: number | null;
  /** The category's number. */
  type: number | null;
  typeName: string | null;
  status: number | null;
  startDateMainDraw: string | null;
  endDateMainDraw: string | null;
  startDateQualification: string | null;
  endDateQualification: string | null;
  nbTeamsMainDraw: number | null;
  nbTeamsQualification: number | null;
  nbTeamsFromQualification: number | null;
  entryDeadline: string | null;
  federationQuota: number | null;
  nbWildcards: number | null;
  format: string | null;
  noConfederation: number | null;
  noFederation: number | null;
  published: 0 | 1 | null;
  /** Signed-in users only. */
  managerUserNos?: string | null;
  teamCount: number | null;
  version: number;
};

/** What the write rules need of a tournament. */
export function runOf(record: BeachTournamentRecord): RunBeachTournament {
  return {
    managerUserNos: record.managerUserNos ?? null,
    confederationNo: record.noConfederation,
    federationNo: record.noFederation,
  };
}

export type BeachCategoryRow = {
  no: number;
  code: string | null;
  name: string | null;
  scope: string | null;
  nbTeamsMainDraw: number | null;
  nbTeamsQualification: number | null;
  nbTeamsFromQualification: number | null;
  federationQuota: number | null;
  nbWildcards: number | null;
  currency: string | null;
};

export type BeachTeamRow = {
  no: number;
  noTournament: number | null;
  noPlayer1: number | null;
  noPlayer2: number | null;
  name: string | null;
  noFederation: number | null;
  federationCode: string | null;
  status: number | null;
  entryPoints: number | null;
  entryDate: string | null;
  wildcard: 0 | 1 | null;
  seed: number | null;
  isInMainDraw: 0 | 1 | null;
  isInQualification: 0 | 1 | null;
  rank: number | null;
  version: number;
};

export type BeachRoundRow = {
  no: number;
  noInTournament: number | null;
  code: string | null;
  name: string | null;
  /** `W` winners, `L` losers, or the pool's letter. */
  bracket: string | null;
  /** 3 qualification, 4 main draw. */
  phase: number | null;
  startDate: string | null;
  rankMethod: string | null;
};

export type BeachSetKey = `pointsTeam${'A' | 'B'}Set${1 | 2 | 3}`;

export type BeachMatchRow = {
  no: number;
  noTournament: number | null;
  noRound: number | null;
  noInTournament: number | null;
  /** Its place in the round's bracket or pool (`A1`, `W1-3`, `F`). */
  bracket: string | null;
  noTeamA: number | null;
  noTeamB: number | null;
  teamAName: string | null;
  teamBName: string | null;
  localDate: string | null;
  /** `HH:MM:SS`. */
  localTime: string | null;
  court: string | null;
  status: number | null;
  resultType: number | null;
  defaulting: 'A' | 'B' | null;
  matchPointsA: number | null;
  matchPointsB: number | null;
  noWinner: number | null;
  roundName: string | null;
  version: number;
} & Record<BeachSetKey, number | null>;

/** A line of a pool's standings (`GetBeachRoundRanking`). */
export type BeachRoundRankingRow = {
  position: number | null;
  rank: number | null;
  noTeam: number | null;
  teamName: string | null;
  teamFederationCode: string | null;
  matchPoints: number | null;
  matchesWon: number | null;
  matchesLost: number | null;
  setsWon: number | null;
  setsLost: number | null;
  pointsWon: number | null;
  pointsLost: number | null;
};

/** Where a team finished, with its points and prize money (`GetBeachTournamentRanking`). */
export type BeachFinalRankingRow = {
  position: number | null;
  rank: number | null;
  noTeam: number | null;
  teamName: string | null;
  teamFederationCode: string | null;
  earnedPointsTeam: number | null;
  earnedPointsPlayer: number | null;
  /** Cents of the category's currency. */
  earningsTeam: number | null;
};

/** What each tab of a tournament's page is given: the tournament, and whether the viewer runs it. */
export type BeachTabProps = { tournament: BeachTournamentRecord; runs: boolean };
