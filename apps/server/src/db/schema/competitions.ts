import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  MATCH_STATUSES,
  ORGANIZER_TYPES,
  PHASE_KINDS,
  STAFF_ROLES,
  TOURNAMENT_STATUSES,
  VOLLEY_POSITIONS,
  type MatchStatus,
  type TournamentStatus,
} from '@libero/shared/registry/competitions';
import { federations, volleyClubs } from './bodies';
import { among, recordVersion, timestamps } from './columns';
import { persons } from './people';

/** A named event (VIS Event): a world championship, a nations league, a tour. */
export const events = pgTable(
  'events',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    type: smallint('type').notNull().default(0),
    parentEventNo: integer('parent_event_no'),
    countryCode: varchar('country_code', { length: 2 }),
    hasBeachTournament: boolean('has_beach_tournament').notNull().default(false),
    hasVolleyTournament: boolean('has_volley_tournament').notNull().default(false),
    hasMenTournament: boolean('has_men_tournament').notNull().default(false),
    hasWomenTournament: boolean('has_women_tournament').notNull().default(false),
    isVisManaged: boolean('is_vis_managed').notNull().default(true),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    uniqueIndex('events_code_key').on(sql`upper(${t.code})`),
    index('events_start_idx').on(t.startDate),
    check('events_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** National-league seasons, named by the year they start. */
export const seasons = pgTable(
  'seasons',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    year: smallint('year').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [uniqueIndex('seasons_year_key').on(t.year), check('seasons_dates_check', sql`${t.endDate} > ${t.startDate}`)],
);

/** Kinds of indoor tournament, with their standings criteria and roster limits (admins edit them). */
export const volleyTournamentTypes = pgTable(
  'volley_tournament_types',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    nameFr: varchar('name_fr', { length: 100 }),
    nameEs: varchar('name_es', { length: 100 }),
    /** Space-separated, in order. */
    standingsCriteria: varchar('standings_criteria', { length: 200 })
      .notNull()
      .default('matchesWon rankingPoints setRatio pointRatio headToHead'),
    maxPlayers: smallint('max_players').notNull().default(14),
    maxLiberos: smallint('max_liberos').notNull().default(2),
    official: boolean('official').notNull().default(true),
    nationalLeague: boolean('national_league').notNull().default(false),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [uniqueIndex('volley_tournament_types_code_key').on(t.code)],
);

export const volleyHalls = pgTable('volley_halls', {
  no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 200 }).notNull(),
  city: varchar('city', { length: 100 }).notNull(),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  capacity: integer('capacity'),
  timeZone: varchar('time_zone', { length: 60 }).notNull(),
  ...timestamps,
  ...recordVersion,
});

export const volleyTournaments = pgTable(
  'volley_tournaments',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    seasonNo: integer('season_no').references(() => seasons.no),
    /** 0 = men, 1 = women. */
    gender: smallint('gender').notNull(),
    typeNo: integer('type_no')
      .notNull()
      .references(() => volleyTournamentTypes.no),
    countryCode: varchar('country_code', { length: 2 }),
    city: varchar('city', { length: 100 }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: varchar('status', { length: 20 }).$type<TournamentStatus>().notNull().default('planned'),
    eventNo: integer('event_no').references(() => events.no),
    organizerType: varchar('organizer_type', { length: 20 }).notNull().default('world'),
    /** The organising confederation or federation, by `organizer_type`. */
    organizerNo: integer('organizer_no'),
    division: smallint('division'),
    published: boolean('published').notNull().default(false),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    uniqueIndex('volley_tournaments_code_key').on(sql`upper(${t.code})`),
    index('volley_tournaments_season_idx').on(t.seasonNo),
    index('volley_tournaments_start_idx').on(t.startDate),
    check('volley_tournaments_gender_check', sql`${t.gender} in (0, 1)`),
    check('volley_tournaments_status_check', sql`${t.status} in (${among(TOURNAMENT_STATUSES)})`),
    check('volley_tournaments_organizer_check', sql`${t.organizerType} in (${among(ORGANIZER_TYPES)})`),
    check('volley_tournaments_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * The users who manage a tournament: assigned by an admin, or its creator. Users live in the
 * production database, so `user_no` is not a foreign key.
 */
export const volleyTournamentManagers = pgTable(
  'volley_tournament_managers',
  {
    tournamentNo: integer('tournament_no')
      .notNull()
      .references(() => volleyTournaments.no, { onDelete: 'cascade' }),
    userNo: integer('user_no').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentNo, t.userNo] }),
    index('volley_tournament_managers_user_idx').on(t.userNo),
  ],
);

