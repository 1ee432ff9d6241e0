import { sql } from 'drizzle-orm';
import {
  BeachOlympicSelectionRankingEntry,
  BeachPlayerRankingEntry,
  BeachRoundRankingEntry,
  BeachTournamentRankingEntry,
  BeachWorldTourRankingEntry,
} from '@libero/shared/registry/beach';
import {
  beachPlayerRankings,
  beachRankingRules,
  beachRoundRankings,
  beachRounds,
  beachTeams,
  beachTournaments,
} from '../../db/schema/beach';
import { federations } from '../../db/schema/bodies';
import { persons } from '../../db/schema/people';
import type { EntityBinding } from '../../gateway/binding';
import { visibleBeachTournament } from './beach-access';

const r = beachRoundRankings;
const team = beachTeams;
const tournament = beachTournaments;

/** A rank shared with the team above is written negative, as the public service does. */
const signedRank = (rank: unknown, position: unknown) =>
  sql`case when ${rank} < ${position} then -${rank} else ${rank} end`;
const genderLetter = (gender: unknown) => sql`case ${gender} when 0 then 'M' else 'W' end`;

export const beachRoundRankingBinding: EntityBinding = {
  entity: BeachRoundRankingEntry,
  from: sql`${r}
    join ${beachRounds} on ${beachRounds.no} = ${r.roundNo}
    join ${tournament} on ${tournament.no} = ${beachRounds.tournamentNo}
    join ${team} on ${team.no} = ${r.teamNo}
    join ${federations} on ${federations.no} = ${team.federationNo}`,
  columns: {
    No: sql`${r.teamNo}`,
    NoRound: sql`${r.roundNo}`,
    NoTournament: sql`${beachRounds.tournamentNo}`,
    Position: sql`${r.position}`,
    Rank: signedRank(r.rank, r.position),
    NoTeam: sql`${r.teamNo}`,
    TeamName: sql`${team.name}`,
    TeamFederationCode: sql`${federations.code}`,
    MatchPoints: sql`${r.matchPoints}`,
    MatchesWon: sql`${r.matchesWon}`,
    MatchesLost: sql`${r.matchesLost}`,
    SetsWon: sql`${r.setsWon}`,
    SetsLost: sql`${r.setsLost}`,
    PointsWon: sql`${r.pointsWon}`,
    PointsLost: sql`${r.pointsLost}`,
  },
  visibleTo: (viewer) => visibleBeachTournament(viewer),
};

const finishPosition = sql`row_number() over (partition by ${team.tournamentNo} order by ${team.rank}, ${team.seed} nulls last, ${team.no})`;

export const beachTournamentRankingBinding: EntityBinding = {
  entity: BeachTournamentRankingEntry,
  from: sql`${team}
    join ${tournament} on ${tournament.no} = ${team.tournamentNo}
    join ${federations} on ${federations.no} = ${team.federationNo}`,
  where: sql`${team.rank} is not null`,
  columns: {
    No: sql`${team.no}`,
    NoTournament: sql`${team.tournamentNo}`,
    Phase: sql`case when ${team.draw} = 'qualification' then 'Qualification' else 'MainDraw' end`,
    Position: finishPosition,
    Rank: signedRank(team.rank, finishPosition),
    NoTeam: sql`${team.no}`,
    TeamName: sql`${team.name}`,
    TeamFederationCode: sql`${federations.code}`,
    NoPlayer1: sql`${team.player1No}`,
    NoPlayer2: sql`${team.player2No}`,
    EarnedPointsTeam: sql`${team.earnedPointsPlayer} * 2`,
    EarnedPointsPlayer: sql`${team.earnedPointsPlayer}`,
    EarningsTeam: sql`${team.earningsTeam}`,
  },
  visibleTo: (viewer) => visibleBeachTournament(viewer),
};

const ranked = beachPlayerRankings;

export const beachPlayerRankingBinding: EntityBinding = {
  entity: BeachPlayerRankingEntry,
  from: sql`${ranked}
    join ${persons} on ${persons.no} = ${ranked.playerNo}
    left join ${federations} on ${federations.no} = ${persons.federationNo}`,
  where: sql`${ranked.kind} = 'world'`,
  columns: {
    No: sql`${ranked.playerNo}`,
    Gender: genderLetter(ranked.gender),
    Position: sql`${ranked.position}`,
    Rank: sql`${ranked.position}`,
    NoPlayer: sql`${ranked.playerNo}`,
    PlayerName: sql`${persons.firstName} || ' ' || ${persons.lastName}`,
    FederationCode: sql`${federations.code}`,
    Points: sql`${ranked.points}`,
    NbCounted: sql`${ranked.nbCounted}`,
    NbParticipations: sql`${ranked.nbParticipations}`,
    HasTournamentsRemoved: sql`${ranked.hasTournamentsRemoved}`,
    AsOf: sql`${ranked.asOf}`,
  },
  searchNormalized: sql`${persons.searchName}`,
};

