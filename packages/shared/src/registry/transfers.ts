import type { EntityDef } from './types';

/**
 * An international transfer: a player moving from a club of one national federation to a club of
 * another. Its parties (the player, both clubs, both federations, the confederation of both) and
 * admins read it; nobody else sees it exists.
 */
export const VolleyTransfer = {
  name: 'VolleyTransfer',
  plural: 'VolleyTransfers',
  area: 'transfers',
  fields: {
    No: { type: 'integer', label: 'transfers:fields.no', sortable: true },
    NoPlayer: { type: 'integer', label: 'transfers:fields.player' },
    PlayerName: { type: 'text', label: 'transfers:fields.player', sortable: true },
    NoFederationFrom: { type: 'integer', label: 'transfers:fields.federationFrom' },
    FederationFromCode: { type: 'text', label: 'transfers:fields.federationFrom', sortable: true },
    NoClubFrom: { type: 'integer', label: 'transfers:fields.clubFrom' },
    ClubFromName: { type: 'text', label: 'transfers:fields.clubFrom', sortable: true },
    NoFederationTo: { type: 'integer', label: 'transfers:fields.federationTo' },
    FederationToCode: { type: 'text', label: 'transfers:fields.federationTo', sortable: true },
    NoClubTo: { type: 'integer', label: 'transfers:fields.clubTo' },
    ClubToName: { type: 'text', label: 'transfers:fields.clubTo', sortable: true },
    FirstSeason: { type: 'integer', label: 'transfers:fields.firstSeason', sortable: true },
    LastSeason: { type: 'integer', label: 'transfers:fields.lastSeason', sortable: true },
    Status: { type: 'text', label: 'transfers:fields.status', sortable: true },
    ItcNumber: { type: 'text', label: 'transfers:fields.itcNumber', sortable: true },
    ContractStartDate: { type: 'date', label: 'transfers:fields.contractStart', sortable: true },
    ContractEndDate: { type: 'date', label: 'transfers:fields.contractEnd', sortable: true },
    /** The player's agent when the transfer was started, where one was on record (issue #25). */
    NoAgent: { type: 'integer', label: 'transfers:fields.agent' },
    AgentName: { type: 'text', label: 'transfers:fields.agent', sortable: true },
    AgentLicenceNumber: { type: 'text', label: 'transfers:fields.agentLicence' },
    /** The parties who must act next, space-separated (`player receivingClub`). */
    AwaitingParties: { type: 'text', label: 'transfers:fields.awaitingParties' },
    /** Both federations' codes, space-separated. */
    FederationCodes: { type: 'text', label: 'transfers:fields.federations' },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoPlayer: { field: 'NoPlayer', operator: 'in', type: 'integer' },
    NoFederationFrom: { field: 'NoFederationFrom', operator: 'in', type: 'integer' },
    NoFederationTo: { field: 'NoFederationTo', operator: 'in', type: 'integer' },
    FederationFromCode: { field: 'FederationFromCode', operator: 'in', type: 'text' },
    FederationToCode: { field: 'FederationToCode', operator: 'in', type: 'text' },
    NoClubFrom: { field: 'NoClubFrom', operator: 'in', type: 'integer' },
    NoClubTo: { field: 'NoClubTo', operator: 'in', type: 'integer' },
    Statuses: { field: 'Status', operator: 'in', type: 'text' },
    Season: { field: 'FirstSeason', operator: 'in', type: 'integer' },
    /** Transfers from or to any of these federations (codes). */
    FederationCodes: { field: 'FederationCodes', operator: 'includes', type: 'text' },
    /** Transfers awaiting any of these parties. */
    AwaitingParties: { field: 'AwaitingParties', operator: 'includes', type: 'text' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {
    Player: { target: 'Player', key: 'NoPlayer' },
    FederationFrom: { target: 'Federation', key: 'NoFederationFrom' },
    FederationTo: { target: 'Federation', key: 'NoFederationTo' },
    ClubFrom: { target: 'VolleyClub', key: 'NoClubFrom' },
    ClubTo: { target: 'VolleyClub', key: 'NoClubTo' },
    Agent: { target: 'PlayersAgent', key: 'NoAgent', labelField: 'AgentName' },
  },
  defaultSort: ['-FirstSeason', '-No'],
  defaultFields: [
    'No',
    'PlayerName',
    'FederationFromCode',
    'ClubFromName',
    'FederationToCode',
    'ClubToName',
    'FirstSeason',
    'Status',
  ],
  tagged: true,
  rules: {
    get: { types: ['Federation', 'Confederation', 'VolleyClub', 'Player'], scope: 'party' },
    list: { types: ['Federation', 'Confederation', 'VolleyClub', 'Player'], scope: 'party' },
  },
} as const satisfies EntityDef;