/** A team entered in a tournament: a national team or a club. */
export const volleyTeams = pgTable(
  'volley_teams',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    tournamentNo: integer('tournament_no')
      .notNull()
      .references(() => volleyTournaments.no, { onDelete: 'cascade' }),
    federationNo: integer('federation_no').references(() => federations.no),
    clubNo: integer('club_no').references(() => volleyClubs.no),
    name: varchar('name', { length: 100 }),
    code: varchar('code', { length: 10 }),
    seed: smallint('seed'),
    /** Where it finished: derived from the results, kept for reading. */
    finalPosition: smallint('final_position'),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('volley_teams_tournament_idx').on(t.tournamentNo),
    index('volley_teams_federation_idx').on(t.federationNo),
    index('volley_teams_club_idx').on(t.clubNo),
    uniqueIndex('volley_teams_federation_key')
      .on(t.tournamentNo, t.federationNo)
      .where(sql`${t.clubNo} is null`),
    uniqueIndex('volley_teams_club_key').on(t.tournamentNo, t.clubNo),
    check('volley_teams_side_check', sql`(${t.federationNo} is null) <> (${t.clubNo} is null)`),
  ],
);

/** A player on a team's roster; the tournament is kept to hold one team per player per tournament. */
export const volleyRosters = pgTable(
  'volley_rosters',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    teamNo: integer('team_no')
      .notNull()
      .references(() => volleyTeams.no, { onDelete: 'cascade' }),
    tournamentNo: integer('tournament_no')
      .notNull()
      .references(() => volleyTournaments.no, { onDelete: 'cascade' }),
    playerNo: integer('player_no')
      .notNull()
      .references(() => persons.no),
    shirtNumber: smallint('shirt_number').notNull(),
    position: varchar('position', { length: 20 }).notNull(),
    captain: boolean('captain').notNull().default(false),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    uniqueIndex('volley_rosters_player_key').on(t.tournamentNo, t.playerNo),
    uniqueIndex('volley_rosters_shirt_key').on(t.teamNo, t.shirtNumber),
    index('volley_rosters_player_idx').on(t.playerNo),
    check('volley_rosters_position_check', sql`${t.position} in (${among(VOLLEY_POSITIONS)})`),
    check('volley_rosters_shirt_check', sql`${t.shirtNumber} between 1 and 99`),
  ],
);

export const volleyTeamStaff = pgTable(
  'volley_team_staff',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    teamNo: integer('team_no')
      .notNull()
      .references(() => volleyTeams.no, { onDelete: 'cascade' }),
    tournamentNo: integer('tournament_no')
      .notNull()
      .references(() => volleyTournaments.no, { onDelete: 'cascade' }),
    personNo: integer('person_no')
      .notNull()
      .references(() => persons.no),
    role: varchar('role', { length: 30 }).notNull(),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    uniqueIndex('volley_team_staff_key').on(t.teamNo, t.personNo, t.role),
    index('volley_team_staff_person_idx').on(t.personNo),
    check('volley_team_staff_role_check', sql`${t.role} in (${among(STAFF_ROLES)})`),
  ],
);

/** A stage of a tournament: pools, or a final round played as a bracket. */
export const phases = pgTable(
  'phases',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    tournamentNo: integer('tournament_no')
      .notNull()
      .references(() => volleyTournaments.no, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull().default('pools'),
    position: smallint('position').notNull().default(1),
    /** For a final round: `rank:count` pairs, who qualifies from the pools. */
    qualifiers: varchar('qualifiers', { length: 200 }),
    bronzeMatch: boolean('bronze_match').notNull().default(true),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('phases_tournament_idx').on(t.tournamentNo),
    check('phases_kind_check', sql`${t.kind} in (${among(PHASE_KINDS)})`),
  ],
);

export const volleyPools = pgTable(
  'volley_pools',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    phaseNo: integer('phase_no')
      .notNull()
      .references(() => phases.no, { onDelete: 'cascade' }),
    tournamentNo: integer('tournament_no')
      .notNull()
      .references(() => volleyTournaments.no, { onDelete: 'cascade' }),
    code: varchar('code', { length: 4 }).notNull(),
    name: varchar('name', { length: 100 }),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    uniqueIndex('volley_pools_code_key').on(t.phaseNo, t.code),
    index('volley_pools_tournament_idx').on(t.tournamentNo),
  ],
);

