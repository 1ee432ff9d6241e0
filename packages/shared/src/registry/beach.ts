import { GENDER_CODES } from './field-codes';
import type { EntityDef, FieldDef, RoleRule } from './types';

/**
 * Beach volleyball, in the field names and numeric codes of the public service's recorded answers
 * (`shared/vis-samples`): tournaments, teams (two players), rounds, matches and rankings.
 */

/** A tournament's life: numbers as the public service writes them. */
export const BEACH_TOURNAMENT_STATUS = {
  planned: 0,
  entryOpen: 1,
  entryClosed: 2,
  drawn: 3,
  running: 4,
  finished: 5,
  rankingPublished: 6,
  cancelled: 9,
} as const;
export type BeachTournamentStatusName = keyof typeof BEACH_TOURNAMENT_STATUS;

/** Where a team stands in a tournament's entry list. */
export const BEACH_TEAM_STATUS = {
  /** In the main draw or the qualification. */
  confirmed: 0,
  withdrawn: 1,
  reserve: 2,
  /** Entered, before the deadline's allocation. */
  entered: 3,
  /** Beyond its federation's quota. */
  overQuota: 4,
} as const;

/** A round's phase, as the public service numbers it. */
export const BEACH_PHASE = { qualification: 3, mainDraw: 4 } as const;

export const BEACH_MATCH_STATUS = { scheduled: 0, running: 10, finished: 15 } as const;

/** How a match ended. */
export const BEACH_RESULT_TYPE = { normal: 0, forfeit: 1, retirement: 2, noShow: 3 } as const;

/** The draw formats of a main draw: pools of four then single elimination, or double elimination. */
export const BEACH_FORMATS = ['poolsThenElimination', 'doubleElimination'] as const;

/** Who a category's tournaments are for: the world tour, a confederation's tour, a federation's. */
export const BEACH_SCOPES = ['world', 'continental', 'national'] as const;

const PUBLIC_READ = { get: 'anyone', list: 'anyone' } as const;
/** Beach tournament managers their tournaments; a confederation's beach manager its continental ones. */
const MANAGED: RoleRule = {
  types: ['BeachTournamentManager', 'ConfederationBeachManager', 'Federation'],
  scope: 'party',
};

const no = (label: string): FieldDef => ({ type: 'integer', label, sortable: true });
const version = { type: 'version', label: 'common:fields.version' } as const;
const required = (rules: FieldDef['write'] = {}) => ({ required: true, ...rules });
const codes = (values: Readonly<Record<string, number>>) => Object.values(values);
/** A numeric code field's write rules: one of the codes. */
const oneOfCodes = (values: Readonly<Record<string, number>>) => ({ oneOfNumbers: codes(values) });

/** A category of beach tournament (`Type`), with its draw sizes, quota and points table (admins edit it). */
export const BeachCategory = {
  name: 'BeachCategory',
  plural: 'BeachCategories',
  area: 'beach',
  fields: {
    /** The tournament `Type` number of the public service. */
    No: no('beach:fields.type'),
    Code: { type: 'text', label: 'beach:fields.code', sortable: true, write: required({ maxLength: 40 }) },
    Name: { type: 'text', label: 'beach:fields.name', sortable: true, write: required({ maxLength: 100 }) },
    Scope: {
      type: 'text',
      label: 'beach:fields.scope',
      codes: 'beach:scopes',
      write: required({ oneOf: BEACH_SCOPES, default: 'world' }),
    },
    NbTeamsMainDraw: { type: 'integer', label: 'beach:fields.nbTeamsMainDraw', write: required({ min: 4, max: 64 }) },
    NbTeamsQualification: { type: 'integer', label: 'beach:fields.nbTeamsQualification', write: { min: 0, max: 128 } },
    NbTeamsFromQualification: {
      type: 'integer',
      label: 'beach:fields.nbTeamsFromQualification',
      write: { min: 0, max: 32 },
    },
    FederationQuota: { type: 'integer', label: 'beach:fields.federationQuota', write: { min: 1, max: 16 } },
    NbWildcards: { type: 'integer', label: 'beach:fields.nbWildcards', write: { min: 0, max: 8 } },
    /**
     * Points and prize money by finishing position, space-separated `from-to:points:prize` bands
     * (`1-1:1200:3000000 5-8:720:800000`); prize money in cents of `Currency`.
     */
    Awards: { type: 'text', label: 'beach:fields.awards', write: required({ maxLength: 2000, format: 'awards' }) },
    Currency: { type: 'text', label: 'beach:fields.currency', write: required({ maxLength: 3, default: 'USD' }) },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Scope: { field: 'Scope', operator: 'in', type: 'text' },
  },
  relations: {},
  defaultSort: ['No'],
  defaultFields: ['No', 'Code', 'Name', 'Scope', 'NbTeamsMainDraw', 'NbTeamsQualification'],
  rules: { ...PUBLIC_READ, save: 'admin', delete: 'admin' },
} as const satisfies EntityDef;

