import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { BEACH_FORMATS, BEACH_SCOPES } from '@libero/shared/registry/beach';
import { confederations, federations } from './bodies';
import { among, recordVersion, timestamps } from './columns';
import { events } from './competitions';
import { persons } from './people';

/** Categories of beach tournament (the public service's `Type`): draw sizes, quota, points and prize money. */
export const beachCategories = pgTable(
  'beach_categories',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    scope: varchar('scope', { length: 20 }).notNull().default('world'),
    nbTeamsMainDraw: smallint('nb_teams_main_draw').notNull(),
    nbTeamsQualification: smallint('nb_teams_qualification').notNull().default(0),
    nbTeamsFromQualification: smallint('nb_teams_from_qualification').notNull().default(0),
    federationQuota: smallint('federation_quota').notNull().default(2),
    nbWildcards: smallint('nb_wildcards').notNull().default(1),
    /** `from-to:points:prize` bands, prize money in cents of `currency`. */
    awards: varchar('awards', { length: 2000 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    uniqueIndex('beach_categories_code_key').on(t.code),
    check('beach_categories_scope_check', sql`${t.scope} in (${among(BEACH_SCOPES)})`),
  ],
);

export const beachTournaments = pgTable(
  'beach_tournaments',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    city: varchar('city', { length: 100 }),
    /** Where its local times are (IANA, `America/Sao_Paulo`): a match's time in UTC follows from it. */
    timeZone: varchar('time_zone', { length: 64 }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    gender: smallint('gender').notNull(),
    typeNo: integer('type_no')
      .notNull()
      .references(() => beachCategories.no),
    status: smallint('status').notNull().default(0),
    eventNo: integer('event_no').references(() => events.no),
    startDateMainDraw: date('start_date_main_draw'),
    endDateMainDraw: date('end_date_main_draw'),
    startDateQualification: date('start_date_qualification'),
    endDateQualification: date('end_date_qualification'),
    /** Null: the category's. */
    nbTeamsMainDraw: smallint('nb_teams_main_draw'),
    nbTeamsQualification: smallint('nb_teams_qualification'),
    nbTeamsFromQualification: smallint('nb_teams_from_qualification'),
    entryDeadline: date('entry_deadline'),
    federationQuota: smallint('federation_quota'),
    nbWildcards: smallint('nb_wildcards'),
    format: varchar('format', { length: 30 }).notNull().default('poolsThenElimination'),
    confederationNo: integer('confederation_no').references(() => confederations.no),
    federationNo: integer('federation_no').references(() => federations.no),
    published: boolean('published').notNull().default(false),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    uniqueIndex('beach_tournaments_code_key').on(sql`upper(${t.code})`),
    index('beach_tournaments_start_idx').on(t.startDate),
    index('beach_tournaments_end_idx').on(t.gender, t.endDate),
    check('beach_tournaments_gender_check', sql`${t.gender} in (0, 1)`),
    check('beach_tournaments_format_check', sql`${t.format} in (${among(BEACH_FORMATS)})`),
    check('beach_tournaments_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** The users who manage a beach tournament (users live in the production database: no foreign key). */
export const beachTournamentManagers = pgTable(
  'beach_tournament_managers',
  {
    tournamentNo: integer('tournament_no')
      .notNull()
      .references(() => beachTournaments.no, { onDelete: 'cascade' }),
    userNo: integer('user_no').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentNo, t.userNo] }),
    index('beach_tournament_managers_user_idx').on(t.userNo),
  ],
);

/** A team of two players in a tournament, with its entry and, once played, where it finished. */
export const beachTeams = pgTable(
  'beach_teams',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    tournamentNo: integer('tournament_no')
      .notNull()
      .references(() => beachTournaments.no, { onDelete: 'cascade' }),
    player1No: integer('player1_no')
      .notNull()
      .references(() => persons.no),
    player2No: integer('player2_no')
      .notNull()
      .references(() => persons.no),
    federationNo: integer('federation_no')
      .notNull()
      .references(() => federations.no),
    name: varchar('name', { length: 100 }).notNull(),
    status: smallint('status').notNull().default(3),
    /** Each player's ranking points on the entry deadline, and their sum. */
    entryPoints1: integer('entry_points1').notNull().default(0),
    entryPoints2: integer('entry_points2').notNull().default(0),
    entryPoints: integer('entry_points').notNull().default(0),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    wildcard: boolean('wildcard').notNull().default(false),
    seed: smallint('seed'),
    /** `mainDraw`, `qualification`, or null (reserve, withdrawn…). */
    draw: varchar('draw', { length: 20 }),
    positionInMainDraw: smallint('position_in_main_draw'),
    positionInQualification: smallint('position_in_qualification'),
    /** Where it finished, its points (each player's) and prize money (the team's, in cents). */
    rank: smallint('rank'),
    earnedPointsPlayer: integer('earned_points_player'),
    earningsTeam: integer('earnings_team'),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('beach_teams_tournament_idx').on(t.tournamentNo),
    index('beach_teams_player1_idx').on(t.player1No),
    index('beach_teams_player2_idx').on(t.player2No),
    check('beach_teams_players_check', sql`${t.player1No} <> ${t.player2No}`),
  ],
);

