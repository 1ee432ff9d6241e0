import { eq, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { BeachCategory, BeachMatch, BeachRound, BeachTeam, BeachTournament } from '@libero/shared/registry/beach';
import type { Db } from '../../db/connection';
import {
  beachCategories,
  beachMatches,
  beachRounds,
  beachTeams,
  beachTournamentManagers,
  beachTournaments,
} from '../../db/schema/beach';
import { confederations, federations } from '../../db/schema/bodies';
import { persons } from '../../db/schema/people';
import { readColumns, type EntityBinding } from '../../gateway/binding';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { runsBeachTournament, visibleBeachTournament } from './beach-access';
import { prepareBeachCategory } from './beach-categories';
import { afterBeachTeamDelete, afterBeachTeamSave, prepareBeachTeam } from './beach-entries';
import { afterBeachResult, prepareBeachMatch } from './beach-results';
import { prepareBeachTournament } from './beach-tournament-rules';
import { countryNames } from '../../lib/country-names';

const tournament = beachTournaments;
const category = beachCategories;
const as = (table: PgTable, name: string) => sql`${table} as ${sql.identifier(name)}`;
/** The year of a tournament's season, as text (`2025`), as the public service answers it. */
const seasonOf = (of: typeof tournament) => sql`extract(year from ${of.startDate})::int::text`;

const categoryWrites = {
  Code: category.code,
  Name: category.name,
  Scope: category.scope,
  NbTeamsMainDraw: category.nbTeamsMainDraw,
  NbTeamsQualification: category.nbTeamsQualification,
  NbTeamsFromQualification: category.nbTeamsFromQualification,
  FederationQuota: category.federationQuota,
  NbWildcards: category.nbWildcards,
  Awards: category.awards,
  Currency: category.currency,
};

export const beachCategoryBinding: EntityBinding = {
  entity: BeachCategory,
  from: sql`${category}`,
  columns: { No: sql`${category.no}`, ...readColumns(categoryWrites), Version: sql`${category.version}` },
  write: {
    table: category,
    no: category.no,
    version: category.version,
    columns: categoryWrites,
    prepare: prepareBeachCategory,
  },
};

const tournamentWrites = {
  Code: tournament.code,
  Name: tournament.name,
  Title: tournament.title,
  CountryCode: tournament.countryCode,
  City: tournament.city,
  TimeZone: tournament.timeZone,
  StartDate: tournament.startDate,
  EndDate: tournament.endDate,
  Gender: tournament.gender,
  Type: tournament.typeNo,
  Status: tournament.status,
  NoEvent: tournament.eventNo,
  StartDateMainDraw: tournament.startDateMainDraw,
  EndDateMainDraw: tournament.endDateMainDraw,
  StartDateQualification: tournament.startDateQualification,
  EndDateQualification: tournament.endDateQualification,
  EntryDeadline: tournament.entryDeadline,
  Format: tournament.format,
  NoConfederation: tournament.confederationNo,
  NoFederation: tournament.federationNo,
  Published: tournament.published,
};

/** Draw sizes, quota and wildcards: the tournament's own, else its category's. */
const orCategory = {
  NbTeamsMainDraw: [tournament.nbTeamsMainDraw, category.nbTeamsMainDraw],
  NbTeamsQualification: [tournament.nbTeamsQualification, category.nbTeamsQualification],
  NbTeamsFromQualification: [tournament.nbTeamsFromQualification, category.nbTeamsFromQualification],
  FederationQuota: [tournament.federationQuota, category.federationQuota],
  NbWildcards: [tournament.nbWildcards, category.nbWildcards],
} as const;

async function writeManagers(db: Db, tournamentNo: number, value: unknown): Promise<void> {
  const text = typeof value === 'string' ? value.trim() : '';
  const userNos = text === '' ? [] : text.split(/\s+/).map(Number);
  if (userNos.some((no) => !Number.isInteger(no) || no <= 0)) throw new AppError('InvalidData', 'ManagerUserNos');
  await db.delete(beachTournamentManagers).where(eq(beachTournamentManagers.tournamentNo, tournamentNo));
  if (userNos.length > 0) {
    await db.insert(beachTournamentManagers).values([...new Set(userNos)].map((userNo) => ({ tournamentNo, userNo })));
  }
}

/** A beach tournament manager who creates a tournament runs it. */
async function creatorManages(db: Db, tournamentNo: number, viewer: AuthUser): Promise<void> {
  if (viewer.type !== UserTypeNo.BeachTournamentManager) return;
  await db.insert(beachTournamentManagers).values({ tournamentNo, userNo: viewer.no }).onConflictDoNothing();
}

const tournamentFederation = alias(federations, 'tournament_federation');

export const beachTournamentBinding: EntityBinding = {
  entity: BeachTournament,
  from: sql`${tournament} join ${category} on ${category.no} = ${tournament.typeNo}
    left join ${as(federations, 'tournament_federation')} on ${tournamentFederation.no} = ${tournament.federationNo}`,
  columns: {
    No: sql`${tournament.no}`,
    ...readColumns(tournamentWrites),
    ...Object.fromEntries(
      Object.entries(orCategory).map(([field, [own, fallback]]) => [field, sql`coalesce(${own}, ${fallback})`]),
    ),
    Season: seasonOf(tournament),
    TypeName: sql`${category.name}`,
    FederationCode: sql`${tournamentFederation.code}`,
    EarningsCurrencyCode: sql`${category.currency}`,
    ManagerUserNos: sql`(select string_agg(m.user_no::text, ' ' order by m.user_no)
      from ${beachTournamentManagers} m where m.tournament_no = ${tournament.no})`,
    TeamCount: sql`(select count(*)::int from ${beachTeams} where ${beachTeams.tournamentNo} = ${tournament.no})`,
    Version: sql`${tournament.version}`,
  },
  derived: { CountryName: { from: 'CountryCode', compute: countryNames } },
  searchText: sql`${tournament.code} || ' ' || ${tournament.name} || ' ' || coalesce(${tournament.city}, '')`,
  write: {
    table: tournament,
    no: tournament.no,
    version: tournament.version,
    columns: {
      ...tournamentWrites,
      ...Object.fromEntries(Object.entries(orCategory).map(([field, [own]]) => [field, own])),
    },
    writers: { ManagerUserNos: writeManagers },
    prepare: prepareBeachTournament,
    created: creatorManages,
  },
  partyScope: (viewer) => runsBeachTournament(viewer),
  visibleTo: (viewer) => visibleBeachTournament(viewer),
};

const team = beachTeams;
const teamFederation = alias(federations, 'team_federation');
const teamConfederation = alias(confederations, 'team_confederation');
const player1 = alias(persons, 'player_1');
const player2 = alias(persons, 'player_2');

/** Who keeps a team's entry: those who run the tournament, and the team's federation. */
function teamKeepers(viewer: AuthUser) {
  const ownTeam = viewer.type === UserTypeNo.Federation ? sql`${team.federationNo} = ${viewer.typeNo}` : sql`false`;
  return sql`(${runsBeachTournament(viewer)} or ${ownTeam})`;
}

export const beachTeamBinding: EntityBinding = {
  entity: BeachTeam,
  from: sql`${team}
    join ${tournament} on ${tournament.no} = ${team.tournamentNo}
    join ${as(federations, 'team_federation')} on ${teamFederation.no} = ${team.federationNo}
    left join ${as(confederations, 'team_confederation')} on ${teamConfederation.no} = ${teamFederation.confederationNo}
    left join ${as(persons, 'player_1')} on ${player1.no} = ${team.player1No}
    left join ${as(persons, 'player_2')} on ${player2.no} = ${team.player2No}`,
  columns: {
    No: sql`${team.no}`,
    NoTournament: sql`${team.tournamentNo}`,
    NoPlayer1: sql`${team.player1No}`,
    NoPlayer2: sql`${team.player2No}`,
    Name: sql`${team.name}`,
    NoFederation: sql`${team.federationNo}`,
    FederationCode: sql`${teamFederation.code}`,
    CountryCode: sql`${teamFederation.countryCode}`,
    ConfederationCode: sql`${teamConfederation.code}`,
    Status: sql`${team.status}`,
    EntryPoints: sql`${team.entryPoints}`,
    EntryDate: sql`${team.enteredAt}`,
    Wildcard: sql`${team.wildcard}`,
    Seed: sql`${team.seed}`,
    PositionInMainDraw: sql`${team.positionInMainDraw}`,
    PositionInQualification: sql`${team.positionInQualification}`,
    IsInMainDraw: sql`${team.draw} = 'mainDraw'`,
    IsInQualification: sql`${team.draw} = 'qualification'`,
    Rank: sql`${team.rank}`,
    EarnedPointsTeam: sql`${team.earnedPointsPlayer} * 2`,
    EarnedPointsPlayer: sql`${team.earnedPointsPlayer}`,
    EarningsTeam: sql`${team.earningsTeam}`,
    Player1FirstName: sql`${player1.firstName}`,
    Player1LastName: sql`${player1.lastName}`,
    Player2FirstName: sql`${player2.firstName}`,
    Player2LastName: sql`${player2.lastName}`,
    TournamentCode: sql`${tournament.code}`,
    TournamentName: sql`${tournament.name}`,
    TournamentTitle: sql`coalesce(${tournament.title}, '')`,
    TournamentType: sql`${tournament.typeNo}`,
    TournamentSeason: seasonOf(tournament),
    TournamentStatus: sql`${tournament.status}`,
    TournamentEndDate: sql`${tournament.endDate}`,
    TournamentEndDateMainDraw: sql`${tournament.endDateMainDraw}`,
    PlayerNos: sql`${team.player1No} || ' ' || ${team.player2No}`,
    Version: sql`${team.version}`,
  },
  searchText: sql`${team.name} || ' ' || ${teamFederation.code}`,
  write: {
    table: team,
    no: team.no,
    version: team.version,
    columns: {
      NoTournament: team.tournamentNo,
      NoPlayer1: team.player1No,
      NoPlayer2: team.player2No,
      Status: team.status,
      Wildcard: team.wildcard,
      // Written by the server from the players (`prepareBeachTeam`), never by a client.
      Name: team.name,
      NoFederation: team.federationNo,
      EntryPoints1: team.entryPoints1,
      EntryPoints2: team.entryPoints2,
      EntryPoints: team.entryPoints,
    },
    prepare: prepareBeachTeam,
    afterSave: afterBeachTeamSave,
    afterDelete: afterBeachTeamDelete,
  },
  partyScope: teamKeepers,
  visibleTo: (viewer) => visibleBeachTournament(viewer),
};

const round = beachRounds;

export const beachRoundBinding: EntityBinding = {
  entity: BeachRound,
  from: sql`${round} join ${tournament} on ${tournament.no} = ${round.tournamentNo}`,
  columns: {
    No: sql`${round.no}`,
    NoTournament: sql`${round.tournamentNo}`,
    NoInTournament: sql`${round.noInTournament}`,
    Code: sql`${round.code}`,
    Name: sql`${round.name}`,
    Bracket: sql`${round.bracket}`,
    Phase: sql`${round.phase}`,
    StartDate: sql`${round.startDate}`,
    EndDate: sql`${round.endDate}`,
    RankMethod: sql`${round.rankMethod}`,
    Version: sql`${round.version}`,
  },
  visibleTo: (viewer) => visibleBeachTournament(viewer),
};

const match = beachMatches;
const teamA = alias(beachTeams, 'team_a');
const teamB = alias(beachTeams, 'team_b');
const federationA = alias(federations, 'federation_a');
const federationB = alias(federations, 'federation_b');
const beginsUtc = sql`(${match.localDate} + ${match.localTime}) at time zone ${tournament.timeZone}`;

const matchWrites = {
  LocalDate: match.localDate,
  LocalTime: match.localTime,
  Court: match.court,
  Status: match.status,
  ResultType: match.resultType,
  Defaulting: match.defaulting,
  PointsTeamASet1: match.pointsA1,
  PointsTeamBSet1: match.pointsB1,
  PointsTeamASet2: match.pointsA2,
  PointsTeamBSet2: match.pointsB2,
  PointsTeamASet3: match.pointsA3,
  PointsTeamBSet3: match.pointsB3,
  DurationSet1: match.durationSet1,
  DurationSet2: match.durationSet2,
  DurationSet3: match.durationSet3,
};

/** What a result gives, written with it by the server, never by a client. */
const beachDerivedWrites = { MatchPointsA: match.setsA, MatchPointsB: match.setsB, NoWinner: match.winnerNo };

export const beachMatchBinding: EntityBinding = {
  entity: BeachMatch,
  from: sql`${match}
    join ${tournament} on ${tournament.no} = ${match.tournamentNo}
    join ${round} on ${round.no} = ${match.roundNo}
    left join ${as(beachTeams, 'team_a')} on ${teamA.no} = ${match.teamANo}
    left join ${as(beachTeams, 'team_b')} on ${teamB.no} = ${match.teamBNo}
    left join ${as(federations, 'federation_a')} on ${federationA.no} = ${teamA.federationNo}
    left join ${as(federations, 'federation_b')} on ${federationB.no} = ${teamB.federationNo}`,
  columns: {
    No: sql`${match.no}`,
    NoTournament: sql`${match.tournamentNo}`,
    NoRound: sql`${match.roundNo}`,
    NoInTournament: sql`${match.noInTournament}`,
    Bracket: sql`${match.bracket}`,
    NoTeamA: sql`${match.teamANo}`,
    NoTeamB: sql`${match.teamBNo}`,
    TeamAName: sql`${teamA.name}`,
    TeamBName: sql`${teamB.name}`,
    NoPlayerA1: sql`${teamA.player1No}`,
    NoPlayerA2: sql`${teamA.player2No}`,
    NoPlayerB1: sql`${teamB.player1No}`,
    NoPlayerB2: sql`${teamB.player2No}`,
    ...readColumns(matchWrites),
    LocalTime: sql`to_char(${match.localTime}, 'HH24:MI:SS')`,
    DateTimeLocal: sql`to_char(${match.localDate} + ${match.localTime}, 'YYYY-MM-DD"T"HH24:MI:SS')`,
    BeginDateTimeUtc: beginsUtc,
    UtcDate: sql`(${beginsUtc})::date`,
    UtcTime: sql`to_char(${beginsUtc}, 'HH24:MI:SS')`,
    ...readColumns(beachDerivedWrites),
    WinnerRank: sql`${match.winnerRank}`,
    LoserRank: sql`${match.loserRank}`,
    TeamAFederationCode: sql`${federationA.code}`,
    TeamBFederationCode: sql`${federationB.code}`,
    RoundCode: sql`${round.code}`,
    RoundName: sql`${round.name}`,
    RoundBracket: sql`${round.bracket}`,
    RoundPhase: sql`${round.phase}`,
    NoEvent: sql`${tournament.eventNo}`,
    TournamentCode: sql`${tournament.code}`,
    TournamentName: sql`${tournament.name}`,
    TournamentTitle: sql`coalesce(${tournament.title}, '')`,
    TournamentGender: sql`${tournament.gender}`,
    TournamentType: sql`${tournament.typeNo}`,
    City: sql`${tournament.city}`,
    TimeZone: sql`${tournament.timeZone}`,
    TeamNos: sql`concat_ws(' ', ${match.teamANo}, ${match.teamBNo})`,
    Version: sql`${match.version}`,
  },
  searchText: sql`coalesce(${teamA.name}, '') || ' ' || coalesce(${teamB.name}, '')`,
  write: {
    table: match,
    no: match.no,
    version: match.version,
    columns: { ...matchWrites, ...beachDerivedWrites },
    updateOnly: true,
    prepare: prepareBeachMatch,
    afterSave: afterBeachResult,
  },
  partyScope: (viewer) => runsBeachTournament(viewer),
  visibleTo: (viewer) => visibleBeachTournament(viewer),
};