/** A beach tournament, in the public service's fields. */
export const BeachTournament = {
  name: 'BeachTournament',
  plural: 'BeachTournaments',
  area: 'beach',
  fields: {
    No: no('beach:fields.no'),
    Code: { type: 'text', label: 'beach:fields.code', sortable: true, write: required({ maxLength: 30 }) },
    Name: { type: 'text', label: 'beach:fields.name', sortable: true, write: required({ maxLength: 200 }) },
    Title: { type: 'text', label: 'beach:fields.title', write: { maxLength: 200 } },
    CountryCode: {
      type: 'text',
      label: 'beach:fields.country',
      sortable: true,
      write: required({ format: 'country' }),
    },
    CountryName: { type: 'text', label: 'beach:fields.country' },
    City: { type: 'text', label: 'beach:fields.city', sortable: true, write: { maxLength: 100 } },
    /** Where its matches' local times are (IANA): their time in UTC follows. */
    TimeZone: { type: 'text', label: 'beach:fields.timeZone', write: { format: 'timeZone' } },
    DefaultTimeZone: { type: 'text', label: 'beach:fields.timeZone', sameAs: 'TimeZone' },
    StartDate: { type: 'date', label: 'beach:fields.startDate', sortable: true, write: required() },
    EndDate: { type: 'date', label: 'beach:fields.endDate', sortable: true, write: required() },
    /** The year of its season, as text (`2025`), as the public service answers it. */
    Season: { type: 'text', label: 'beach:fields.season', sortable: true },
    Gender: {
      type: 'integer',
      label: 'beach:fields.gender',
      sortable: true,
      codeNames: GENDER_CODES,
      write: required({ min: 0, max: 1 }),
    },
    /** The category (`BeachCategory.No`). */
    Type: { type: 'integer', label: 'beach:fields.type', sortable: true, write: required() },
    TypeName: { type: 'text', label: 'beach:fields.type' },
    Status: {
      type: 'integer',
      label: 'beach:fields.status',
      sortable: true,
      codes: 'beach:tournamentStatuses',
      codeNames: BEACH_TOURNAMENT_STATUS,
      write: { ...oneOfCodes(BEACH_TOURNAMENT_STATUS), default: '0' },
    },
    NoEvent: { type: 'integer', label: 'beach:fields.event', write: {} },
    StartDateMainDraw: { type: 'date', label: 'beach:fields.startDateMainDraw', write: {} },
    EndDateMainDraw: { type: 'date', label: 'beach:fields.endDateMainDraw', write: {} },
    StartDateQualification: { type: 'date', label: 'beach:fields.startDateQualification', write: {} },
    EndDateQualification: { type: 'date', label: 'beach:fields.endDateQualification', write: {} },
    NbTeamsMainDraw: { type: 'integer', label: 'beach:fields.nbTeamsMainDraw', write: { min: 4, max: 64 } },
    NbTeamsQualification: { type: 'integer', label: 'beach:fields.nbTeamsQualification', write: { min: 0, max: 128 } },
    NbTeamsFromQualification: {
      type: 'integer',
      label: 'beach:fields.nbTeamsFromQualification',
      write: { min: 0, max: 32 },
    },
    /** The last day federations enter teams; entry points are taken on that day. */
    EntryDeadline: { type: 'date', label: 'beach:fields.entryDeadline', sortable: true, write: {} },
    Deadline: { type: 'date', label: 'beach:fields.entryDeadline', sortable: true, sameAs: 'EntryDeadline' },
    FederationQuota: { type: 'integer', label: 'beach:fields.federationQuota', write: { min: 1, max: 16 } },
    NbWildcards: { type: 'integer', label: 'beach:fields.nbWildcards', write: { min: 0, max: 8 } },
    Format: {
      type: 'text',
      label: 'beach:fields.format',
      codes: 'beach:formats',
      write: { oneOf: BEACH_FORMATS, default: 'poolsThenElimination' },
    },
    /** The confederation of a continental tournament (its beach manager runs it). */
    NoConfederation: { type: 'integer', label: 'beach:fields.confederation', write: {} },
    /** The federation of a national tour tournament. */
    NoFederation: { type: 'integer', label: 'beach:fields.federation', write: {} },
    FederationCode: { type: 'text', label: 'beach:fields.federation' },
    /** The currency of its prize money: its category's. */
    EarningsCurrencyCode: { type: 'text', label: 'beach:fields.currency' },
    Published: { type: 'flag', label: 'beach:fields.published', write: {} },
    ManagerUserNos: {
      type: 'text',
      label: 'beach:fields.managers',
      access: 'signedIn',
      write: { maxLength: 500, adminOnly: true },
    },
    TeamCount: { type: 'integer', label: 'beach:fields.teamCount' },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Season: { field: 'Season', operator: 'in', type: 'text' },
    Gender: { field: 'Gender', operator: 'in', type: 'integer' },
    Type: { field: 'Type', operator: 'in', type: 'integer' },
    Statuses: { field: 'Status', operator: 'in', type: 'integer' },
    CountryCode: { field: 'CountryCode', operator: 'in', type: 'text' },
    NoEvent: { field: 'NoEvent', operator: 'in', type: 'integer' },
    FirstDate: { field: 'EndDate', operator: 'from', type: 'date' },
    LastDate: { field: 'StartDate', operator: 'to', type: 'date' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {
    Category: { target: 'BeachCategory', key: 'Type', labelField: 'TypeName' },
    Event: { target: 'Event', key: 'NoEvent' },
  },
  defaultSort: ['-StartDate'],
  defaultFields: ['No', 'Code', 'Name', 'CountryCode', 'City', 'StartDate', 'EndDate', 'Gender', 'Type', 'Status'],
  rules: {
    ...PUBLIC_READ,
    save: MANAGED,
    delete: MANAGED,
  },
} as const satisfies EntityDef;

/** A team of two players entered in a beach tournament. */
export const BeachTeam = {
  name: 'BeachTeam',
  plural: 'BeachTeams',
  area: 'beach',
  fields: {
    No: no('beach:fields.no'),
    NoTournament: { type: 'integer', label: 'beach:fields.tournament', sortable: true, write: required() },
    NoPlayer1: { type: 'integer', label: 'beach:fields.player1', write: required() },
    NoPlayer2: { type: 'integer', label: 'beach:fields.player2', write: required() },
    /** `Last1/Last2`. */
    Name: { type: 'text', label: 'beach:fields.teamName', sortable: true },
    NoFederation: { type: 'integer', label: 'beach:fields.federation' },
    FederationCode: { type: 'text', label: 'beach:fields.federation', sortable: true },
    /** The federation's country, two letters, as the public service answers it. */
    CountryCode: { type: 'text', label: 'beach:fields.country' },
    ConfederationCode: { type: 'text', label: 'beach:fields.confederation' },
    Status: {
      type: 'integer',
      label: 'beach:fields.entryStatus',
      sortable: true,
      codes: 'beach:teamStatuses',
      codeNames: BEACH_TEAM_STATUS,
      write: oneOfCodes(BEACH_TEAM_STATUS),
    },
    /** Both players' ranking points on the entry deadline. */
    EntryPoints: { type: 'integer', label: 'beach:fields.entryPoints', sortable: true },
    EntryDate: { type: 'dateTime', label: 'beach:fields.entryDate', sortable: true },
    Wildcard: { type: 'flag', label: 'beach:fields.wildcard', write: { adminOnly: true } },
    Seed: { type: 'integer', label: 'beach:fields.seed', sortable: true },
    MainDrawSeed: { type: 'integer', label: 'beach:fields.seed', sortable: true, sameAs: 'Seed' },
    PositionInMainDraw: { type: 'integer', label: 'beach:fields.positionInMainDraw', sortable: true },
    PositionInQualification: { type: 'integer', label: 'beach:fields.positionInQualification', sortable: true },
    IsInMainDraw: { type: 'flag', label: 'beach:fields.isInMainDraw' },
    IsInQualification: { type: 'flag', label: 'beach:fields.isInQualification' },
    /** Where it finished. */
    Rank: { type: 'integer', label: 'beach:fields.rank', sortable: true },
    EarnedPointsTeam: { type: 'integer', label: 'beach:fields.earnedPointsTeam', sortable: true },
    EarnedPointsPlayer: { type: 'integer', label: 'beach:fields.earnedPointsPlayer' },
    /** Prize money in cents. */
    EarningsTeam: { type: 'integer', label: 'beach:fields.earningsTeam' },
    EarningsTotalTeam: { type: 'integer', label: 'beach:fields.earningsTeam', sameAs: 'EarningsTeam' },
    Player1FirstName: { type: 'text', label: 'beach:fields.player1' },
    Player1LastName: { type: 'text', label: 'beach:fields.player1' },
    Player2FirstName: { type: 'text', label: 'beach:fields.player2' },
    Player2LastName: { type: 'text', label: 'beach:fields.player2' },
    TournamentCode: { type: 'text', label: 'beach:fields.code' },
    TournamentName: { type: 'text', label: 'beach:fields.tournament', sortable: true },
    TournamentTitle: { type: 'text', label: 'beach:fields.title' },
    TournamentType: { type: 'integer', label: 'beach:fields.type' },
    /** The year of its tournament's season, as text (`2025`). */
    TournamentSeason: { type: 'text', label: 'beach:fields.season' },
    TournamentStatus: {
      type: 'integer',
      label: 'beach:fields.status',
      codes: 'beach:tournamentStatuses',
      codeNames: BEACH_TOURNAMENT_STATUS,
    },
    TournamentEndDate: { type: 'date', label: 'beach:fields.endDate', sortable: true },
    TournamentEndDateMainDraw: { type: 'date', label: 'beach:fields.endDateMainDraw' },
    /** Both players' numbers, space-separated (the `NoPlayer` filter). */
    PlayerNos: { type: 'text', label: 'beach:fields.players' },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoTournament: { field: 'NoTournament', operator: 'in', type: 'integer' },
    NoFederation: { field: 'NoFederation', operator: 'in', type: 'integer' },
    FederationCode: { field: 'FederationCode', operator: 'in', type: 'text' },
    Statuses: { field: 'Status', operator: 'in', type: 'integer' },
    /** Teams of any of these players. */
    NoPlayer: { field: 'PlayerNos', operator: 'includes', type: 'text' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {
    Tournament: { target: 'BeachTournament', key: 'NoTournament', labelField: 'TournamentName' },
    Player1: { target: 'Player', key: 'NoPlayer1' },
    Player2: { target: 'Player', key: 'NoPlayer2' },
  },
  defaultSort: ['NoTournament', 'Seed', 'No'],
  defaultFields: ['No', 'NoTournament', 'NoPlayer1', 'NoPlayer2', 'Name', 'CountryCode', 'Status', 'Rank'],
  rules: { ...PUBLIC_READ, save: MANAGED, delete: MANAGED },
} as const satisfies EntityDef;

/** A round of a beach tournament: a qualification round, a pool, a round of the bracket. */
export const BeachRound = {
  name: 'BeachRound',
  plural: 'BeachRounds',
  area: 'beach',
  fields: {
    No: no('beach:fields.no'),
    NoTournament: { type: 'integer', label: 'beach:fields.tournament' },
    NoInTournament: { type: 'integer', label: 'beach:fields.roundNumber', sortable: true },
    Order: { type: 'integer', label: 'beach:fields.roundNumber', sortable: true, sameAs: 'NoInTournament' },
    Code: { type: 'text', label: 'beach:fields.code', sortable: true },
    Name: { type: 'text', label: 'beach:fields.name', sortable: true },
    /** `W` winners, `L` losers, or the pool's letter. */
    Bracket: { type: 'text', label: 'beach:fields.bracket' },
    Phase: { type: 'integer', label: 'beach:fields.phase', codes: 'beach:phases', codeNames: BEACH_PHASE },
    StartDate: { type: 'date', label: 'beach:fields.startDate', sortable: true },
    EndDate: { type: 'date', label: 'beach:fields.endDate' },
    /** `<Ranked />` for a pool, `<DirectElimination />` for a bracket round. */
    RankMethod: { type: 'text', label: 'beach:fields.rankMethod' },
    RankingMethod: { type: 'text', label: 'beach:fields.rankMethod', sameAs: 'RankMethod' },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoTournament: { field: 'NoTournament', operator: 'in', type: 'integer' },
    Phase: { field: 'Phase', operator: 'in', type: 'integer' },
  },
  relations: { Tournament: { target: 'BeachTournament', key: 'NoTournament' } },
  defaultSort: ['NoInTournament'],
  defaultFields: ['No', 'NoTournament', 'NoInTournament', 'Code', 'Name', 'Bracket', 'Phase', 'StartDate'],
  rules: PUBLIC_READ,
} as const satisfies EntityDef;

const setFields = (team: 'A' | 'B') =>
  Object.fromEntries(
    [1, 2, 3].map((set) => [
      `PointsTeam${team}Set${set}`,
      { type: 'integer', label: `beach:fields.pointsTeam${team}`, write: { min: 0, max: 99 } } as FieldDef,
    ]),
  );
const durations = Object.fromEntries(
  [1, 2, 3].map((set) => [
    `DurationSet${set}`,
    { type: 'integer', label: 'beach:fields.duration', write: { min: 0, max: 7200 } } as FieldDef,
  ]),
);

/** A beach match, in the public service's fields. */
export const BeachMatch = {
  name: 'BeachMatch',
  plural: 'BeachMatches',
  area: 'beach',
  fields: {
    No: no('beach:fields.no'),
    NoTournament: { type: 'integer', label: 'beach:fields.tournament' },
    NoRound: { type: 'integer', label: 'beach:fields.round' },
    NoInTournament: { type: 'integer', label: 'beach:fields.matchNumber', sortable: true },
    /** Its place in the round's bracket or pool (`A1`, `W1-3`, `F`). */
    Bracket: { type: 'text', label: 'beach:fields.bracket' },
    NoTeamA: { type: 'integer', label: 'beach:fields.teamA' },
    NoTeamB: { type: 'integer', label: 'beach:fields.teamB' },
    TeamAName: { type: 'text', label: 'beach:fields.teamA' },
    TeamBName: { type: 'text', label: 'beach:fields.teamB' },
    NoPlayerA1: { type: 'integer', label: 'beach:fields.player' },
    NoPlayerA2: { type: 'integer', label: 'beach:fields.player' },
    NoPlayerB1: { type: 'integer', label: 'beach:fields.player' },
    NoPlayerB2: { type: 'integer', label: 'beach:fields.player' },
    LocalDate: { type: 'date', label: 'beach:fields.date', sortable: true, write: {} },
    /** `HH:MM:SS`, as the public service writes it. */
    LocalTime: { type: 'text', label: 'beach:fields.time', sortable: true, write: { format: 'time' } },
    DateTimeLocal: { type: 'text', label: 'beach:fields.dateTimeLocal', sortable: true },
    /** When it begins in UTC, from its tournament's time zone (null without one). */
    BeginDateTimeUtc: { type: 'dateTime', label: 'beach:fields.beginDateTimeUtc', sortable: true },
    /** Its day and time in UTC (`2025-09-05`, `09:00:00`), as the public service splits them. */
    UtcDate: { type: 'date', label: 'beach:fields.beginDateTimeUtc' },
    UtcTime: { type: 'text', label: 'beach:fields.beginDateTimeUtc' },
    Court: { type: 'text', label: 'beach:fields.court', sortable: true, write: { maxLength: 20 } },
    Status: {
      type: 'integer',
      label: 'beach:fields.matchStatus',
      sortable: true,
      codes: 'beach:matchStatuses',
      codeNames: BEACH_MATCH_STATUS,
      write: oneOfCodes(BEACH_MATCH_STATUS),
    },
    ResultType: {
      type: 'integer',
      label: 'beach:fields.resultType',
      codes: 'beach:resultTypes',
      codeNames: BEACH_RESULT_TYPE,
      write: oneOfCodes(BEACH_RESULT_TYPE),
    },
    /** For a forfeit, retirement or no-show: the team that did not finish (`A` or `B`). */
    Defaulting: { type: 'text', label: 'beach:fields.defaulting', write: { oneOf: ['A', 'B'] } },
    ...setFields('A'),
    ...setFields('B'),
    ...durations,
    /** Sets won. */
    MatchPointsA: { type: 'integer', label: 'beach:fields.setsWonA' },
    MatchPointsB: { type: 'integer', label: 'beach:fields.setsWonB' },
    NoWinner: { type: 'integer', label: 'beach:fields.winner' },
    /** The finishing rank of the loser when this match ends its tournament (0: it plays on). */
    LoserRank: { type: 'integer', label: 'beach:fields.loserRank' },
    WinnerRank: { type: 'integer', label: 'beach:fields.winnerRank' },
    TeamAFederationCode: { type: 'text', label: 'beach:fields.federation' },
    TeamBFederationCode: { type: 'text', label: 'beach:fields.federation' },
    RoundCode: { type: 'text', label: 'beach:fields.round' },
    RoundName: { type: 'text', label: 'beach:fields.round' },
    RoundBracket: { type: 'text', label: 'beach:fields.bracket' },
    RoundPhase: { type: 'integer', label: 'beach:fields.phase', codes: 'beach:phases', codeNames: BEACH_PHASE },
    NoEvent: { type: 'integer', label: 'beach:fields.event' },
    TournamentCode: { type: 'text', label: 'beach:fields.tournament' },
    TournamentName: { type: 'text', label: 'beach:fields.tournament' },
    TournamentTitle: { type: 'text', label: 'beach:fields.title' },
    TournamentGender: { type: 'integer', label: 'beach:fields.gender', codeNames: GENDER_CODES },
    TournamentType: { type: 'integer', label: 'beach:fields.type' },
    /** Its tournament's city and time zone. */
    City: { type: 'text', label: 'beach:fields.city' },
    TimeZone: { type: 'text', label: 'beach:fields.timeZone' },
    /** Both teams' numbers, space-separated (the `NoTeam` filter). */
    TeamNos: { type: 'text', label: 'beach:fields.teams' },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoTournament: { field: 'NoTournament', operator: 'in', type: 'integer' },
    NoRound: { field: 'NoRound', operator: 'in', type: 'integer' },
    NoTeam: { field: 'TeamNos', operator: 'includes', type: 'text' },
    Statuses: { field: 'Status', operator: 'in', type: 'integer' },
    FirstDate: { field: 'LocalDate', operator: 'from', type: 'date' },
    LastDate: { field: 'LocalDate', operator: 'to', type: 'date' },
  },
  relations: {
    Tournament: { target: 'BeachTournament', key: 'NoTournament' },
    Round: { target: 'BeachRound', key: 'NoRound' },
    TeamA: { target: 'BeachTeam', key: 'NoTeamA', labelField: 'TeamAName' },
    TeamB: { target: 'BeachTeam', key: 'NoTeamB', labelField: 'TeamBName' },
  },
  defaultSort: ['LocalDate', 'LocalTime', 'NoInTournament'],
  defaultFields: [
    'No',
    'NoInTournament',
    'LocalDate',
    'LocalTime',
    'TeamAName',
    'TeamBName',
    'MatchPointsA',
    'MatchPointsB',
    'Status',
  ],
  rules: { ...PUBLIC_READ, save: MANAGED },
} as const satisfies EntityDef;

/** The standings of a pool (`GetBeachRoundRanking No="{round}"`). */
export const BeachRoundRankingEntry = {
  name: 'BeachRoundRankingEntry',
  plural: 'BeachRoundRankingEntries',
  area: 'beach',
  ranking: { request: 'BeachRoundRanking', attributes: { No: 'NoRound' }, required: ['No'] },
  fields: {
    No: { type: 'integer', label: 'beach:fields.team' },
    NoRound: { type: 'integer', label: 'beach:fields.round' },
    NoTournament: { type: 'integer', label: 'beach:fields.tournament' },
    Position: { type: 'integer', label: 'beach:fields.position', sortable: true },
    /** Negative when shared with the team above, as the public service writes it. */
    Rank: { type: 'integer', label: 'beach:fields.rank' },
    NoTeam: { type: 'integer', label: 'beach:fields.team' },
    TeamName: { type: 'text', label: 'beach:fields.team' },
    TeamFederationCode: { type: 'text', label: 'beach:fields.federation' },
    MatchPoints: { type: 'integer', label: 'beach:fields.matchPoints' },
    MatchesWon: { type: 'integer', label: 'beach:fields.matchesWon' },
    MatchesLost: { type: 'integer', label: 'beach:fields.matchesLost' },
    SetsWon: { type: 'integer', label: 'beach:fields.setsWon' },
    SetsLost: { type: 'integer', label: 'beach:fields.setsLost' },
    PointsWon: { type: 'integer', label: 'beach:fields.pointsWon' },
    PointsLost: { type: 'integer', label: 'beach:fields.pointsLost' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoRound: { field: 'NoRound', operator: 'in', type: 'integer' },
    NoTournament: { field: 'NoTournament', operator: 'in', type: 'integer' },
  },
  relations: {},
  defaultSort: ['Position'],
  defaultFields: [
    'No',
    'Position',
    'Rank',
    'TeamFederationCode',
    'TeamName',
    'MatchPoints',
    'MatchesWon',
    'MatchesLost',
  ],
  rules: PUBLIC_READ,
} as const satisfies EntityDef;

/** Where the teams of a tournament finished, with points and prize money (`GetBeachTournamentRanking`). */
export const BeachTournamentRankingEntry = {
  name: 'BeachTournamentRankingEntry',
  plural: 'BeachTournamentRankingEntries',
  area: 'beach',
  ranking: {
    request: 'BeachTournamentRanking',
    attributes: { No: 'NoTournament', Phase: 'Phase' },
    required: ['No'],
  },
  fields: {
    No: { type: 'integer', label: 'beach:fields.team' },
    NoTournament: { type: 'integer', label: 'beach:fields.tournament' },
    /** `MainDraw` or `Qualification`: where the team finished. */
    Phase: { type: 'text', label: 'beach:fields.phase' },
    Position: { type: 'integer', label: 'beach:fields.position', sortable: true },
    Rank: { type: 'integer', label: 'beach:fields.rank' },
    NoTeam: { type: 'integer', label: 'beach:fields.team' },
    TeamName: { type: 'text', label: 'beach:fields.team' },
    TeamFederationCode: { type: 'text', label: 'beach:fields.federation' },
    NoPlayer1: { type: 'integer', label: 'beach:fields.player1' },
    NoPlayer2: { type: 'integer', label: 'beach:fields.player2' },
    EarnedPointsTeam: { type: 'integer', label: 'beach:fields.earnedPointsTeam' },
    EarnedPointsPlayer: { type: 'integer', label: 'beach:fields.earnedPointsPlayer' },
    EarningsTeam: { type: 'integer', label: 'beach:fields.earningsTeam' },
    EarningsTotalTeam: { type: 'integer', label: 'beach:fields.earningsTeam', sameAs: 'EarningsTeam' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoTournament: { field: 'NoTournament', operator: 'in', type: 'integer' },
    Phase: { field: 'Phase', operator: 'in', type: 'text' },
  },
  relations: {},
  defaultSort: ['Position'],
  defaultFields: ['No', 'Rank', 'Position', 'NoTeam', 'TeamName', 'EarnedPointsTeam', 'EarningsTeam'],
  rules: PUBLIC_READ,
} as const satisfies EntityDef;

/** The world ranking by team: each team's two players' points (`GetBeachWorldTourRanking Gender="W"`). */
export const BeachWorldTourRankingEntry = {
  name: 'BeachWorldTourRankingEntry',
  plural: 'BeachWorldTourRankingEntries',
  area: 'beach',
  ranking: {
    request: 'BeachWorldTourRanking',
    attributes: { Gender: 'Gender' },
    required: ['Gender'],
    limit: 'Number',
  },
  fields: {
    No: { type: 'integer', label: 'beach:fields.team' },
    /** `M` or `W`, as the public service asks for it. */
    Gender: { type: 'text', label: 'beach:fields.gender' },
    Position: { type: 'integer', label: 'beach:fields.position', sortable: true },
    Rank: { type: 'integer', label: 'beach:fields.rank' },
    TeamName: { type: 'text', label: 'beach:fields.team' },
    TeamFederationCode: { type: 'text', label: 'beach:fields.federation' },
    NbParticipations: { type: 'integer', label: 'beach:fields.nbParticipations' },
    EarnedPointsTeam: { type: 'integer', label: 'beach:fields.earnedPointsTeam' },
    EarnedPointsPlayer: { type: 'integer', label: 'beach:fields.earnedPointsPlayer' },
    EarningsTotalTeam: { type: 'integer', label: 'beach:fields.earningsTeam' },
    EarningsTeam: { type: 'integer', label: 'beach:fields.earningsTeam' },
    EarningsPlayer: { type: 'integer', label: 'beach:fields.earningsPlayer' },
    EarningsBonusTeam: { type: 'integer', label: 'beach:fields.earningsBonus' },
    EarningsBonusPlayer: { type: 'integer', label: 'beach:fields.earningsBonus' },
    EarningsTotalPlayer: { type: 'integer', label: 'beach:fields.earningsPlayer' },
    NoPlayer1: { type: 'integer', label: 'beach:fields.player1' },
    NoPlayer2: { type: 'integer', label: 'beach:fields.player2' },
    HasTournamentsRemoved: { type: 'flag', label: 'beach:fields.hasTournamentsRemoved' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Gender: { field: 'Gender', operator: 'in', type: 'text' },
    TeamFederationCode: { field: 'TeamFederationCode', operator: 'in', type: 'text' },
  },
  relations: {},
  defaultSort: ['Position'],
  defaultFields: [
    'No',
    'Position',
    'Rank',
    'TeamName',
    'TeamFederationCode',
    'EarnedPointsTeam',
    'NoPlayer1',
    'NoPlayer2',
  ],
  rules: PUBLIC_READ,
} as const satisfies EntityDef;

/** The Olympic selection ranking by team, over its qualification period (`GetBeachOlympicSelectionRanking`). */
export const BeachOlympicSelectionRankingEntry = {
  name: 'BeachOlympicSelectionRankingEntry',
  plural: 'BeachOlympicSelectionRankingEntries',
  area: 'beach',
  ranking: {
    request: 'BeachOlympicSelectionRanking',
    attributes: { Gender: 'Gender' },
    required: ['Gender'],
    limit: 'Number',
  },
  fields: {
    No: { type: 'integer', label: 'beach:fields.team' },
    Gender: { type: 'text', label: 'beach:fields.gender' },
    Position: { type: 'integer', label: 'beach:fields.position', sortable: true },
    TeamName: { type: 'text', label: 'beach:fields.team' },
    /** Two letters, as the public service answers it. */
    TeamCountryCode: { type: 'text', label: 'beach:fields.country' },
    NbParticipations: { type: 'integer', label: 'beach:fields.nbParticipations' },
    SelectionRank: { type: 'integer', label: 'beach:fields.rank' },
    Points: { type: 'integer', label: 'beach:fields.points' },
    /** 1: the team is ranked. */
    Status: { type: 'integer', label: 'beach:fields.status' },
    NoPlayer1: { type: 'integer', label: 'beach:fields.player1' },
    NoPlayer2: { type: 'integer', label: 'beach:fields.player2' },
    GamesYear: { type: 'integer', label: 'beach:fields.gamesYear' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Gender: { field: 'Gender', operator: 'in', type: 'text' },
  },
  relations: {},
  defaultSort: ['Position'],
  defaultFields: ['No', 'Position', 'TeamName', 'TeamCountryCode', 'Points', 'NoPlayer1', 'NoPlayer2'],
  rules: PUBLIC_READ,
} as const satisfies EntityDef;

/** The world ranking by player, as stored on the last recomputation (the rankings page). */
export const BeachPlayerRankingEntry = {
  name: 'BeachPlayerRankingEntry',
  plural: 'BeachPlayerRankingEntries',
  area: 'beach',
  ranking: { request: 'BeachPlayerRanking', attributes: { Gender: 'Gender' }, required: ['Gender'], limit: 'Number' },
  fields: {
    /** The player. */
    No: { type: 'integer', label: 'beach:fields.player' },
    Gender: { type: 'text', label: 'beach:fields.gender' },
    Position: { type: 'integer', label: 'beach:fields.position', sortable: true },
    Rank: { type: 'integer', label: 'beach:fields.rank' },
    NoPlayer: { type: 'integer', label: 'beach:fields.player' },
    PlayerName: { type: 'text', label: 'beach:fields.player', sortable: true },
    FederationCode: { type: 'text', label: 'beach:fields.federation', sortable: true },
    Points: { type: 'integer', label: 'beach:fields.points', sortable: true },
    NbCounted: { type: 'integer', label: 'beach:fields.nbCounted' },
    NbParticipations: { type: 'integer', label: 'beach:fields.nbParticipations' },
    HasTournamentsRemoved: { type: 'flag', label: 'beach:fields.hasTournamentsRemoved' },
    /** The day the ranking stands as of. */
    AsOf: { type: 'date', label: 'beach:fields.asOf' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Gender: { field: 'Gender', operator: 'in', type: 'text' },
    FederationCode: { field: 'FederationCode', operator: 'in', type: 'text' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: { Player: { target: 'Player', key: 'NoPlayer', labelField: 'PlayerName' } },
  defaultSort: ['Position'],
  defaultFields: ['No', 'Position', 'Rank', 'PlayerName', 'FederationCode', 'Points', 'NbCounted'],
  rules: PUBLIC_READ,
} as const satisfies EntityDef;