/**
 * The teams of a ranking: each pair of players whose latest team (in a tournament whose ranking is
 * published) is the other, with both players' points from the stored ranking of `kind`.
 */
const rankedTeams = (kind: string) => sql`(
  with latest as (
    select distinct on (p.player_no) p.player_no, p.team_no
    from (select ${team.player1No} as player_no, ${team.no} as team_no, ${tournament.endDate} as end_date
            from ${team} join ${tournament} on ${tournament.no} = ${team.tournamentNo} where ${team.rank} is not null
          union all
          select ${team.player2No}, ${team.no}, ${tournament.endDate}
            from ${team} join ${tournament} on ${tournament.no} = ${team.tournamentNo} where ${team.rank} is not null) p
    order by p.player_no, p.end_date desc, p.team_no desc),
  pairs as (
    select t.no, t.name, t.federation_no, t.player1_no, t.player2_no, r1.gender,
           r1.points + r2.points as points, r1.points as player_points,
           greatest(r1.nb_participations, r2.nb_participations) as participations,
           (r1.earnings + r2.earnings) as earnings, r1.earnings as player_earnings,
           (r1.has_tournaments_removed or r2.has_tournaments_removed) as removed
    from ${team} t
      join latest l1 on l1.player_no = t.player1_no and l1.team_no = t.no
      join latest l2 on l2.player_no = t.player2_no and l2.team_no = t.no
      join ${ranked} r1 on r1.player_no = t.player1_no and r1.kind = ${kind}
      join ${ranked} r2 on r2.player_no = t.player2_no and r2.kind = ${kind})
  select pairs.*, rank() over (partition by gender order by points desc) as position_rank,
         row_number() over (partition by gender order by points desc, no) as position
  from pairs) ranked_teams
  join ${federations} on ${federations.no} = ranked_teams.federation_no
  cross join (select games_year from ${beachRankingRules} where kind = 'olympic') olympic`;

const teamColumn = (name: string) => sql.raw(`ranked_teams.${name}`);

export const beachWorldTourRankingBinding: EntityBinding = {
  entity: BeachWorldTourRankingEntry,
  from: rankedTeams('world'),
  columns: {
    No: teamColumn('no'),
    Gender: genderLetter(teamColumn('gender')),
    Position: teamColumn('position'),
    Rank: signedRank(teamColumn('position_rank'), teamColumn('position')),
    TeamName: teamColumn('name'),
    TeamFederationCode: sql`${federations.code}`,
    NbParticipations: teamColumn('participations'),
    EarnedPointsTeam: teamColumn('points'),
    EarnedPointsPlayer: teamColumn('player_points'),
    EarningsTotalTeam: teamColumn('earnings'),
    EarningsTeam: teamColumn('earnings'),
    EarningsPlayer: teamColumn('player_earnings'),
    EarningsBonusTeam: sql`0`,
    EarningsBonusPlayer: sql`0`,
    EarningsTotalPlayer: teamColumn('player_earnings'),
    NoPlayer1: teamColumn('player1_no'),
    NoPlayer2: teamColumn('player2_no'),
    HasTournamentsRemoved: teamColumn('removed'),
  },
};

export const beachOlympicSelectionRankingBinding: EntityBinding = {
  entity: BeachOlympicSelectionRankingEntry,
  from: rankedTeams('olympic'),
  columns: {
    No: teamColumn('no'),
    Gender: genderLetter(teamColumn('gender')),
    Position: teamColumn('position'),
    TeamName: teamColumn('name'),
    TeamCountryCode: sql`${federations.countryCode}`,
    NbParticipations: teamColumn('participations'),
    SelectionRank: teamColumn('position_rank'),
    Points: teamColumn('points'),
    Status: sql`1`,
    NoPlayer1: teamColumn('player1_no'),
    NoPlayer2: teamColumn('player2_no'),
    GamesYear: sql`olympic.games_year`,
  },
};
