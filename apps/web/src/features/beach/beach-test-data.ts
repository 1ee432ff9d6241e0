import type { TBeachPlayerRanking, TBeachRankingPage } from '@libero/shared/competitions/beach-api';
import type { BeachMatchRow, BeachTeamRow, BeachTournamentRecord } from './beach-rows';

/** A women's Elite 16 with its entries open, run by the world federation; `values` change it. */
export function beachTournamentOf(values: Partial<BeachTournamentRecord> = {}): BeachTournamentRecord {
  return {
    no: 5,
    code: 'W-E16-ROM',
    name: 'Elite 16 Rome',
    title: null,
    countryCode: 'IT',
    city: 'Rome',
    timeZone: 'Europe/Rome',
    startDate: '2026-06-10',
    endDate: '2026-06-14',
    season: '2026',
    gender: 1,
    type: 1,
    typeName: 'Elite 16',
    status: 1,
    startDateMainDraw: '2026-06-11',
    endDateMainDraw: '2026-06-14',
    startDateQualification: '2026-06-10',
    endDateQualification: '2026-06-10',
    nbTeamsMainDraw: 16,
    nbTeamsQualification: 16,
    nbTeamsFromQualification: 4,
    entryDeadline: '2026-05-20',
    federationQuota: 2,
    nbWildcards: 1,
    format: 'poolsThenElimination',
    noConfederation: null,
    noFederation: null,
    published: 1,
    managerUserNos: null,
    teamCount: 4,
    version: 3,
    ...values,
  };
}

/** A team entered by `federationCode`, with `entryPoints`; `values` change it. */
export function beachTeamOf(no: number, name: string, values: Partial<BeachTeamRow> = {}): BeachTeamRow {
  return {
    no,
    noTournament: 5,
    noPlayer1: no * 10 + 1,
    noPlayer2: no * 10 + 2,
    name,
    noFederation: 7,
    federationCode: 'ITA',
    status: 0,
    entryPoints: 1000,
    entryDate: '2026-05-01T10:00:00.000Z',
    wildcard: 0,
    seed: null,
    isInMainDraw: 0,
    isInQualification: 0,
    rank: null,
    version: 1,
    ...values,
  };
}

/** A scheduled pool match between Brazil's and Norway's teams (13 and 14); `values` change it. */
export function beachMatchOf(values: Partial<BeachMatchRow> = {}): BeachMatchRow {
  return {
    no: 90,
    noTournament: 5,
    noRound: 3,
    noInTournament: 12,
    bracket: 'A1',
    noTeamA: 13,
    noTeamB: 14,
    teamAName: 'Ana Patrícia/Duda',
    teamBName: 'Mol/Sørum',
    localDate: '2026-06-11',
    localTime: '10:00:00',
    court: '1',
    status: 0,
    resultType: 0,
    defaulting: null,
    pointsTeamASet1: null,
    pointsTeamBSet1: null,
    pointsTeamASet2: null,
    pointsTeamBSet2: null,
    pointsTeamASet3: null,
    pointsTeamBSet3: null,
    matchPointsA: null,
    matchPointsB: null,
    noWinner: null,
    roundName: 'Pool A',
    version: 2,
    ...values,
  };
}

export const RANKING_PAGE: TBeachRankingPage = {
  data: [
    {
      position: 1,
      rank: 1,
      playerNo: 42,
      playerName: 'Duda Lisboa',
      federationCode: 'BRA',
      points: 6480,
      nbCounted: 8,
      nbParticipations: 11,
      hasTournamentsRemoved: true,
    },
    {
      position: 2,
      rank: 2,
      playerNo: 43,
      playerName: 'Ana Patrícia Ramos',
      federationCode: 'BRA',
      points: 6120,
      nbCounted: 8,
      nbParticipations: 9,
      hasTournamentsRemoved: false,
    },
  ],
  nbItems: 2,
  asOf: '2026-10-01',
};

export const PLAYER_RANKING: TBeachPlayerRanking = {
  playerNo: 42,
  playerName: 'Duda Lisboa',
  federationCode: 'BRA',
  points: 2400,
  position: 1,
  counted: [
    { tournamentNo: 5, tournamentName: 'Elite 16 Rome', endDate: '2026-06-14', points: 1200, rank: 1 },
    { tournamentNo: 6, tournamentName: 'Elite 16 Gstaad', endDate: '2026-07-12', points: 1200, rank: 1 },
  ],
  dropped: [
    {
      tournamentNo: 2,
      tournamentName: 'Challenge Doha',
      endDate: '2025-09-20',
      points: 800,
      rank: 1,
      reason: 'tooOld',
    },
    {
      tournamentNo: 7,
      tournamentName: 'Futures Brno',
      endDate: '2026-08-02',
      points: 200,
      rank: 9,
      reason: 'beyondBestN',
    },
  ],
  history: [
    { asOf: '2026-06-15', position: 3, points: 1800 },
    { asOf: '2026-07-13', position: 1, points: 2400 },
  ],
};
