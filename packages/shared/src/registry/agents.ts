import { AGENT_STATUSES } from '../agents/player-agents';
import type { EntityDef, RoleRule } from './types';

/** An agent's own record and contracts: the agent, the federations of their players (the binding's parties). */
const AGENT_PARTIES: RoleRule = { types: ['Federation', 'PlayerAgent'], scope: 'party' };

/**
 * A licensed players' agent (issue #25): a person of the registry, licensed by a federation until
 * a date. Admins and the licensing federation keep the licence; admins alone suspend it; the agent
 * keeps their languages, agency and business contact. `Status` is computed (suspended, expired,
 * active). A `PlayerAgent` user stands for one agent (`typeNo` = `No`).
 */
export const PlayersAgent = {
  name: 'PlayersAgent',
  plural: 'PlayersAgents',
  area: 'agents',
  fields: {
    No: { type: 'integer', label: 'agents:fields.no', sortable: true },
    NoPerson: { type: 'integer', label: 'agents:fields.person', write: { required: true } },
    FirstName: { type: 'text', label: 'agents:fields.firstName', sortable: true },
    LastName: { type: 'text', label: 'agents:fields.lastName', sortable: true },
    Name: { type: 'text', label: 'agents:fields.name' },
    NationalityCode: { type: 'text', label: 'agents:fields.nationality', sortable: true },
    LicenceNumber: {
      type: 'text',
      label: 'agents:fields.licenceNumber',
      sortable: true,
      write: { required: true, maxLength: 30 },
    },
    NoFederation: { type: 'integer', label: 'agents:fields.federation', write: { required: true } },
    FederationCode: { type: 'text', label: 'agents:fields.federation', sortable: true },
    FederationName: { type: 'text', label: 'agents:fields.federation' },
    LicenceIssuedOn: {
      type: 'date',
      label: 'agents:fields.licenceIssuedOn',
      sortable: true,
      write: { required: true, format: 'past' },
    },
    LicenceValidUntil: {
      type: 'date',
      label: 'agents:fields.licenceValidUntil',
      sortable: true,
      write: { required: true },
    },
    Suspended: { type: 'flag', label: 'agents:fields.suspended', write: { adminOnly: true, default: '0' } },
    SuspensionReason: {
      type: 'text',
      label: 'agents:fields.suspensionReason',
      write: { adminOnly: true, maxLength: 500 },
    },
    Status: {
      type: 'text',
      label: 'agents:fields.status',
      sortable: true,
      codes: 'agents:statuses',
      codeValues: AGENT_STATUSES,
    },
    /** ISO 639-1 codes, space-separated (`es en pt`). */
    Languages: { type: 'text', label: 'agents:fields.languages', write: { maxLength: 60, self: true } },
    Agency: { type: 'text', label: 'agents:fields.agency', sortable: true, write: { maxLength: 140, self: true } },
    Email: { type: 'text', label: 'agents:fields.email', write: { maxLength: 200, format: 'email', self: true } },
    Phone: { type: 'text', label: 'agents:fields.phone', write: { maxLength: 30, self: true } },
    /** The players the agent represents today. */
    PlayerCount: { type: 'integer', label: 'agents:fields.playerCount', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoPerson: { field: 'NoPerson', operator: 'in', type: 'integer' },
    NoFederation: { field: 'NoFederation', operator: 'in', type: 'integer' },
    FederationCode: { field: 'FederationCode', operator: 'in', type: 'text' },
    Statuses: { field: 'Status', operator: 'in', type: 'text' },
    ValidFrom: { field: 'LicenceValidUntil', operator: 'from', type: 'date' },
    ValidTo: { field: 'LicenceValidUntil', operator: 'to', type: 'date' },
    Languages: { field: 'Languages', operator: 'includes', type: 'text' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {
    Person: { target: 'Person', key: 'NoPerson', labelField: 'Name' },
    Federation: { target: 'Federation', key: 'NoFederation', labelField: 'FederationName' },
  },
  defaultSort: ['LastName', 'FirstName'],
  defaultFields: [
    'No',
    'NoPerson',
    'FirstName',
    'LastName',
    'NationalityCode',
    'LicenceNumber',
    'NoFederation',
    'FederationCode',
    'LicenceValidUntil',
    'Status',
    'Languages',
    'Agency',
    'PlayerCount',
    'Version',
  ],
  rules: {
    get: AGENT_PARTIES,
    list: AGENT_PARTIES,
    save: { types: ['Federation'], scope: 'ownFederation' },
    delete: { types: ['Federation'], scope: 'ownFederation' },
    saveOwn: ['PlayerAgent'],
  },
} as const satisfies EntityDef;

/** The contracts' readers: the agent, the player, the federation of the player; written by the agent and admins. */
const REPRESENTATION_PARTIES: RoleRule = { types: ['PlayerAgent', 'Player', 'Federation'], scope: 'party' };

/**
 * A representation contract (issue #25): an agent represents a player from a date, until one or on.
 * A player has at most one agent on any day. The signed contract is a document beside it
 * (`/api/agent-representations/{no}/document`).
 */
export const AgentRepresentation = {
  name: 'AgentRepresentation',
  plural: 'AgentRepresentations',
  area: 'agents',
  fields: {
    No: { type: 'integer', label: 'agents:representationFields.no', sortable: true },
    NoAgent: { type: 'integer', label: 'agents:representationFields.agent', write: { required: true } },
    AgentName: { type: 'text', label: 'agents:representationFields.agent', sortable: true },
    AgentLicenceNumber: { type: 'text', label: 'agents:fields.licenceNumber' },
    NoPlayer: { type: 'integer', label: 'agents:representationFields.player', write: { required: true } },
    PlayerName: { type: 'text', label: 'agents:representationFields.player', sortable: true },
    NoPlayerFederation: { type: 'integer', label: 'agents:representationFields.playerFederation' },
    PlayerFederationCode: { type: 'text', label: 'agents:representationFields.playerFederation', sortable: true },
    StartDate: {
      type: 'date',
      label: 'agents:representationFields.startDate',
      sortable: true,
      write: { required: true },
    },
    EndDate: { type: 'date', label: 'agents:representationFields.endDate', sortable: true, write: {} },
    /** The contract runs today. */
    Current: { type: 'flag', label: 'agents:representationFields.current', sortable: true },
    DocumentFileName: { type: 'text', label: 'agents:representationFields.document' },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoAgent: { field: 'NoAgent', operator: 'in', type: 'integer' },
    NoPlayer: { field: 'NoPlayer', operator: 'in', type: 'integer' },
    NoPlayerFederation: { field: 'NoPlayerFederation', operator: 'in', type: 'integer' },
    Current: { field: 'Current', operator: 'in', type: 'flag' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {
    Agent: { target: 'PlayersAgent', key: 'NoAgent', labelField: 'AgentName' },
    Player: { target: 'Player', key: 'NoPlayer', labelField: 'PlayerName' },
  },
  defaultSort: ['-StartDate'],
  defaultFields: [
    'No',
    'NoAgent',
    'AgentName',
    'NoPlayer',
    'PlayerName',
    'PlayerFederationCode',
    'StartDate',
    'EndDate',
    'Current',
    'DocumentFileName',
    'Version',
  ],
  rules: {
    get: REPRESENTATION_PARTIES,
    list: REPRESENTATION_PARTIES,
    save: { types: ['PlayerAgent'], scope: 'party' },
    delete: { types: ['PlayerAgent'], scope: 'party' },
  },
} as const satisfies EntityDef;
