import { GENDER_CODES } from './field-codes';
import type { EntityDef, FieldDef, RoleRule } from './types';

export const GENDERS = [0, 1] as const;
export const TOURNAMENT_STATUSES = ['planned', 'registrationOpen', 'running', 'finished', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
/** Who runs a tournament: the world federation, a confederation or a national federation. */
export const ORGANIZER_TYPES = ['world', 'confederation', 'federation'] as const;
export const VOLLEY_POSITIONS = ['setter', 'outsideHitter', 'opposite', 'middleBlocker', 'libero'] as const;
export const STAFF_ROLES = [
  'headCoach',
  'assistantCoach',
  'doctor',
  'physiotherapist',
  'statistician',
  'teamManager',
] as const;
export const MATCH_STATUSES = ['scheduled', 'running', 'finished', 'forfeit'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const PHASE_KINDS = ['pools', 'finalRound'] as const;
/** The criteria a standings table may order by, in the order a tournament type lists them. */
export const STANDINGS_CRITERIA = ['matchesWon', 'rankingPoints', 'setRatio', 'pointRatio', 'headToHead'] as const;

/**
 * Who reads competitions: everyone, also anonymously, the published ones; their managers (and
 * admins) the drafts. The binding's `visibleTo` limits the rows.
 */
const PUBLIC_READ = { get: 'anyone', list: 'anyone' } as const;
/** Tournament managers write the tournaments they manage; a federation its leagues and national teams. */
const MANAGED: RoleRule = { types: ['VolleyTournamentManager', 'Federation'], scope: 'party' };

const no = (label: string): FieldDef => ({ type: 'integer', label, sortable: true });
const version = { type: 'version', label: 'common:fields.version' } as const;
const required = (rules: FieldDef['write'] = {}) => ({ required: true, ...rules });
const WHOLE = { min: 0, max: 2_000_000_000 } as const;

/** A named event (a world championship, a nations league): it groups indoor and beach tournaments. */
export const Event = {
  name: 'Event',
  plural: 'Events',
  area: 'competitions',
  fields: {
    No: no('competitions:fields.no'),
    Code: { type: 'text', label: 'competitions:fields.code', sortable: true, write: required({ maxLength: 30 }) },
    Name: { type: 'text', label: 'competitions:fields.name', sortable: true, write: required({ maxLength: 200 }) },
    StartDate: { type: 'date', label: 'competitions:fields.startDate', sortable: true, write: required() },
    EndDate: { type: 'date', label: 'competitions:fields.endDate', sortable: true, write: required() },
    /** The public service's event type code. */
    Type: { type: 'integer', label: 'competitions:fields.eventType', write: { min: 0, max: 99, default: '0' } },
    /** 0 for an event of its own. */
    NoParentEvent: { type: 'integer', label: 'competitions:fields.parentEvent', write: WHOLE },
    CountryCode: { type: 'text', label: 'competitions:fields.country', sortable: true, write: { format: 'country' } },
    HasBeachTournament: { type: 'flag', label: 'competitions:fields.hasBeach', write: {} },
    HasMenTournament: { type: 'flag', label: 'competitions:fields.hasMen', write: {} },
    HasWomenTournament: { type: 'flag', label: 'competitions:fields.hasWomen', write: {} },
    HasVolleyTournament: { type: 'flag', label: 'competitions:fields.hasVolley', write: {} },
    IsVisManaged: { type: 'flag', label: 'competitions:fields.isVisManaged' },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Code: { field: 'Code', operator: 'in', type: 'text' },
    NoParentEvent: { field: 'NoParentEvent', operator: 'in', type: 'integer' },
    HasBeachTournament: { field: 'HasBeachTournament', operator: 'in', type: 'flag' },
    HasVolleyTournament: { field: 'HasVolleyTournament', operator: 'in', type: 'flag' },
    HasMenTournament: { field: 'HasMenTournament', operator: 'in', type: 'flag' },
    HasWomenTournament: { field: 'HasWomenTournament', operator: 'in', type: 'flag' },
    /** Events still going on or ending on or after this day. */
    StartDate: { field: 'EndDate', operator: 'from', type: 'date' },
    /** Events starting on or before this day. */
    EndDate: { field: 'StartDate', operator: 'to', type: 'date' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: { ParentEvent: { target: 'Event', key: 'NoParentEvent', labelField: 'Name' } },
  defaultSort: ['-StartDate'],
  defaultFields: ['No', 'Code', 'Name', 'StartDate', 'EndDate', 'CountryCode'],
  rules: { ...PUBLIC_READ, save: 'admin', delete: 'admin' },
} as const satisfies EntityDef;

/** A national-league season: by default from 16 October to 15 May of the next year. */
export const Season = {
  name: 'Season',
  plural: 'Seasons',
  area: 'competitions',
  fields: {
    No: no('competitions:fields.no'),
    /** The year the season starts: `2025` is 2025/26, as transfers count seasons. */
    Year: {
      type: 'integer',
      label: 'competitions:fields.year',
      sortable: true,
      write: required({ min: 1900, max: 2999 }),
    },
    /** `2025/26` unless given. */
    Name: { type: 'text', label: 'competitions:fields.name', sortable: true, write: { maxLength: 60 } },
    /** 16 October of the year unless given, as transfers count seasons. */
    StartDate: { type: 'date', label: 'competitions:fields.startDate', sortable: true, write: {} },
    /** 15 May of the next year unless given. */
    EndDate: { type: 'date', label: 'competitions:fields.endDate', sortable: true, write: {} },
    LeagueCount: { type: 'integer', label: 'competitions:fields.leagueCount' },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Year: { field: 'Year', operator: 'in', type: 'integer' },
  },
  relations: {},
  defaultSort: ['-Year'],
  defaultFields: ['No', 'Year', 'Name', 'StartDate', 'EndDate'],
  rules: { ...PUBLIC_READ, save: 'admin', delete: 'admin' },
} as const satisfies EntityDef;

/**
 * A kind of tournament (a table admins edit): how its standings are ordered and how large its
 * rosters may be.
 */
export const VolleyTournamentType = {
  name: 'VolleyTournamentType',
  plural: 'VolleyTournamentTypes',
  area: 'competitions',
  fields: {
    No: no('competitions:fields.no'),
    Code: { type: 'text', label: 'competitions:fields.code', sortable: true, write: required({ maxLength: 40 }) },
    Name: { type: 'text', label: 'competitions:fields.nameEn', sortable: true, write: required({ maxLength: 100 }) },
    NameFr: { type: 'text', label: 'competitions:fields.nameFr', write: { maxLength: 100 } },
    NameEs: { type: 'text', label: 'competitions:fields.nameEs', write: { maxLength: 100 } },
    /** The standings criteria in order, space-separated (`matchesWon rankingPoints setRatio pointRatio headToHead`). */
    StandingsCriteria: {
      type: 'text',
      label: 'competitions:fields.standingsCriteria',
      write: required({ maxLength: 200, format: 'criteria', default: STANDINGS_CRITERIA.join(' ') }),
    },
    MaxPlayers: { type: 'integer', label: 'competitions:fields.maxPlayers', write: { min: 6, max: 30, default: '14' } },
    MaxLiberos: { type: 'integer', label: 'competitions:fields.maxLiberos', write: { min: 0, max: 5, default: '2' } },
    /** Results of these tournaments count as official (senior) competition. */
    Official: { type: 'flag', label: 'competitions:fields.official', write: {} },
    /** A federation's national league (organised by that federation, by season). */
    NationalLeague: { type: 'flag', label: 'competitions:fields.nationalLeague', write: {} },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Code: { field: 'Code', operator: 'in', type: 'text' },
  },
  relations: {},
  defaultSort: ['Name'],
  defaultFields: ['No', 'Code', 'Name', 'StandingsCriteria', 'MaxPlayers', 'MaxLiberos'],
  rules: { ...PUBLIC_READ, save: 'admin', delete: 'admin' },
} as const satisfies EntityDef;

/** A hall matches are played in: its time zone gives the matches' local times. */
export const VolleyHall = {
  name: 'VolleyHall',
  plural: 'VolleyHalls',
  area: 'competitions',
  fields: {
    No: no('competitions:fields.no'),
    Name: { type: 'text', label: 'competitions:fields.name', sortable: true, write: required({ maxLength: 200 }) },
    City: { type: 'text', label: 'competitions:fields.city', sortable: true, write: required({ maxLength: 100 }) },
    CountryCode: {
      type: 'text',
      label: 'competitions:fields.country',
      sortable: true,
      write: required({ format: 'country' }),
    },
    Capacity: {
      type: 'integer',
      label: 'competitions:fields.capacity',
      sortable: true,
      write: { min: 0, max: 200_000 },
    },
    /** An IANA time zone (`Europe/Rome`). */
    TimeZone: { type: 'text', label: 'competitions:fields.timeZone', write: required({ format: 'timeZone' }) },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    CountryCode: { field: 'CountryCode', operator: 'in', type: 'text' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {},
  defaultSort: ['Name'],
  defaultFields: ['No', 'Name', 'City', 'CountryCode', 'Capacity', 'TimeZone'],
  rules: { ...PUBLIC_READ, save: { types: ['VolleyTournamentManager', 'Federation'] }, delete: 'admin' },
} as const satisfies EntityDef;

/** An indoor tournament: a championship, a league season, a cup. */
export const VolleyTournament = {
  name: 'VolleyTournament',
  plural: 'VolleyTournaments',
  area: 'competitions',
  fields: {
    No: no('competitions:fields.no'),
    Code: { type: 'text', label: 'competitions:fields.code', sortable: true, write: required({ maxLength: 30 }) },
    Name: { type: 'text', label: 'competitions:fields.name', sortable: true, write: required({ maxLength: 200 }) },
    NoSeason: { type: 'integer', label: 'competitions:fields.season', write: {} },
    SeasonName: { type: 'text', label: 'competitions:fields.season', sortable: true },
    /** The years it is played in, as the public service writes seasons: `2026`, or `2026 2027` across a new year. */
    Season: { type: 'text', label: 'competitions:fields.season', sortable: true },
    Gender: {
      type: 'integer',
      label: 'competitions:fields.gender',
      sortable: true,
      codes: 'competitions:genders',
      codeNames: GENDER_CODES,
      write: required({ min: 0, max: 1 }),
    },
    NoType: { type: 'integer', label: 'competitions:fields.type', write: required() },
    Type: { type: 'integer', label: 'competitions:fields.type', sameAs: 'NoType' },
    TypeCode: { type: 'text', label: 'competitions:fields.type', sortable: true },
    TypeName: { type: 'text', label: 'competitions:fields.type' },
    CountryCode: {
      type: 'text',
      label: 'competitions:fields.country',
      sortable: true,
      write: { format: 'country' },
    },
    CountryName: { type: 'text', label: 'competitions:fields.country' },
    City: { type: 'text', label: 'competitions:fields.city', sortable: true, write: { maxLength: 100 } },
    StartDate: { type: 'date', label: 'competitions:fields.startDate', sortable: true, write: required() },
    EndDate: { type: 'date', label: 'competitions:fields.endDate', sortable: true, write: required() },
    Status: {
      type: 'text',
      label: 'competitions:fields.status',
      sortable: true,
      codes: 'competitions:tournamentStatuses',
      write: required({ oneOf: TOURNAMENT_STATUSES, default: 'planned' }),
    },
    NoEvent: { type: 'integer', label: 'competitions:fields.event', write: {} },
    EventName: { type: 'text', label: 'competitions:fields.event' },
    OrganizerType: {
      type: 'text',
      label: 'competitions:fields.organizerType',
      codes: 'competitions:organizerTypes',
      write: required({ oneOf: ORGANIZER_TYPES, default: 'world' }),
    },
    /** The confederation or federation that organises it (none for the world federation). */
    NoOrganizer: { type: 'integer', label: 'competitions:fields.organizer', write: {} },
    OrganizerName: { type: 'text', label: 'competitions:fields.organizer' },
    /** The division of a national league (1 = the top one). */
    Division: { type: 'integer', label: 'competitions:fields.division', sortable: true, write: { min: 1, max: 20 } },
    /** Drafts are seen by their managers only. */
    Published: { type: 'flag', label: 'competitions:fields.published', write: {} },
    /** The users who manage it, space-separated numbers: set by admins; its creator is one. */
    ManagerUserNos: {
      type: 'text',
      label: 'competitions:fields.managers',
      access: 'signedIn',
      write: { maxLength: 500, adminOnly: true },
    },
    TeamCount: { type: 'integer', label: 'competitions:fields.teamCount' },
    MatchCount: { type: 'integer', label: 'competitions:fields.matchCount' },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    /** The public service's name of the `No` filter. */
    Numbers: { field: 'No', operator: 'in', type: 'integer' },
    NoSeason: { field: 'NoSeason', operator: 'in', type: 'integer' },
    /** Tournaments played in any of these years (`2026`, `2025 2026`). */
    Season: { field: 'Season', operator: 'includes', type: 'text' },
    Seasons: { field: 'Season', operator: 'includes', type: 'text' },
    Gender: { field: 'Gender', operator: 'in', type: 'integer' },
    Genders: { field: 'Gender', operator: 'in', type: 'integer' },
    NoType: { field: 'NoType', operator: 'in', type: 'integer' },
    Type: { field: 'TypeCode', operator: 'in', type: 'text' },
    Statuses: { field: 'Status', operator: 'in', type: 'text' },
    CountryCode: { field: 'CountryCode', operator: 'in', type: 'text' },
    NoEvent: { field: 'NoEvent', operator: 'in', type: 'integer' },
    OrganizerType: { field: 'OrganizerType', operator: 'in', type: 'text' },
    NoOrganizer: { field: 'NoOrganizer', operator: 'in', type: 'integer' },
    FirstDate: { field: 'EndDate', operator: 'from', type: 'date' },
    LastDate: { field: 'StartDate', operator: 'to', type: 'date' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {
    Event: { target: 'Event', key: 'NoEvent', labelField: 'EventName' },
    Season: { target: 'Season', key: 'NoSeason', labelField: 'SeasonName' },
    Type: { target: 'VolleyTournamentType', key: 'NoType', labelField: 'TypeName' },
  },
  defaultSort: ['-StartDate'],
  defaultFields: ['No', 'Code', 'Name', 'SeasonName', 'Gender', 'TypeName', 'CountryCode', 'StartDate', 'Status'],
  rules: {
    ...PUBLIC_READ,
    save: { types: ['VolleyTournamentManager', 'Federation'], scope: 'party' },
    delete: { types: ['VolleyTournamentManager', 'Federation'], scope: 'party' },
  },
} as const satisfies EntityDef;

/** A team entered in a tournament: a national team (a federation) or a club. */
export const VolleyTeam = {
  name: 'VolleyTeam',
  plural: 'VolleyTeams',
  area: 'competitions',
  fields: {
    No: no('competitions:fields.no'),
    NoTournament: { type: 'integer', label: 'competitions:fields.tournament', write: required() },
    TournamentName: { type: 'text', label: 'competitions:fields.tournament', sortable: true },
    NoFederation: { type: 'integer', label: 'competitions:fields.federation', write: {} },
    FederationCode: { type: 'text', label: 'competitions:fields.federation', sortable: true },
    NoClub: { type: 'integer', label: 'competitions:fields.club', write: {} },
    ClubName: { type: 'text', label: 'competitions:fields.club', sortable: true },
    /** The team's name: the federation's or the club's unless given. */
    Name: { type: 'text', label: 'competitions:fields.teamName', sortable: true, write: { maxLength: 100 } },
    Code: { type: 'text', label: 'competitions:fields.teamCode', sortable: true, write: { maxLength: 10 } },
    /** Its seeding place in the tournament (1 = the top seed). */
    Seed: { type: 'integer', label: 'competitions:fields.seed', sortable: true, write: { min: 1, max: 999 } },
    PlayerCount: { type: 'integer', label: 'competitions:fields.playerCount' },
    /** Where it finished, once the tournament ranking is known. */
    FinalPosition: { type: 'integer', label: 'competitions:fields.finalPosition', sortable: true },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoTournament: { field: 'NoTournament', operator: 'in', type: 'integer' },
    NoFederation: { field: 'NoFederation', operator: 'in', type: 'integer' },
    NoClub: { field: 'NoClub', operator: 'in', type: 'integer' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {
    Tournament: { target: 'VolleyTournament', key: 'NoTournament', labelField: 'TournamentName' },
    Federation: { target: 'Federation', key: 'NoFederation', labelField: 'FederationCode' },
    Club: { target: 'VolleyClub', key: 'NoClub', labelField: 'ClubName' },
  },
  defaultSort: ['Seed', 'Name'],
  defaultFields: ['No', 'NoTournament', 'Name', 'Code', 'FederationCode', 'ClubName', 'Seed'],
  rules: { ...PUBLIC_READ, save: MANAGED, delete: MANAGED },
} as const satisfies EntityDef;

/** A player on a team's roster. */
export const VolleyPlayer = {
  name: 'VolleyPlayer',
  plural: 'VolleyPlayers',
  area: 'competitions',
  fields: {
    No: no('competitions:fields.no'),
    NoTeam: { type: 'integer', label: 'competitions:fields.team', write: required() },
    TeamName: { type: 'text', label: 'competitions:fields.team', sortable: true },
    NoTournament: { type: 'integer', label: 'competitions:fields.tournament' },
    TournamentName: { type: 'text', label: 'competitions:fields.tournament', sortable: true },
    NoPlayer: { type: 'integer', label: 'competitions:fields.player', write: required() },
    PlayerName: { type: 'text', label: 'competitions:fields.player', sortable: true },
    FirstName: { type: 'text', label: 'players:fields.firstName', sortable: true },
    FirstNamePlayer: { type: 'text', label: 'players:fields.firstName', sortable: true, sameAs: 'FirstName' },
    LastName: { type: 'text', label: 'players:fields.lastName', sortable: true },
    LastNamePlayer: { type: 'text', label: 'players:fields.lastName', sortable: true, sameAs: 'LastName' },
    FederationCode: { type: 'text', label: 'competitions:fields.federation', sortable: true },
    FederationCodePlayer: {
      type: 'text',
      label: 'competitions:fields.federation',
      sortable: true,
      sameAs: 'FederationCode',
    },
    ShirtNumber: {
      type: 'integer',
      label: 'competitions:fields.shirtNumber',
      sortable: true,
      write: required({ min: 1, max: 99 }),
    },
    NoShirt: { type: 'integer', label: 'competitions:fields.shirtNumber', sortable: true, sameAs: 'ShirtNumber' },
    Position: {
      type: 'text',
      label: 'competitions:fields.position',
      sortable: true,
      codes: 'players:positions',
      write: required({ oneOf: VOLLEY_POSITIONS }),
    },
    IsCaptain: { type: 'flag', label: 'competitions:fields.captain', write: {} },
    TournamentStartDate: { type: 'date', label: 'competitions:fields.startDate', sortable: true },
    FinalPosition: { type: 'integer', label: 'competitions:fields.finalPosition' },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoTeam: { field: 'NoTeam', operator: 'in', type: 'integer' },
    NoTournament: { field: 'NoTournament', operator: 'in', type: 'integer' },
    NoPlayer: { field: 'NoPlayer', operator: 'in', type: 'integer' },
  },
  relations: {
    Team: { target: 'VolleyTeam', key: 'NoTeam', labelField: 'TeamName' },
    Player: { target: 'Player', key: 'NoPlayer', labelField: 'PlayerName' },
  },
  defaultSort: ['ShirtNumber'],
  defaultFields: ['No', 'NoTeam', 'NoPlayer', 'PlayerName', 'ShirtNumber', 'Position', 'IsCaptain'],
  rules: { ...PUBLIC_READ, save: MANAGED, delete: MANAGED },
} as const satisfies EntityDef;

/** A coach or a medical person with a team. */
export const VolleyTeamStaff = {
  name: 'VolleyTeamStaff',
  plural: 'VolleyTeamStaffs',
  area: 'competitions',
  fields: {
    No: no('competitions:fields.no'),
    NoTeam: { type: 'integer', label: 'competitions:fields.team', write: required() },
    TeamName: { type: 'text', label: 'competitions:fields.team', sortable: true },
    NoTournament: { type: 'integer', label: 'competitions:fields.tournament' },
    NoPerson: { type: 'integer', label: 'competitions:fields.person', write: required() },
    PersonName: { type: 'text', label: 'competitions:fields.person', sortable: true },
    Role: {
      type: 'text',
      label: 'competitions:fields.staffRole',
      sortable: true,
      codes: 'competitions:staffRoles',
      write: required({ oneOf: STAFF_ROLES }),
    },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoTeam: { field: 'NoTeam', operator: 'in', type: 'integer' },
    NoTournament: { field: 'NoTournament', operator: 'in', type: 'integer' },
    NoPerson: { field: 'NoPerson', operator: 'in', type: 'integer' },
  },
  relations: {
    Team: { target: 'VolleyTeam', key: 'NoTeam', labelField: 'TeamName' },
    Person: { target: 'Person', key: 'NoPerson', labelField: 'PersonName' },
  },
  defaultSort: ['Role', 'PersonName'],
  defaultFields: ['No', 'NoTeam', 'NoPerson', 'PersonName', 'Role'],
  rules: { ...PUBLIC_READ, save: MANAGED, delete: MANAGED },
} as const satisfies EntityDef;

/** A stage of a tournament: pool play, or a final round drawn as a bracket. */
export const Phase = {
  name: 'Phase',
  plural: 'Phases',
  area: 'competitions',
  fields: {
    No: no('competitions:fields.no'),
    NoTournament: { type: 'integer', label: 'competitions:fields.tournament', write: required() },
    Name: { type: 'text', label: 'competitions:fields.name', sortable: true, write: required({ maxLength: 100 }) },
    Kind: {
      type: 'text',
      label: 'competitions:fields.phaseKind',
      codes: 'competitions:phaseKinds',
      write: required({ oneOf: PHASE_KINDS, default: 'pools' }),
    },
    /** The playing order of the phases. */
    Position: { type: 'integer', label: 'competitions:fields.order', sortable: true, write: { min: 1, max: 20 } },
    /**
     * For a final round: who qualifies from the pools, as `rank:count` pairs (`1:6 2:6 3:4`: the six
     * pool winners, the six runners-up, the four best third-placed teams), seeded in that order.
     */
    Qualifiers: {
      type: 'text',
      label: 'competitions:fields.qualifiers',
      write: { maxLength: 200, format: 'qualifiers' },
    },
    /** Whether the semi-final losers play for third place. */
    BronzeMatch: { type: 'flag', label: 'competitions:fields.bronzeMatch', write: {} },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoTournament: { field: 'NoTournament', operator: 'in', type: 'integer' },
  },
  relations: { Tournament: { target: 'VolleyTournament', key: 'NoTournament' } },
  defaultSort: ['Position', 'No'],
  defaultFields: ['No', 'NoTournament', 'Name', 'Kind', 'Position'],
  rules: { ...PUBLIC_READ, save: MANAGED, delete: MANAGED },
} as const satisfies EntityDef;

/** A pool of a phase: its teams play each other once. */
export const VolleyPool = {
  name: 'VolleyPool',
  plural: 'VolleyPools',
  area: 'competitions',
  fields: {
    No: no('competitions:fields.no'),
    NoPhase: { type: 'integer', label: 'competitions:fields.phase', write: required() },
    NoTournament: { type: 'integer', label: 'competitions:fields.tournament' },
    Code: { type: 'text', label: 'competitions:fields.poolCode', sortable: true, write: required({ maxLength: 4 }) },
    Name: { type: 'text', label: 'competitions:fields.name', sortable: true, write: { maxLength: 100 } },
    /** Its teams, space-separated numbers, in seeding order. */
    TeamNos: { type: 'text', label: 'competitions:fields.teams', write: { maxLength: 400 } },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoPhase: { field: 'NoPhase', operator: 'in', type: 'integer' },
    NoTournament: { field: 'NoTournament', operator: 'in', type: 'integer' },
  },
  relations: { Phase: { target: 'Phase', key: 'NoPhase' } },
  defaultSort: ['Code'],
  defaultFields: ['No', 'NoPhase', 'Code', 'Name', 'TeamNos'],
  rules: { ...PUBLIC_READ, save: MANAGED, delete: MANAGED },
} as const satisfies EntityDef;

const setPoints = (team: 'A' | 'B', set: number) =>
  [
    `PointsTeam${team}Set${set}`,
    {
      type: 'integer',
      label: `competitions:fields.pointsTeam${team}`,
      write: { min: 0, max: 99 },
    },
  ] as const;

/** Set scores as the public service names them: `PointsTeamASet1` … `PointsTeamBSet5`. */
export const SET_POINT_FIELDS = Object.fromEntries(
  [1, 2, 3, 4, 5].flatMap((set) => [setPoints('A', set), setPoints('B', set)]),
) as Record<`PointsTeam${'A' | 'B'}Set${1 | 2 | 3 | 4 | 5}`, FieldDef>;

/** A match: its teams, hall and time, referees and result. */
export const VolleyMatch = {
  name: 'VolleyMatch',
  plural: 'VolleyMatches',
  area: 'competitions',
  fields: {
    No: no('competitions:fields.no'),
    NoTournament: { type: 'integer', label: 'competitions:fields.tournament', write: required() },
    TournamentName: { type: 'text', label: 'competitions:fields.tournament', sortable: true },
    TournamentCode: { type: 'text', label: 'competitions:fields.code' },
    NoEvent: { type: 'integer', label: 'competitions:fields.event' },
    NoPhase: { type: 'integer', label: 'competitions:fields.phase', write: {} },
    PhaseName: { type: 'text', label: 'competitions:fields.phase' },
    NoPool: { type: 'integer', label: 'competitions:fields.pool', write: {} },
    PoolCode: { type: 'text', label: 'competitions:fields.pool', sortable: true },
    /** The match's number in its tournament. */
    NoInTournament: {
      type: 'integer',
      label: 'competitions:fields.matchNumber',
      sortable: true,
      write: { min: 1, max: 9999 },
    },
    /** Its place in a final round's bracket (`QF-1`, `SF-2`, `B`, `F`). */
    Bracket: { type: 'text', label: 'competitions:fields.bracket', write: { maxLength: 10 } },
    NoTeamA: { type: 'integer', label: 'competitions:fields.teamA', write: {} },
    TeamAName: { type: 'text', label: 'competitions:fields.teamA', sortable: true },
    TeamNameA: { type: 'text', label: 'competitions:fields.teamA', sortable: true, sameAs: 'TeamAName' },
    TeamACode: { type: 'text', label: 'competitions:fields.teamA' },
    TeamCodeA: { type: 'text', label: 'competitions:fields.teamA', sameAs: 'TeamACode' },
    NoTeamB: { type: 'integer', label: 'competitions:fields.teamB', write: {} },
    TeamBName: { type: 'text', label: 'competitions:fields.teamB', sortable: true },
    TeamNameB: { type: 'text', label: 'competitions:fields.teamB', sortable: true, sameAs: 'TeamBName' },
    TeamBCode: { type: 'text', label: 'competitions:fields.teamB' },
    TeamCodeB: { type: 'text', label: 'competitions:fields.teamB', sameAs: 'TeamBCode' },
    NoHall: { type: 'integer', label: 'competitions:fields.hall', write: {} },
    HallName: { type: 'text', label: 'competitions:fields.hall', sortable: true },
    Hall: { type: 'text', label: 'competitions:fields.hall', sortable: true, sameAs: 'HallName' },
    City: { type: 'text', label: 'competitions:fields.city' },
    /** The hall's country. */
    CountryCode: { type: 'text', label: 'competitions:fields.country' },
    TimeZone: { type: 'text', label: 'competitions:fields.timeZone' },
    /** The day and time in the hall's time zone. */
    LocalDate: { type: 'date', label: 'competitions:fields.date', sortable: true, write: {} },
    DateLocal: { type: 'date', label: 'competitions:fields.date', sortable: true, sameAs: 'LocalDate' },
    /** `HH:MM`. */
    LocalTime: {
      type: 'text',
      label: 'competitions:fields.time',
      sortable: true,
      write: { format: 'time', maxLength: 5 },
    },
    TimeLocal: { type: 'text', label: 'competitions:fields.time', sortable: true, sameAs: 'LocalTime' },
    DateTimeLocal: { type: 'text', label: 'competitions:fields.dateTimeLocal', sortable: true },
    DateTimeUtc: { type: 'dateTime', label: 'competitions:fields.dateTimeUtc', sortable: true },
    BeginDateTimeUtc: {
      type: 'dateTime',
      label: 'competitions:fields.dateTimeUtc',
      sortable: true,
      sameAs: 'DateTimeUtc',
    },
    NoReferee1: { type: 'integer', label: 'competitions:fields.referee1', write: {} },
    Referee1Name: { type: 'text', label: 'competitions:fields.referee1' },
    NoReferee2: { type: 'integer', label: 'competitions:fields.referee2', write: {} },
    Referee2Name: { type: 'text', label: 'competitions:fields.referee2' },
    NoScorer: { type: 'integer', label: 'competitions:fields.scorer', write: {} },
    ScorerName: { type: 'text', label: 'competitions:fields.scorer' },
    Status: {
      type: 'text',
      label: 'competitions:fields.matchStatus',
      sortable: true,
      codes: 'competitions:matchStatuses',
      write: required({ oneOf: MATCH_STATUSES, default: 'scheduled' }),
    },
    /** For a forfeit: the team that did not play (`A` or `B`). */
    ForfeitBy: { type: 'text', label: 'competitions:fields.forfeitBy', write: { oneOf: ['A', 'B'] } },
    ...SET_POINT_FIELDS,
    /** Sets won. */
    MatchPointsA: { type: 'integer', label: 'competitions:fields.setsWonA' },
    MatchPointsB: { type: 'integer', label: 'competitions:fields.setsWonB' },
    NoWinner: { type: 'integer', label: 'competitions:fields.winner' },
    /** Both teams' numbers, space-separated (the `NoTeam` filter). */
    TeamNos: { type: 'text', label: 'competitions:fields.teams' },
    /** The referees' and scorer's numbers, space-separated (the `NoReferee` filter). */
    RefereeNos: { type: 'text', label: 'competitions:fields.referees' },
    Version: version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoTournament: { field: 'NoTournament', operator: 'in', type: 'integer' },
    NoPhase: { field: 'NoPhase', operator: 'in', type: 'integer' },
    NoPool: { field: 'NoPool', operator: 'in', type: 'integer' },
    NoHall: { field: 'NoHall', operator: 'in', type: 'integer' },
    /** Matches of any of these teams. */
    NoTeam: { field: 'TeamNos', operator: 'includes', type: 'text' },
    /** Matches any of these referees officiate. */
    NoReferee: { field: 'RefereeNos', operator: 'includes', type: 'text' },
    Statuses: { field: 'Status', operator: 'in', type: 'text' },
    FirstDate: { field: 'LocalDate', operator: 'from', type: 'date' },
    LastDate: { field: 'LocalDate', operator: 'to', type: 'date' },
  },
  relations: {
    Tournament: { target: 'VolleyTournament', key: 'NoTournament', labelField: 'TournamentName' },
    TeamA: { target: 'VolleyTeam', key: 'NoTeamA', labelField: 'TeamAName' },
    TeamB: { target: 'VolleyTeam', key: 'NoTeamB', labelField: 'TeamBName' },
    Hall: { target: 'VolleyHall', key: 'NoHall', labelField: 'HallName' },
    Referee1: { target: 'Referee', key: 'NoReferee1', labelField: 'Referee1Name' },
    Referee2: { target: 'Referee', key: 'NoReferee2', labelField: 'Referee2Name' },
    Scorer: { target: 'Referee', key: 'NoScorer', labelField: 'ScorerName' },
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
  rules: { ...PUBLIC_READ, save: MANAGED, delete: MANAGED },
} as const satisfies EntityDef;

const decimal = (label: string): FieldDef => ({ type: 'decimal', label });

/** A line of a pool's standings (`GetVolleyPoolRanking No="{pool}"`): every criterion, for a column each. */
export const VolleyPoolRankingEntry = {
  name: 'VolleyPoolRankingEntry',
  plural: 'VolleyPoolRankingEntries',
  area: 'competitions',
  ranking: { request: 'VolleyPoolRanking', attributes: { No: 'NoPool', NoPool: 'NoPool' }, required: ['No'] },
  fields: {
    No: { type: 'integer', label: 'competitions:fields.team' },
    NoPool: { type: 'integer', label: 'competitions:fields.pool' },
    NoTournament: { type: 'integer', label: 'competitions:fields.tournament' },
    PoolCode: { type: 'text', label: 'competitions:fields.pool', sortable: true },
    /** 1, 2, 3… in standings order. */
    Position: { type: 'integer', label: 'competitions:fields.position', sortable: true },
    /** The rank, negative when shared with the team above (`-2`: tied second), as the public service writes it. */
    Rank: { type: 'integer', label: 'competitions:fields.rank' },
    NoTeam: { type: 'integer', label: 'competitions:fields.team' },
    TeamName: { type: 'text', label: 'competitions:fields.team' },
    TeamCode: { type: 'text', label: 'competitions:fields.teamCode' },
    TeamFederationCode: { type: 'text', label: 'competitions:fields.federation' },
    MatchesPlayed: { type: 'integer', label: 'competitions:criteria.played' },
    NbMatches: { type: 'integer', label: 'competitions:criteria.played', sameAs: 'MatchesPlayed' },
    MatchesWon: { type: 'integer', label: 'competitions:criteria.matchesWon' },
    MatchesLost: { type: 'integer', label: 'competitions:criteria.matchesLost' },
    /** Ranking points. */
    MatchPoints: { type: 'integer', label: 'competitions:criteria.rankingPoints' },
    SetsWon: { type: 'integer', label: 'competitions:criteria.setsWon' },
    SetsLost: { type: 'integer', label: 'competitions:criteria.setsLost' },
    /** Sets won over sets lost; null when none was lost ("MAX"). */
    SetRatio: decimal('competitions:criteria.setRatio'),
    SetsRatio: { ...decimal('competitions:criteria.setRatio'), sameAs: 'SetRatio' },
    PointsWon: { type: 'integer', label: 'competitions:criteria.pointsWon' },
    PointsLost: { type: 'integer', label: 'competitions:criteria.pointsLost' },
    PointRatio: decimal('competitions:criteria.pointRatio'),
    PointsRatio: { ...decimal('competitions:criteria.pointRatio'), sameAs: 'PointRatio' },
  },
  filters: {
    /** Teams, by number. */
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoPool: { field: 'NoPool', operator: 'in', type: 'integer' },
    /** Every pool's standings of a tournament. */
    NoTournament: { field: 'NoTournament', operator: 'in', type: 'integer' },
  },
  relations: { Team: { target: 'VolleyTeam', key: 'NoTeam', labelField: 'TeamName' } },
  defaultSort: ['PoolCode', 'Position'],
  defaultFields: [
    'No',
    'Position',
    'Rank',
    'NoTeam',
    'TeamName',
    'MatchesPlayed',
    'MatchesWon',
    'MatchesLost',
    'MatchPoints',
    'SetsWon',
    'SetsLost',
    'SetRatio',
    'PointsWon',
    'PointsLost',
    'PointRatio',
  ],
  rules: PUBLIC_READ,
} as const satisfies EntityDef;

/** Where the teams of a tournament finished (`GetVolleyTournamentRanking No="{tournament}"`). */
export const VolleyTournamentRankingEntry = {
  name: 'VolleyTournamentRankingEntry',
  plural: 'VolleyTournamentRankingEntries',
  area: 'competitions',
  ranking: {
    request: 'VolleyTournamentRanking',
    attributes: { No: 'NoTournament', NoTournament: 'NoTournament' },
    required: ['No'],
  },
  fields: {
    No: { type: 'integer', label: 'competitions:fields.team' },
    NoTournament: { type: 'integer', label: 'competitions:fields.tournament' },
    Position: { type: 'integer', label: 'competitions:fields.position', sortable: true },
    Rank: { type: 'integer', label: 'competitions:fields.rank' },
    NoTeam: { type: 'integer', label: 'competitions:fields.team' },
    TeamName: { type: 'text', label: 'competitions:fields.team' },
    TeamCode: { type: 'text', label: 'competitions:fields.teamCode' },
    TeamFederationCode: { type: 'text', label: 'competitions:fields.federation' },
  },
  filters: {
    /** Teams, by number. */
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoTournament: { field: 'NoTournament', operator: 'in', type: 'integer' },
  },
  relations: { Team: { target: 'VolleyTeam', key: 'NoTeam', labelField: 'TeamName' } },
  defaultSort: ['Position'],
  defaultFields: ['No', 'Position', 'Rank', 'NoTeam', 'TeamName', 'TeamCode'],
  rules: PUBLIC_READ,
} as const satisfies EntityDef;