/** The teams of a pool, in seeding order. */
export const volleyPoolTeams = pgTable(
  'volley_pool_teams',
  {
    poolNo: integer('pool_no')
      .notNull()
      .references(() => volleyPools.no, { onDelete: 'cascade' }),
    teamNo: integer('team_no')
      .notNull()
      .references(() => volleyTeams.no, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.poolNo, t.teamNo] }), index('volley_pool_teams_team_idx').on(t.teamNo)],
);

const setColumns = () =>
  Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((set) => [
      [`pointsA${set}`, smallint(`points_a_${set}`)],
      [`pointsB${set}`, smallint(`points_b_${set}`)],
    ]),
  ) as Record<`points${'A' | 'B'}${1 | 2 | 3 | 4 | 5}`, ReturnType<typeof smallint>>;

export const volleyMatches = pgTable(
  'volley_matches',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    tournamentNo: integer('tournament_no')
      .notNull()
      .references(() => volleyTournaments.no, { onDelete: 'cascade' }),
    phaseNo: integer('phase_no').references(() => phases.no, { onDelete: 'cascade' }),
    poolNo: integer('pool_no').references(() => volleyPools.no, { onDelete: 'cascade' }),
    noInTournament: smallint('no_in_tournament'),
    bracket: varchar('bracket', { length: 10 }),
    teamANo: integer('team_a_no').references(() => volleyTeams.no),
    teamBNo: integer('team_b_no').references(() => volleyTeams.no),
    hallNo: integer('hall_no').references(() => volleyHalls.no),
    localDate: date('local_date'),
    /** `HH:MM` in the hall's time zone. */
    localTime: varchar('local_time', { length: 5 }),
    referee1No: integer('referee1_no').references(() => persons.no),
    referee2No: integer('referee2_no').references(() => persons.no),
    scorerNo: integer('scorer_no').references(() => persons.no),
    status: varchar('status', { length: 20 }).$type<MatchStatus>().notNull().default('scheduled'),
    forfeitBy: varchar('forfeit_by', { length: 1 }),
    ...setColumns(),
    /** Sets won, and the winner: derived from the set scores when the result is saved. */
    setsA: smallint('sets_a'),
    setsB: smallint('sets_b'),
    winnerNo: integer('winner_no').references(() => volleyTeams.no),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('volley_matches_tournament_idx').on(t.tournamentNo, t.localDate, t.localTime),
    index('volley_matches_pool_idx').on(t.poolNo),
    index('volley_matches_team_a_idx').on(t.teamANo),
    index('volley_matches_team_b_idx').on(t.teamBNo),
    uniqueIndex('volley_matches_number_key').on(t.tournamentNo, t.noInTournament),
    uniqueIndex('volley_matches_bracket_key').on(t.phaseNo, t.bracket),
    check('volley_matches_status_check', sql`${t.status} in (${among(MATCH_STATUSES)})`),
    check('volley_matches_teams_check', sql`${t.teamANo} is distinct from ${t.teamBNo} or ${t.teamANo} is null`),
    check('volley_matches_forfeit_check', sql`${t.forfeitBy} in ('A', 'B')`),
  ],
);

/**
 * A pool's standings, recomputed in the transaction of every result that changes them. Each
 * criterion is kept so that a table can show all of them; a ratio with nothing lost is null
 * (shown as "MAX").
 */
export const volleyPoolRankings = pgTable(
  'volley_pool_rankings',
  {
    poolNo: integer('pool_no')
      .notNull()
      .references(() => volleyPools.no, { onDelete: 'cascade' }),
    teamNo: integer('team_no')
      .notNull()
      .references(() => volleyTeams.no, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    rank: smallint('rank').notNull(),
    played: smallint('played').notNull(),
    won: smallint('won').notNull(),
    lost: smallint('lost').notNull(),
    rankingPoints: smallint('ranking_points').notNull(),
    setsWon: smallint('sets_won').notNull(),
    setsLost: smallint('sets_lost').notNull(),
    setRatio: doublePrecision('set_ratio'),
    pointsWon: integer('points_won').notNull(),
    pointsLost: integer('points_lost').notNull(),
    pointRatio: doublePrecision('point_ratio'),
  },
  (t) => [primaryKey({ columns: [t.poolNo, t.teamNo] })],
);
