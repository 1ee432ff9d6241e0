import type { MatchRow, RankingRow } from './competition-rows';

const NO_SETS = {
  pointsTeamASet1: null,
  pointsTeamBSet1: null,
  pointsTeamASet2: null,
  pointsTeamBSet2: null,
  pointsTeamASet3: null,
  pointsTeamBSet3: null,
  pointsTeamASet4: null,
  pointsTeamBSet4: null,
  pointsTeamASet5: null,
  pointsTeamBSet5: null,
};

/** A scheduled pool match between Italy (team 11) and Brazil (team 12), in Rome; `values` change it. */
export function matchOf(values: Partial<MatchRow> = {}): MatchRow {
  return {
    no: 70,
    noTournament: 1,
    noInTournament: 7,
    noPhase: 1,
    phaseName: 'Preliminary round',
    noPool: 1,
    poolCode: 'A',
    bracket: null,
    noTeamA: 11,
    teamAName: 'Italy',
    teamACode: 'ITA',
    noTeamB: 12,
    teamBName: 'Brazil',
    teamBCode: 'BRA',
    noHall: 3,
    hallName: 'Palazzetto dello Sport',
    city: 'Rome',
    timeZone: 'Europe/Rome',
    localDate: '2026-09-01',
    localTime: '16:00',
    noReferee1: null,
    referee1Name: null,
    noReferee2: null,
    referee2Name: null,
    noScorer: null,
    scorerName: null,
    status: 'scheduled',
    forfeitBy: null,
    matchPointsA: null,
    matchPointsB: null,
    noWinner: null,
    version: 4,
    ...NO_SETS,
    ...values,
  };
}

/** A finished final-round match: `winner` 'A' or 'B' won 3-1. */
export function bracketMatch(
  id: string,
  no: number,
  teams: [string | null, string | null],
  winner?: 'A' | 'B',
): MatchRow {
  const [a, b] = teams;
  return matchOf({
    no,
    noInTournament: no,
    noPool: null,
    poolCode: null,
    noPhase: 2,
    bracket: id,
    noTeamA: a ? no * 10 : null,
    teamAName: a,
    noTeamB: b ? no * 10 + 1 : null,
    teamBName: b,
    localDate: null,
    localTime: null,
    ...(winner
      ? {
          status: 'finished',
          matchPointsA: winner === 'A' ? 3 : 1,
          matchPointsB: winner === 'B' ? 3 : 1,
          noWinner: winner === 'A' ? no * 10 : no * 10 + 1,
          pointsTeamASet1: 25,
          pointsTeamBSet1: 20,
        }
      : {}),
  });
}

export function rankingRow(values: Partial<RankingRow>): RankingRow {
  return {
    position: 1,
    rank: 1,
    noTeam: 11,
    teamName: 'Italy',
    teamCode: 'ITA',
    teamFederationCode: 'ITA',
    matchesPlayed: 3,
    matchesWon: 3,
    matchesLost: 0,
    matchPoints: 9,
    setsWon: 9,
    setsLost: 0,
    setRatio: null,
    pointsWon: 225,
    pointsLost: 180,
    pointRatio: 1.25,
    ...values,
  };
}
