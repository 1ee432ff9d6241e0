import { sql } from 'drizzle-orm';
import { VolleyPoolRankingEntry, VolleyTournamentRankingEntry } from '@libero/shared/registry/competitions';
import { federations, volleyClubs } from '../../db/schema/bodies';
import { volleyPoolRankings, volleyPools, volleyTeams, volleyTournaments } from '../../db/schema/competitions';
import type { EntityBinding } from '../../gateway/binding';
import { visibleTournament } from './tournament-access';

const r = volleyPoolRankings;
const team = volleyTeams;
const tournament = volleyTournaments;

/** The federation a team stands for: the national team's, or its club's. */
const teamFederationCode = sql`coalesce(${federations.code},
  (select f.code from ${volleyClubs} c join ${federations} f on f.no = c.federation_no where c.no = ${team.clubNo}))`;

/** A rank shared with the team above is written negative, as the public service does (`-2`). */
const signedRank = (rank: unknown, position: unknown) =>
  sql`case when ${rank} < ${position} then -${rank} else ${rank} end`;

export const volleyPoolRankingBinding: EntityBinding = {
  entity: VolleyPoolRankingEntry,
  from: sql`${r}
    join ${volleyPools} on ${volleyPools.no} = ${r.poolNo}
    join ${tournament} on ${tournament.no} = ${volleyPools.tournamentNo}
    join ${team} on ${team.no} = ${r.teamNo}
    left join ${federations} on ${federations.no} = ${team.federationNo}`,
  columns: {
    No: sql`${r.teamNo}`,
    NoPool: sql`${r.poolNo}`,
    NoTournament: sql`${volleyPools.tournamentNo}`,
    Position: sql`${r.position}`,
    Rank: signedRank(r.rank, r.position),
    NoTeam: sql`${r.teamNo}`,
    TeamName: sql`${team.name}`,
    TeamCode: sql`${team.code}`,
    TeamFederationCode: teamFederationCode,
    MatchesPlayed: sql`${r.played}`,
    MatchesWon: sql`${r.won}`,
    MatchesLost: sql`${r.lost}`,
    MatchPoints: sql`${r.rankingPoints}`,
    SetsWon: sql`${r.setsWon}`,
    SetsLost: sql`${r.setsLost}`,
    SetRatio: sql`${r.setRatio}`,
    PointsWon: sql`${r.pointsWon}`,
    PointsLost: sql`${r.pointsLost}`,
    PointRatio: sql`${r.pointRatio}`,
    // A list answer carries its records' highest version; ranking entries have none of their own.
    Version: sql`0`,
  },
  visibleTo: (viewer) => visibleTournament(viewer),
};

const position = sql`row_number() over (partition by ${team.tournamentNo} order by ${team.finalPosition}, ${team.no})`;
const firstOfRank = sql`row_number() over (partition by ${team.tournamentNo}, ${team.finalPosition} order by ${team.no})`;

export const volleyTournamentRankingBinding: EntityBinding = {
  entity: VolleyTournamentRankingEntry,
  from: sql`${team}
    join ${tournament} on ${tournament.no} = ${team.tournamentNo}
    left join ${federations} on ${federations.no} = ${team.federationNo}`,
  where: sql`${team.finalPosition} is not null`,
  columns: {
    No: sql`${team.no}`,
    NoTournament: sql`${team.tournamentNo}`,
    Position: position,
    Rank: sql`case when ${firstOfRank} > 1 then -${team.finalPosition} else ${team.finalPosition} end`,
    NoTeam: sql`${team.no}`,
    TeamName: sql`${team.name}`,
    TeamCode: sql`${team.code}`,
    TeamFederationCode: teamFederationCode,
    Version: sql`0`,
  },
  visibleTo: (viewer) => visibleTournament(viewer),
};
