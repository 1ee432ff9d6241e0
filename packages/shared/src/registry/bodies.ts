import type { EntityDef } from './types';

export const FEDERATION_STATUSES = ['active', 'suspended'] as const;
export const CLUB_STATUSES = ['active', 'inactive'] as const;
/** The NF categorization: where a national federation stands, from A (most developed) to D. */
export const NF_CATEGORIES = ['A', 'B', 'C', 'D'] as const;

/** Volleyball was invented in 1895: no body is older. */
const FOUNDED_YEAR = {
  type: 'integer',
  label: 'bodies:fields.foundedYear',
  sortable: true,
  write: { min: 1895, max: 9999, format: 'past' },
} as const;

/** How to reach a body: its own users keep these up to date (`self`). */
const CONTACT_FIELDS = {
  Address: { type: 'text', label: 'bodies:fields.address', write: { maxLength: 200, self: true } },
  PostalCode: { type: 'text', label: 'bodies:fields.postalCode', write: { maxLength: 20, self: true } },
  City: { type: 'text', label: 'bodies:fields.city', sortable: true, write: { maxLength: 100, self: true } },
  Website: { type: 'text', label: 'common:fields.website', write: { maxLength: 300, format: 'url', self: true } },
  Email: {
    type: 'text',
    label: 'bodies:fields.email',
    access: 'signedIn',
    write: { maxLength: 254, format: 'email', self: true },
  },
  Phone: { type: 'text', label: 'bodies:fields.phone', access: 'signedIn', write: { maxLength: 40, self: true } },
} as const satisfies EntityDef['fields'];

