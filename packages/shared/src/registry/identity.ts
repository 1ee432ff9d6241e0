import { UserTypeNo } from '../auth/user-types';
import type { EntityDef } from './types';

/**
 * The users who sign in (issue #25), read by admins through the gateway as well as on
 * `/admin/users`; never their password data. Users are created, changed and deactivated by the
 * administration's own routes (`/api/admin/users…`), which check and mail what a Save could not.
 * Whatever the network environment, users are read from production, where they live.
 */
export const User = {
  name: 'User',
  plural: 'Users',
  area: 'users',
  fields: {
    No: { type: 'integer', label: 'users:columns.no', sortable: true },
    Username: { type: 'text', label: 'users:columns.username', sortable: true },
    FirstName: { type: 'text', label: 'users:fields.firstName', sortable: true },
    LastName: { type: 'text', label: 'users:fields.lastName', sortable: true },
    Email: { type: 'text', label: 'users:columns.email', sortable: true },
    /** The user type's number (SPEC §4's user types), as the public service writes enums. */
    Type: { type: 'integer', label: 'users:columns.type', sortable: true, codeNames: UserTypeNo },
    /** The record of its type the user stands for (a federation's, a player's no); 0 for none. */
    TypeNo: { type: 'integer', label: 'users:columns.linked' },
    CountryCode: { type: 'text', label: 'users:fields.countryCode' },
    Language: { type: 'text', label: 'users:fields.language' },
    Active: { type: 'flag', label: 'users:fields.active', sortable: true },
    /** Its feature grants, space-separated. */
    Grants: { type: 'text', label: 'users:columns.accesses' },
    LastLoginAt: { type: 'dateTime', label: 'users:columns.lastLoginAt', sortable: true },
    CreatedAt: { type: 'dateTime', label: 'users:fields.createdAt', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Type: { field: 'Type', operator: 'in', type: 'integer' },
    TypeNo: { field: 'TypeNo', operator: 'in', type: 'integer' },
    Active: { field: 'Active', operator: 'in', type: 'flag' },
    Grants: { field: 'Grants', operator: 'includes', type: 'text' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {},
  defaultSort: ['Username'],
  defaultFields: ['No', 'Username', 'FirstName', 'LastName', 'Email', 'Type', 'TypeNo', 'Active', 'Version'],
  rules: { get: 'admin', list: 'admin' },
} as const satisfies EntityDef;
