import { USER_TYPE_CODES } from '../auth/user-types';
import { EXPORT_FILE_FORMATS, EXPORT_SCHEDULES } from '../exports/export-definitions';
import type { EntityDef, RoleRule } from './types';

/** Every signed-in user, on the definitions they own (the binding's parties). */
const OWNER: RoleRule = { types: USER_TYPE_CODES, scope: 'party' };

/**
 * A saved export (issue #25). Its owner and admins change and delete it; the users of the owner's
 * body read it once it is shared. Running it (`/api/exports/{no}/file`) reads the entity with
 * the runner's permissions, so that sharing never widens what someone may read.
 */
export const ExportDefinition = {
  name: 'ExportDefinition',
  plural: 'ExportDefinitions',
  area: 'exports',
  fields: {
    No: { type: 'integer', label: 'exports:fields.no', sortable: true },
    Name: { type: 'text', label: 'exports:fields.name', sortable: true, write: { required: true, maxLength: 100 } },
    /** The entity's VIS name (`Player`). */
    Entity: { type: 'text', label: 'exports:fields.entity', sortable: true, write: { required: true, maxLength: 60 } },
    /** The columns, space-separated, in their order. */
    Fields: { type: 'text', label: 'exports:fields.fields', write: { required: true, maxLength: 2000 } },
    /** The filter, as JSON: `{"FederationCode":"KEN"}`. */
    Filter: { type: 'text', label: 'exports:fields.filter', write: { maxLength: 4000 } },
    /** Sort keys, space-separated, `-` first for descending. */
    Sort: { type: 'text', label: 'exports:fields.sort', write: { maxLength: 500 } },
    Format: {
      type: 'text',
      label: 'exports:fields.format',
      codes: 'exports:formats',
      write: { required: true, oneOf: EXPORT_FILE_FORMATS, default: 'csv' },
    },
    /** Readable by the users of the owner's body (1) or by the owner alone (0). */
    Shared: { type: 'flag', label: 'exports:fields.shared', write: { default: '0' } },
    Schedule: {
      type: 'text',
      label: 'exports:fields.schedule',
      codes: 'exports:schedules',
      write: { oneOf: EXPORT_SCHEDULES, default: 'none', adminOnly: true },
    },
    NoOwner: { type: 'integer', label: 'exports:fields.owner' },
    OwnerName: { type: 'text', label: 'exports:fields.owner', sortable: true },
    LastSentAt: { type: 'dateTime', label: 'exports:fields.lastSentAt' },
    UpdatedAt: { type: 'dateTime', label: 'exports:fields.updatedAt', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Entity: { field: 'Entity', operator: 'in', type: 'text' },
    NoOwner: { field: 'NoOwner', operator: 'in', type: 'integer' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {},
  defaultSort: ['Name'],
  defaultFields: [
    'No',
    'Name',
    'Entity',
    'Fields',
    'Filter',
    'Sort',
    'Format',
    'Shared',
    'Schedule',
    'NoOwner',
    'OwnerName',
    'LastSentAt',
    'Version',
  ],
  rules: { get: 'signedIn', list: 'signedIn', save: OWNER, delete: OWNER },
} as const satisfies EntityDef;
