import {
  BODY_PARTS,
  INJURY_DELETERS,
  INJURY_READERS,
  INJURY_SEVERITIES,
  INJURY_STATUSES,
  INJURY_TYPES,
  INJURY_WRITERS,
} from '../medical/injuries';
import type { EntityDef } from './types';

/**
 * A player's injury (issue #24), confidential: read by admins and by the parties the binding's
 * `partyScope` names (medical administrators, the medical staff of the player's federation or
 * team, the player), written by admins and the medical staff; every read is audited.
 */
export const PlayerInjury = {
  name: 'PlayerInjury',
  plural: 'PlayerInjuries',
  area: 'injuries',
  fields: {
    No: { type: 'integer', label: 'injuries:fields.no', sortable: true },
    NoPlayer: { type: 'integer', label: 'injuries:fields.player', write: { required: true } },
    PlayerName: { type: 'text', label: 'injuries:fields.player', sortable: true },
    NoFederation: { type: 'integer', label: 'injuries:fields.federation' },
    FederationCode: { type: 'text', label: 'injuries:fields.federation', sortable: true },
    OccurredOn: {
      type: 'date',
      label: 'injuries:fields.occurredOn',
      sortable: true,
      write: { required: true, format: 'past' },
    },
    BodyPart: {
      type: 'text',
      label: 'injuries:fields.bodyPart',
      sortable: true,
      codes: 'injuries:bodyParts',
      write: { required: true, oneOf: BODY_PARTS },
    },
    InjuryType: {
      type: 'text',
      label: 'injuries:fields.injuryType',
      sortable: true,
      codes: 'injuries:injuryTypes',
      write: { required: true, oneOf: INJURY_TYPES },
    },
    Severity: {
      type: 'text',
      label: 'injuries:fields.severity',
      sortable: true,
      codes: 'injuries:severities',
      write: { required: true, oneOf: INJURY_SEVERITIES },
    },
    Status: {
      type: 'text',
      label: 'injuries:fields.status',
      sortable: true,
      codes: 'injuries:statuses',
      write: { required: true, oneOf: INJURY_STATUSES, default: 'active' },
    },
    ExpectedReturnOn: { type: 'date', label: 'injuries:fields.expectedReturnOn', sortable: true, write: {} },
    FollowUpOn: { type: 'date', label: 'injuries:fields.followUpOn', sortable: true, write: {} },
    NoTreatingPerson: { type: 'integer', label: 'injuries:fields.treatingPerson', write: {} },
    TreatingPersonName: { type: 'text', label: 'injuries:fields.treatingPerson', sortable: true },
    Notes: { type: 'text', label: 'injuries:fields.notes', write: { maxLength: 5000 } },
    DocumentCount: { type: 'integer', label: 'injuries:fields.documentCount', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoPlayer: { field: 'NoPlayer', operator: 'in', type: 'integer' },
    NoFederation: { field: 'NoFederation', operator: 'in', type: 'integer' },
    FederationCode: { field: 'FederationCode', operator: 'in', type: 'text' },
    Statuses: { field: 'Status', operator: 'in', type: 'text' },
    Severities: { field: 'Severity', operator: 'in', type: 'text' },
    OccurredFrom: { field: 'OccurredOn', operator: 'from', type: 'date' },
    OccurredTo: { field: 'OccurredOn', operator: 'to', type: 'date' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {
    Player: { target: 'Player', key: 'NoPlayer', labelField: 'PlayerName' },
    TreatingPerson: { target: 'MedicalPerson', key: 'NoTreatingPerson', labelField: 'TreatingPersonName' },
  },
  defaultSort: ['-OccurredOn'],
  defaultFields: [
    'No',
    'PlayerName',
    'FederationCode',
    'OccurredOn',
    'BodyPart',
    'InjuryType',
    'Severity',
    'Status',
    'ExpectedReturnOn',
    'FollowUpOn',
  ],
  rules: {
    get: { types: INJURY_READERS, scope: 'party' },
    list: { types: INJURY_READERS, scope: 'party' },
    save: { types: INJURY_WRITERS, scope: 'party' },
    delete: { types: INJURY_DELETERS, scope: 'party' },
  },
} as const satisfies EntityDef;
