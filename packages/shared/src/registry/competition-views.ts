import { BEACH_MATCH_STATUS, BEACH_TOURNAMENT_STATUS } from './beach';
import { MATCH_STATUSES, TOURNAMENT_STATUSES } from './competitions';
import { GENDER_CODES } from './field-codes';
import type { EntityDef, FieldDef } from './types';

/**
 * The generic types of the public service (SPEC §3's `tournament` and `match`): one view over the
 * indoor and the beach records, in the fields the two have in common. `Kind` says which a record is,
 * as the request types name it: a `Volley` record is opened by `GetVolleyTournament No="…"`, a
 * `Beach` one by `GetBeachTournament`. Numbers are each kind's own, so two records may share one:
 * `Kind` tells them apart (`<Request Type="GetTournament" No="3" Kind="Beach"/>`). Read only.
 */
export const COMPETITION_KINDS = ['Volley', 'Beach'] as const;
export type CompetitionKind = (typeof COMPETITION_KINDS)[number];

const names = (codes: Readonly<Record<string, number>>) => Object.keys(codes);
const union = (...lists: readonly (readonly string[])[]) => [...new Set(lists.flat())];

const kind: FieldDef = {
  type: 'text',
  label: 'competitions:fields.discipline',
  sortable: true,
  codes: 'competitions:disciplines',
  codeValues: COMPETITION_KINDS,
};
const text = (label: string, sortable = false): FieldDef => ({
  type: 'text',
  label,
  ...(sortable ? { sortable } : {}),
});
const integer = (label: string, sortable = false): FieldDef => ({
  type: 'integer',
  label,
  ...(sortable ? { sortable } : {}),
});
const date = (label: string): FieldDef => ({ type: 'date', label, sortable: true });
const version = { type: 'version', label: 'common:fields.version' } as const;
const inFilter = (field: string, type: 'integer' | 'text') => ({ field, operator: 'in', type }) as const;
const KIND_RULES = { get: 'anyone', list: 'anyone' } as const;

/** Every tournament, indoor and beach. */
export const Tournament = {
  name: 'Tournament',
  plural: 'Tournaments',
  area: 'competitions',
  fields: {
    No: integer('competitions:fields.no', true),
    Kind: kind,
    Code: text('competitions:fields.code', true),
    Name: text('competitions:fields.name', true),
    TypeName: text('competitions:fields.type'),
    Gender: { ...integer('competitions:fields.gender', true), codeNames: GENDER_CODES },
    CountryCode: text('competitions:fields.country', true),
    CountryName: text('competitions:fields.country'),
    City: text('competitions:fields.city', true),
    StartDate: date('competitions:fields.startDate'),
    EndDate: date('competitions:fields.endDate'),
    /** `2026`, or `2026 2027` for an indoor season across a new year. */
    Season: text('competitions:fields.season', true),
    /** Each kind's status by name: the indoor ones, and the beach codes' names. */
    Status: {
      ...text('competitions:fields.status', true),
      codeValues: union(TOURNAMENT_STATUSES, names(BEACH_TOURNAMENT_STATUS)),
    },
    NoEvent: integer('competitions:fields.event'),
    Version: version,
  },
  filters: {
    No: inFilter('No', 'integer'),
    Kind: inFilter('Kind', 'text'),
    Gender: inFilter('Gender', 'integer'),
    Statuses: inFilter('Status', 'text'),
    CountryCode: inFilter('CountryCode', 'text'),
    NoEvent: inFilter('NoEvent', 'integer'),
    /** Tournaments played in any of these years. */
    Season: { field: 'Season', operator: 'includes', type: 'text' },
    FirstDate: { field: 'EndDate', operator: 'from', type: 'date' },
    LastDate: { field: 'StartDate', operator: 'to', type: 'date' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: { Event: { target: 'Event', key: 'NoEvent' } },
  defaultSort: ['-StartDate', 'Kind'],
  defaultFields: ['No', 'Kind', 'Code', 'Name', 'CountryCode', 'StartDate', 'EndDate', 'Gender', 'Status'],
  recordKeys: ['Kind'],
  rules: KIND_RULES,
} as const satisfies EntityDef;

const setPoints = Object.fromEntries(
  (['A', 'B'] as const).flatMap((team) =>
    [1, 2, 3, 4, 5].map((set) => [`PointsTeam${team}Set${set}`, integer(`competitions:fields.pointsTeam${team}`)]),
  ),
);

/** Every match, indoor and beach. */
export const Match = {
  name: 'Match',
  plural: 'Matches',
  area: 'competitions',
  fields: {
    No: integer('competitions:fields.no', true),
    Kind: kind,
    NoTournament: integer('competitions:fields.tournament'),
    TournamentCode: text('competitions:fields.code'),
    TournamentName: text('competitions:fields.tournament', true),
    NoInTournament: integer('competitions:fields.matchNumber', true),
    LocalDate: date('competitions:fields.date'),
    /** `HH:MM` indoors, `HH:MM:SS` on the beach, as each kind's own type answers it. */
    LocalTime: text('competitions:fields.time', true),
    DateTimeLocal: text('competitions:fields.dateTimeLocal', true),
    DateTimeUtc: { type: 'dateTime', label: 'competitions:fields.dateTimeUtc', sortable: true },
    /** The hall's city indoors, the tournament's on the beach. */
    City: text('competitions:fields.city'),
    NoTeamA: integer('competitions:fields.teamA'),
    TeamAName: text('competitions:fields.teamA', true),
    NoTeamB: integer('competitions:fields.teamB'),
    TeamBName: text('competitions:fields.teamB', true),
    /** Each kind's status by name: the indoor ones, and the beach codes' names. */
    Status: {
      ...text('competitions:fields.matchStatus', true),
      codeValues: union(MATCH_STATUSES, names(BEACH_MATCH_STATUS)),
    },
    ...setPoints,
    /** Sets won. */
    MatchPointsA: integer('competitions:fields.setsWonA'),
    MatchPointsB: integer('competitions:fields.setsWonB'),
    NoWinner: integer('competitions:fields.winner'),
    Version: version,
  },
  filters: {
    No: inFilter('No', 'integer'),
    Kind: inFilter('Kind', 'text'),
    NoTournament: inFilter('NoTournament', 'integer'),
    Statuses: inFilter('Status', 'text'),
    FirstDate: { field: 'LocalDate', operator: 'from', type: 'date' },
    LastDate: { field: 'LocalDate', operator: 'to', type: 'date' },
  },
  relations: {},
  defaultSort: ['LocalDate', 'LocalTime', 'Kind'],
  defaultFields: [
    'No',
    'Kind',
    'NoTournament',
    'LocalDate',
    'LocalTime',
    'TeamAName',
    'TeamBName',
    'MatchPointsA',
    'MatchPointsB',
    'Status',
  ],
  recordKeys: ['Kind'],
  rules: KIND_RULES,
} as const satisfies EntityDef;
