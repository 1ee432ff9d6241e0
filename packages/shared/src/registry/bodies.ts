import type { EntityDef } from './types';

export const Confederation = {
  name: 'Confederation',
  plural: 'Confederations',
  area: 'bodies',
  fields: {
    No: { type: 'integer', label: 'bodies:fields.no', sortable: true },
    Code: { type: 'text', label: 'bodies:fields.code', sortable: true },
    Name: { type: 'text', label: 'bodies:fields.name', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Code: { field: 'Code', operator: 'in', type: 'text' },
  },
  relations: {},
  defaultSort: ['Code'],
  defaultFields: ['No', 'Code', 'Name'],
  tagged: true,
  rules: { get: 'anyone', list: 'anyone' },
} as const satisfies EntityDef;

export const Federation = {
  name: 'Federation',
  plural: 'Federations',
  area: 'bodies',
  fields: {
    No: { type: 'integer', label: 'bodies:fields.no', sortable: true },
    Code: { type: 'text', label: 'bodies:fields.code', sortable: true },
    Name: { type: 'text', label: 'bodies:fields.name', sortable: true },
    CountryCode: { type: 'text', label: 'bodies:fields.countryCode', sortable: true },
    NoConfederation: { type: 'integer', label: 'bodies:fields.confederation' },
    ConfederationCode: { type: 'text', label: 'bodies:fields.confederation', sortable: true },
    Website: { type: 'text', label: 'common:fields.website' },
    Email: { type: 'text', label: 'bodies:fields.email', access: 'signedIn' },
    Empowerment: { type: 'flag', label: 'bodies:fields.empowerment', access: 'signedIn' },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Code: { field: 'Code', operator: 'in', type: 'text' },
    NoConfederation: { field: 'NoConfederation', operator: 'in', type: 'integer' },
    ConfederationCode: { field: 'ConfederationCode', operator: 'in', type: 'text' },
    Empowerment: { field: 'Empowerment', operator: 'in', type: 'flag' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: { Confederation: { target: 'Confederation', key: 'NoConfederation' } },
  defaultSort: ['Name'],
  defaultFields: ['No', 'Code', 'Name', 'CountryCode', 'ConfederationCode'],
  tagged: true,
  rules: { get: 'anyone', list: 'anyone' },
} as const satisfies EntityDef;

export const VolleyClub = {
  name: 'VolleyClub',
  plural: 'VolleyClubs',
  area: 'bodies',
  fields: {
    No: { type: 'integer', label: 'bodies:fields.no', sortable: true },
    Name: { type: 'text', label: 'bodies:fields.name', sortable: true, write: { required: true, maxLength: 200 } },
    ShortName: { type: 'text', label: 'bodies:fields.shortName', sortable: true, write: { maxLength: 60 } },
    City: { type: 'text', label: 'bodies:fields.city', sortable: true, write: { maxLength: 100 } },
    NoFederation: { type: 'integer', label: 'bodies:fields.federation', write: { required: true, min: 1 } },
    FederationCode: { type: 'text', label: 'bodies:fields.federation', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoFederation: { field: 'NoFederation', operator: 'in', type: 'integer' },
    FederationCode: { field: 'FederationCode', operator: 'in', type: 'text' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: { Federation: { target: 'Federation', key: 'NoFederation' } },
  defaultSort: ['Name'],
  defaultFields: ['No', 'Name', 'City', 'FederationCode'],
  tagged: true,
  rules: {
    get: 'anyone',
    list: 'anyone',
    // A federation keeps its own clubs; admins keep every club.
    save: { types: ['Federation'], scope: 'ownFederation' },
    delete: { types: ['Federation'], scope: 'ownFederation' },
  },
} as const satisfies EntityDef;