/** Each player of a tournament's teams once: a player plays in one team of a tournament. */
export const beachTeamPlayers = pgTable(
  'beach_team_players',
  {
    tournamentNo: integer('tournament_no')
      .notNull()
      .references(() => beachTournaments.no, { onDelete: 'cascade' }),
    playerNo: integer('player_no')
      .notNull()
      .references(() => persons.no),
    teamNo: integer('team_no')
      .notNull()
      .references(() => beachTeams.no, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tournamentNo, t.playerNo] }), index('beach_team_players_team_idx').on(t.teamNo)],
);

/** A round: a qualification round, a pool, a round of the main draw's bracket. */
export const beachRounds = pgTable(
  'beach_rounds',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    tournamentNo: integer('tournament_no')
      .notNull()
      .references(() => beachTournaments.no, { onDelete: 'cascade' }),
    noInTournament: smallint('no_in_tournament').notNull(),
    code: varchar('code', { length: 10 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    bracket: varchar('bracket', { length: 4 }).notNull(),
    phase: smallint('phase').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    rankMethod: varchar('rank_method', { length: 40 }).notNull(),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [uniqueIndex('beach_rounds_number_key').on(t.tournamentNo, t.noInTournament)],
);

export const beachMatches = pgTable(
  'beach_matches',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    tournamentNo: integer('tournament_no')
      .notNull()
      .references(() => beachTournaments.no, { onDelete: 'cascade' }),
    roundNo: integer('round_no')
      .notNull()
      .references(() => beachRounds.no, { onDelete: 'cascade' }),
    noInTournament: smallint('no_in_tournament').notNull(),
    /** Its place in its round's bracket or pool (`A1`, `W1-3`, `F`). */
    bracket: varchar('bracket', { length: 10 }).notNull(),
    teamANo: integer('team_a_no').references(() => beachTeams.no),
    teamBNo: integer('team_b_no').references(() => beachTeams.no),
    localDate: date('local_date'),
    localTime: time('local_time'),
    court: varchar('court', { length: 20 }),
    status: smallint('status').notNull().default(0),
    resultType: smallint('result_type').notNull().default(0),
    /** The team that forfeited, retired or did not show (`A` or `B`). */
    defaulting: varchar('defaulting', { length: 1 }),
    pointsA1: smallint('points_a_1'),
    pointsB1: smallint('points_b_1'),
    pointsA2: smallint('points_a_2'),
    pointsB2: smallint('points_b_2'),
    pointsA3: smallint('points_a_3'),
    pointsB3: smallint('points_b_3'),
    durationSet1: smallint('duration_set1'),
    durationSet2: smallint('duration_set2'),
    durationSet3: smallint('duration_set3'),
    setsA: smallint('sets_a'),
    setsB: smallint('sets_b'),
    winnerNo: integer('winner_no').references(() => beachTeams.no),
    /** The finishing ranks this match gives (0: the team plays on). */
    winnerRank: smallint('winner_rank').notNull().default(0),
    loserRank: smallint('loser_rank').notNull().default(0),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    uniqueIndex('beach_matches_number_key').on(t.tournamentNo, t.noInTournament),
    uniqueIndex('beach_matches_bracket_key').on(t.roundNo, t.bracket),
    index('beach_matches_team_a_idx').on(t.teamANo),
    index('beach_matches_team_b_idx').on(t.teamBNo),
    check('beach_matches_defaulting_check', sql`${t.defaulting} in ('A', 'B')`),
  ],
);

/** A pool's standings, recomputed with every result of the pool. */
export const beachRoundRankings = pgTable(
  'beach_round_rankings',
  {
    roundNo: integer('round_no')
      .notNull()
      .references(() => beachRounds.no, { onDelete: 'cascade' }),
    teamNo: integer('team_no')
      .notNull()
      .references(() => beachTeams.no, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    rank: smallint('rank').notNull(),
    matchPoints: smallint('match_points').notNull(),
    matchesWon: smallint('matches_won').notNull(),
    matchesLost: smallint('matches_lost').notNull(),
    setsWon: smallint('sets_won').notNull(),
    setsLost: smallint('sets_lost').notNull(),
    pointsWon: integer('points_won').notNull(),
    pointsLost: integer('points_lost').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundNo, t.teamNo] })],
);

