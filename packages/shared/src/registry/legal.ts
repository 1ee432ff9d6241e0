import type { EntityDef, FieldDef, FilterDef, RoleRule } from './types';

/**
 * The legal cases (issue #22), read by admins and by federations and confederations holding the
 * `legal` grant: a federation its own cases (applicant, current federation, or named in the
 * evidence), a confederation those of its members. Drafts are saved by their applicant federation;
 * the steps after are `/api/legal/cases/{no}/steps/{step}`.
 */
const READERS: RoleRule = { types: ['Federation', 'Confederation'], scope: 'party', grant: 'legal' };
const APPLICANTS: RoleRule = { types: ['Federation'], scope: 'party', grant: 'legal' };

const STATEMENT = { required: false, maxLength: 5000 } as const;

/** The fields both kinds of case have. */
const CASE_FIELDS = {
  No: { type: 'integer', label: 'legal:fields.no', sortable: true },
  NoPlayer: { type: 'integer', label: 'legal:fields.player', write: {} },
  PlayerName: { type: 'text', label: 'legal:fields.player', sortable: true },
  Status: { type: 'text', label: 'legal:fields.status', sortable: true },
  ApplicantStatement: { type: 'text', label: 'legal:fields.applicantStatement', write: STATEMENT },
  PlayerStatement: { type: 'text', label: 'legal:fields.playerStatement', write: STATEMENT },
  DecisionReasons: { type: 'text', label: 'legal:fields.decisionReasons' },
  /** Who must act now: `applicant`, `currentFederation` or `office`. */
  AwaitedRole: { type: 'text', label: 'legal:fields.awaited' },
  DueDate: { type: 'date', label: 'legal:fields.dueDate', sortable: true },
  /** The step the case waits in is past its deadline. */
  Overdue: { type: 'flag', label: 'legal:fields.overdue' },
  SubmittedAt: { type: 'dateTime', label: 'legal:fields.submittedAt', sortable: true },
  DecidedAt: { type: 'dateTime', label: 'legal:fields.decidedAt', sortable: true },
  /** The codes of every federation the case concerns, space-separated. */
  FederationCodes: { type: 'text', label: 'legal:fields.federations' },
  Version: { type: 'version', label: 'common:fields.version' },
} as const satisfies Record<string, FieldDef>;

const CASE_FILTERS = {
  No: { field: 'No', operator: 'in', type: 'integer' },
  NoPlayer: { field: 'NoPlayer', operator: 'in', type: 'integer' },
  Statuses: { field: 'Status', operator: 'in', type: 'text' },
  Overdue: { field: 'Overdue', operator: 'in', type: 'flag' },
  /** Cases concerning any of these federations (codes). */
  FederationCodes: { field: 'FederationCodes', operator: 'includes', type: 'text' },
  Search: { operator: 'search', type: 'text' },
} as const satisfies Record<string, FilterDef>;

/** A change of a player's federation of origin, asked by the federation the player moves to. */
export const FederationOfOriginChange = {
  name: 'FederationOfOriginChange',
  plural: 'FederationOfOriginChanges',
  area: 'legal',
  fields: {
    ...CASE_FIELDS,
    NoFederationFrom: { type: 'integer', label: 'legal:fields.federationFrom' },
    FederationFromCode: { type: 'text', label: 'legal:fields.federationFrom', sortable: true },
    /** The applicant: an admin names it, a federation applies for itself. */
    NoFederationTo: { type: 'integer', label: 'legal:fields.federationTo', write: {} },
    FederationToCode: { type: 'text', label: 'legal:fields.federationTo', sortable: true },
    CurrentFederationStatement: { type: 'text', label: 'legal:fields.currentFederationStatement' },
  },
  filters: {
    ...CASE_FILTERS,
    NoFederationFrom: { field: 'NoFederationFrom', operator: 'in', type: 'integer' },
    NoFederationTo: { field: 'NoFederationTo', operator: 'in', type: 'integer' },
  },
  relations: {
    Player: { target: 'Player', key: 'NoPlayer' },
    FederationFrom: { target: 'Federation', key: 'NoFederationFrom' },
    FederationTo: { target: 'Federation', key: 'NoFederationTo' },
  },
  defaultSort: ['-No'],
  defaultFields: ['No', 'PlayerName', 'FederationFromCode', 'FederationToCode', 'Status', 'DueDate', 'Overdue'],
  rules: { get: READERS, list: READERS, save: APPLICANTS },
} as const satisfies EntityDef;

/** A determination of a player's federation of origin, from the evidence of their registrations. */
export const FederationDetermination = {
  name: 'FederationDetermination',
  plural: 'FederationDeterminations',
  area: 'legal',
  fields: {
    ...CASE_FIELDS,
    /** The federation that opened the case: an admin names it, a federation applies for itself. */
    NoApplicantFederation: { type: 'integer', label: 'legal:fields.applicant', write: {} },
    ApplicantFederationCode: { type: 'text', label: 'legal:fields.applicant', sortable: true },
    /** The federation of origin the decision established. */
    NoDecidedFederation: { type: 'integer', label: 'legal:fields.decidedFederation' },
    DecidedFederationCode: { type: 'text', label: 'legal:fields.decidedFederation', sortable: true },
  },
  filters: {
    ...CASE_FILTERS,
    NoApplicantFederation: { field: 'NoApplicantFederation', operator: 'in', type: 'integer' },
  },
  relations: {
    Player: { target: 'Player', key: 'NoPlayer' },
    ApplicantFederation: { target: 'Federation', key: 'NoApplicantFederation' },
    DecidedFederation: { target: 'Federation', key: 'NoDecidedFederation' },
  },
  defaultSort: ['-No'],
  defaultFields: [
    'No',
    'PlayerName',
    'ApplicantFederationCode',
    'Status',
    'DecidedFederationCode',
    'DueDate',
    'Overdue',
  ],
  rules: { get: READERS, list: READERS, save: APPLICANTS },
} as const satisfies EntityDef;
