import type { ManagedTournament } from '@libero/shared/auth/permissions';
import type { MatchStatus, TournamentStatus } from '@libero/shared/registry/competitions';

/**
 * The records of the competition pages as the gateway answers the fields they ask for (JSON
 * names); a field not asked for is absent, hence the optional ones.
 */
export type TournamentRecord = {
  no: number;
  code: string | null;
  name: string | null;
  noSeason: number | null;
  seasonName: string | null;
  gender: number | null;
  noType: number | null;
  typeCode: string | null;
  typeName: string | null;
  countryCode: string | null;
  city: string | null;
  startDate: string | null;
  endDate: string | null;
  status: TournamentStatus | null;
  noEvent: number | null;
  eventName: string | null;
  organizerType: string | null;
  noOrganizer: number | null;
  organizerName: string | null;
  division: number | null;
  published: 0 | 1 | null;
  /** Signed-in users only. */
  managerUserNos?: string | null;
  teamCount: number | null;
  matchCount: number | null;
  version: number;
};

/** What the write rules need of a tournament. */
export function managedOf(record: TournamentRecord): ManagedTournament {
  return {
    managerUserNos: record.managerUserNos ?? null,
    organizerType: record.organizerType,
    organizerNo: record.noOrganizer,
  };
}

/** A hall, as its list and its dialog read it. */
export type HallRecord = {
  no: number;
  name: string | null;
  city: string | null;
  countryCode: string | null;
  capacity: number | null;
  /** IANA (`Europe/Rome`). */
  timeZone: string | null;
  version: number;
};

export type TeamRow = {
  no: number;
  noTournament: number | null;
  name: string | null;
  code: string | null;
  noFederation: number | null;
  federationCode: string | null;
  noClub: number | null;
  clubName: string | null;
  seed: number | null;
  playerCount: number | null;
  finalPosition: number | null;
  version: number;
};

export type RosterRow = {
  no: number;
  noTeam: number | null;
  noPlayer: number | null;
  playerName: string | null;
  federationCode: string | null;
  shirtNumber: number | null;
  position: string | null;
  isCaptain: 0 | 1 | null;
  version: number;
};

export type StaffRow = {
  no: number;
  noTeam: number | null;
  noPerson: number | null;
  personName: string | null;
  role: string | null;
  version: number;
};

export type PhaseRow = {
  no: number;
  noTournament: number | null;
  name: string | null;
  kind: 'pools' | 'finalRound' | null;
  position: number | null;
  qualifiers: string | null;
  bronzeMatch: 0 | 1 | null;
  version: number;
};

export type PoolRow = {
  no: number;
  noPhase: number | null;
  code: string | null;
  name: string | null;
  /** Space-separated team numbers, in seeding order. */
  teamNos: string | null;
  version: number;
};

export type SetPointsKey = `pointsTeam${'A' | 'B'}Set${1 | 2 | 3 | 4 | 5}`;

export type MatchRow = {
  no: number;
  noTournament: number | null;
  noInTournament: number | null;
  noPhase: number | null;
  phaseName: string | null;
  noPool: number | null;
  poolCode: string | null;
  bracket: string | null;
  noTeamA: number | null;
  teamAName: string | null;
  teamACode: string | null;
  noTeamB: number | null;
  teamBName: string | null;
  teamBCode: string | null;
  noHall: number | null;
  hallName: string | null;
  city: string | null;
  timeZone: string | null;
  localDate: string | null;
  localTime: string | null;
  noReferee1: number | null;
  referee1Name: string | null;
  noReferee2: number | null;
  referee2Name: string | null;
  noScorer: number | null;
  scorerName: string | null;
  status: MatchStatus | null;
  forfeitBy: 'A' | 'B' | null;
  matchPointsA: number | null;
  matchPointsB: number | null;
  noWinner: number | null;
  version: number;
} & Record<SetPointsKey, number | null>;

/** A line of a pool's standings (VolleyPoolRankingEntry). */
export type RankingRow = {
  position: number | null;
  /** Negative when shared with the team above. */
  rank: number | null;
  noTeam: number | null;
  teamName: string | null;
  teamCode: string | null;
  teamFederationCode: string | null;
  matchesPlayed: number | null;
  matchesWon: number | null;
  matchesLost: number | null;
  matchPoints: number | null;
  setsWon: number | null;
  setsLost: number | null;
  /** Null when the team lost no set: "MAX". */
  setRatio: number | null;
  pointsWon: number | null;
  pointsLost: number | null;
  pointRatio: number | null;
};

export type TournamentRankingRow = Pick<
  RankingRow,
  'position' | 'rank' | 'noTeam' | 'teamName' | 'teamCode' | 'teamFederationCode'
>;

/** `'12 31'` → `[12, 31]`. */
export function numbersOf(text: string | null | undefined): number[] {
  return (text ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}

/** What each tab of a tournament's page is given: the tournament, and whether the viewer runs it. */
export type TabProps = { tournament: TournamentRecord; manages: boolean };