/**
 * The points each player earned in a tournament whose ranking is published: what the world and
 * Olympic selection rankings are computed from.
 */
export const beachResults = pgTable(
  'beach_results',
  {
    tournamentNo: integer('tournament_no')
      .notNull()
      .references(() => beachTournaments.no, { onDelete: 'cascade' }),
    playerNo: integer('player_no')
      .notNull()
      .references(() => persons.no),
    teamNo: integer('team_no')
      .notNull()
      .references(() => beachTeams.no, { onDelete: 'cascade' }),
    gender: smallint('gender').notNull(),
    endDate: date('end_date').notNull(),
    points: integer('points').notNull(),
    /** The player's half of the team's prize money, in cents. */
    earnings: integer('earnings').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentNo, t.playerNo] }),
    index('beach_results_player_idx').on(t.playerNo, t.endDate),
    index('beach_results_gender_idx').on(t.gender, t.endDate),
  ],
);

/** The rules of each ranking: how many results count, over which days (admins edit them). */
export const beachRankingRules = pgTable('beach_ranking_rules', {
  /** `world` or `olympic`. */
  kind: varchar('kind', { length: 20 }).primaryKey(),
  bestN: smallint('best_n').notNull(),
  /** A rolling window of days before the ranking date, or a fixed period. */
  windowDays: smallint('window_days'),
  periodFrom: date('period_from'),
  periodTo: date('period_to'),
  /** The Olympic Games the selection ranking is for. */
  gamesYear: smallint('games_year'),
});

/** Each ranking's players as of its last recomputation, for reading speed. */
export const beachPlayerRankings = pgTable(
  'beach_player_rankings',
  {
    kind: varchar('kind', { length: 20 }).notNull(),
    gender: smallint('gender').notNull(),
    playerNo: integer('player_no')
      .notNull()
      .references(() => persons.no, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    position: integer('position').notNull(),
    nbCounted: smallint('nb_counted').notNull(),
    nbParticipations: smallint('nb_participations').notNull(),
    hasTournamentsRemoved: boolean('has_tournaments_removed').notNull(),
    earnings: integer('earnings').notNull().default(0),
    asOf: date('as_of').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.gender, t.playerNo] }),
    index('beach_player_rankings_position_idx').on(t.kind, t.gender, t.position),
  ],
);