export const Confederation = {
  name: 'Confederation',
  plural: 'Confederations',
  area: 'bodies',
  fields: {
    No: { type: 'integer', label: 'bodies:fields.no', sortable: true },
    Code: {
      type: 'text',
      label: 'bodies:fields.code',
      sortable: true,
      write: { required: true, maxLength: 10, adminOnly: true },
    },
    Name: {
      type: 'text',
      label: 'bodies:fields.name',
      sortable: true,
      write: { required: true, maxLength: 200, adminOnly: true },
    },
    ...CONTACT_FIELDS,
    CountryCode: { type: 'text', label: 'bodies:fields.seatCountry', write: { format: 'country', adminOnly: true } },
    FederationCount: { type: 'integer', label: 'bodies:fields.federationCount', sortable: true },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Code: { field: 'Code', operator: 'in', type: 'text' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {},
  defaultSort: ['Code'],
  defaultFields: ['No', 'Code', 'Name'],
  tagged: true,
  rules: {
    get: 'anyone',
    list: 'anyone',
    save: 'admin',
    delete: 'admin',
    // A confederation keeps its own contacts.
    saveOwn: ['Confederation'],
  },
} as const satisfies EntityDef;

export const Federation = {
  name: 'Federation',
  plural: 'Federations',
  area: 'bodies',
  fields: {
    No: { type: 'integer', label: 'bodies:fields.no', sortable: true },
    Code: {
      type: 'text',
      label: 'bodies:fields.code',
      sortable: true,
      write: { required: true, format: 'code', adminOnly: true },
    },
    Name: {
      type: 'text',
      label: 'bodies:fields.nameEn',
      sortable: true,
      write: { required: true, maxLength: 200, adminOnly: true },
    },
    NameFr: { type: 'text', label: 'bodies:fields.nameFr', sortable: true, write: { maxLength: 200, adminOnly: true } },
    NameEs: { type: 'text', label: 'bodies:fields.nameEs', sortable: true, write: { maxLength: 200, adminOnly: true } },
    CountryCode: {
      type: 'text',
      label: 'bodies:fields.countryCode',
      sortable: true,
      write: { required: true, format: 'country', adminOnly: true },
    },
    NoConfederation: {
      type: 'integer',
      label: 'bodies:fields.confederation',
      write: { required: true, adminOnly: true },
    },
    ConfederationCode: { type: 'text', label: 'bodies:fields.confederation', sortable: true },
    Status: {
      type: 'text',
      label: 'bodies:fields.status',
      sortable: true,
      codes: 'bodies:federationStatuses',
      write: { required: true, oneOf: FEDERATION_STATUSES, default: 'active', adminOnly: true },
    },
    Empowerment: { type: 'flag', label: 'bodies:fields.empowerment', access: 'signedIn', write: { adminOnly: true } },
    NfCategory: {
      type: 'text',
      label: 'bodies:fields.nfCategory',
      sortable: true,
      codes: 'bodies:nfCategories',
      grant: 'nfCategorization',
      write: { oneOf: NF_CATEGORIES },
    },
    FoundedYear: { ...FOUNDED_YEAR, write: { ...FOUNDED_YEAR.write, adminOnly: true } },
    ...CONTACT_FIELDS,
    NoPresident: { type: 'integer', label: 'bodies:fields.president', write: { self: true } },
    PresidentName: { type: 'text', label: 'bodies:fields.president' },
    NoSecretaryGeneral: { type: 'integer', label: 'bodies:fields.secretaryGeneral', write: { self: true } },
    SecretaryGeneralName: { type: 'text', label: 'bodies:fields.secretaryGeneral' },
    PlayerCount: { type: 'integer', label: 'bodies:fields.playerCount' },
    CoachCount: { type: 'integer', label: 'bodies:fields.coachCount' },
    RefereeCount: { type: 'integer', label: 'bodies:fields.refereeCount' },
    ClubCount: { type: 'integer', label: 'bodies:fields.clubCount' },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    Code: { field: 'Code', operator: 'in', type: 'text' },
    NoConfederation: { field: 'NoConfederation', operator: 'in', type: 'integer' },
    ConfederationCode: { field: 'ConfederationCode', operator: 'in', type: 'text' },
    Status: { field: 'Status', operator: 'in', type: 'text' },
    Empowerment: { field: 'Empowerment', operator: 'in', type: 'flag' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {
    Confederation: { target: 'Confederation', key: 'NoConfederation', labelField: 'ConfederationCode' },
    President: { target: 'Person', key: 'NoPresident', labelField: 'PresidentName' },
    SecretaryGeneral: { target: 'Person', key: 'NoSecretaryGeneral', labelField: 'SecretaryGeneralName' },
  },
  defaultSort: ['Name'],
  defaultFields: ['No', 'Code', 'Name', 'CountryCode', 'ConfederationCode'],
  tagged: true,
  rules: {
    get: 'anyone',
    list: 'anyone',
    // A federation keeps its own record (contacts, officers); the fields marked adminOnly stay the admins'.
    save: { types: ['Federation'], scope: 'ownFederation' },
    delete: 'admin',
  },
} as const satisfies EntityDef;

export const VolleyClub = {
  name: 'VolleyClub',
  plural: 'VolleyClubs',
  area: 'bodies',
  fields: {
    No: { type: 'integer', label: 'bodies:fields.no', sortable: true },
    Name: { type: 'text', label: 'bodies:fields.name', sortable: true, write: { required: true, maxLength: 200 } },
    ShortName: { type: 'text', label: 'bodies:fields.shortName', sortable: true, write: { maxLength: 60 } },
    NoFederation: { type: 'integer', label: 'bodies:fields.federation', write: { required: true, min: 1 } },
    FederationCode: { type: 'text', label: 'bodies:fields.federation', sortable: true },
    FederationName: { type: 'text', label: 'bodies:fields.federation' },
    FoundedYear: FOUNDED_YEAR,
    Venue: { type: 'text', label: 'bodies:fields.venue', write: { maxLength: 200, self: true } },
    Colours: { type: 'text', label: 'bodies:fields.colours', write: { maxLength: 100, self: true } },
    Status: {
      type: 'text',
      label: 'bodies:fields.status',
      sortable: true,
      codes: 'bodies:clubStatuses',
      write: { required: true, oneOf: CLUB_STATUSES, default: 'active' },
    },
    ...CONTACT_FIELDS,
    PlayerCount: { type: 'integer', label: 'bodies:fields.playerCount' },
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoFederation: { field: 'NoFederation', operator: 'in', type: 'integer' },
    FederationCode: { field: 'FederationCode', operator: 'in', type: 'text' },
    Status: { field: 'Status', operator: 'in', type: 'text' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: { Federation: { target: 'Federation', key: 'NoFederation', labelField: 'FederationName' } },
  defaultSort: ['Name'],
  defaultFields: ['No', 'Name', 'City', 'FederationCode'],
  tagged: true,
  rules: {
    get: 'anyone',
    list: 'anyone',
    // A federation keeps its own clubs; admins keep every club; a club its own contacts and venue.
    save: { types: ['Federation'], scope: 'ownFederation' },
    delete: { types: ['Federation'], scope: 'ownFederation' },
    saveOwn: ['VolleyClub'],
  },
} as const satisfies EntityDef;
