import { PERSON_USER_TYPES, type UserTypeCode } from '../auth/user-types';
import { GENDER_CODES } from './field-codes';
import type { EntityDef, RestrictedReaders, WriteRules } from './types';

/** Passport data: the person's federation and the person themself read it, besides admins. */
export function personalDataReaders(personType: UserTypeCode): RestrictedReaders {
  return [
    { types: ['Federation'], scope: 'ownFederation' },
    { types: [personType], scope: 'self' },
  ];
}

/** Passport fields every role of a person carries. */
export const PASSPORT_FIELDS = {
  PassportNo: { type: 'text', label: 'people:fields.passportNo', access: 'restricted', write: { maxLength: 30 } },
  PassportValidity: {
    type: 'date',
    label: 'people:fields.passportValidity',
    access: 'restricted',
    sortable: true,
    write: {},
  },
} as const satisfies EntityDef['fields'];

export const MARITAL_STATUSES = ['single', 'married', 'partnership', 'divorced', 'widowed'] as const;
export const BLOOD_GROUPS = ['A', 'B', 'AB', 'O'] as const;
export const RHESUS_FACTORS = ['+', '-'] as const;

/** Private details: read like the passport, by admins, the person's federation and the person. */
export const PERSONAL_FIELDS = {
  Email: {
    type: 'text',
    label: 'people:fields.email',
    access: 'restricted',
    write: { maxLength: 254, format: 'email' },
  },
  MaritalStatus: {
    type: 'text',
    label: 'people:fields.maritalStatus',
    access: 'restricted',
    codes: 'people:maritalStatuses',
    write: { oneOf: MARITAL_STATUSES },
  },
  Address: { type: 'text', label: 'people:fields.address', access: 'restricted', write: { maxLength: 200 } },
  AddressCountryCode: {
    type: 'text',
    label: 'people:fields.addressCountry',
    access: 'restricted',
    write: { format: 'country' },
  },
  PostalCode: { type: 'text', label: 'people:fields.postalCode', access: 'restricted', write: { maxLength: 20 } },
  City: { type: 'text', label: 'people:fields.city', access: 'restricted', write: { maxLength: 100 } },
  Region: { type: 'text', label: 'people:fields.region', access: 'restricted', write: { maxLength: 100 } },
  ClosestAirports: {
    type: 'text',
    label: 'people:fields.closestAirports',
    access: 'restricted',
    write: { maxLength: 200 },
  },
  BloodGroup: { type: 'text', label: 'people:fields.bloodGroup', access: 'restricted', write: { oneOf: BLOOD_GROUPS } },
  RhesusFactor: {
    type: 'text',
    label: 'people:fields.rhesusFactor',
    access: 'restricted',
    write: { oneOf: RHESUS_FACTORS },
  },
} as const satisfies EntityDef['fields'];

/** A length of the body, in micrometres, that the person may enter themself. */
const length = (label: string, max: number) =>
  ({
    type: 'integer',
    label: `people:fields.${label}`,
    access: 'signedIn',
    unit: 'micrometre',
    write: { min: 0, max, self: true },
  }) as const;

/** The 13 body measurements (SPEC §3), stored in micrometres and milligrams, shown in the viewer's units. */
export const MEASUREMENT_FIELDS = {
  Height: { ...length('height', 2_800_000), access: 'public', sortable: true },
  Weight: {
    type: 'integer',
    label: 'people:fields.weight',
    unit: 'milligram',
    sortable: true,
    write: { min: 0, max: 250_000_000, self: true },
  },
  NeckGirth: length('neckGirth', 1_000_000),
  BustGirth: length('bustGirth', 2_500_000),
  WaistGirth: length('waistGirth', 2_500_000),
  HipGirth: length('hipGirth', 2_500_000),
  ShoulderLength: length('shoulderLength', 1_000_000),
  ArmLength: length('armLength', 1_500_000),
  ArmGirth: length('armGirth', 1_000_000),
  TrouserLength: length('trouserLength', 1_800_000),
  Inseam: length('inseam', 1_500_000),
  ThighGirth: length('thighGirth', 1_500_000),
  FootLength: length('footLength', 500_000),
} as const satisfies EntityDef['fields'];

/** Names, birth and federation: what identifies a person, written by their federation. */
export const IDENTITY_WRITES = {
  FirstName: { required: true, maxLength: 100 },
  LastName: { required: true, maxLength: 100 },
  Gender: { required: true, min: 0, max: 1 },
  BirthDate: { format: 'past' },
  BirthPlace: { maxLength: 100 },
  NationalityCode: { format: 'country' },
  NoFederation: { required: true },
} as const satisfies Record<string, WriteRules>;

export const REFEREE_LEVELS = ['international', 'continental', 'national', 'candidate'] as const;

/** The fields every role of a person shares (coach, referee, official, medical and media staff). */
const PERSON_FIELDS = {
  No: { type: 'integer', label: 'people:fields.no', sortable: true },
  FirstName: { type: 'text', label: 'people:fields.firstName', sortable: true, write: IDENTITY_WRITES.FirstName },
  LastName: { type: 'text', label: 'people:fields.lastName', sortable: true, write: IDENTITY_WRITES.LastName },
  Gender: {
    type: 'integer',
    label: 'people:fields.gender',
    sortable: true,
    codeNames: GENDER_CODES,
    write: IDENTITY_WRITES.Gender,
  },
  BirthDate: { type: 'date', label: 'people:fields.birthDate', sortable: true, write: IDENTITY_WRITES.BirthDate },
  BirthPlace: { type: 'text', label: 'people:fields.birthPlace', write: IDENTITY_WRITES.BirthPlace },
  NationalityCode: {
    type: 'text',
    label: 'people:fields.nationality',
    sortable: true,
    write: IDENTITY_WRITES.NationalityCode,
  },
  Nationality: { type: 'text', label: 'people:fields.nationality' },
  NoFederation: { type: 'integer', label: 'people:fields.federation', write: IDENTITY_WRITES.NoFederation },
  FederationCode: { type: 'text', label: 'people:fields.federation', sortable: true },
  ConfederationCode: { type: 'text', label: 'people:fields.confederation', sortable: true },
  ...PASSPORT_FIELDS,
  ...PERSONAL_FIELDS,
  ...MEASUREMENT_FIELDS,
  ActiveVolley: { type: 'flag', label: 'people:fields.activeVolley', sortable: true, write: {} },
  ActiveBeach: { type: 'flag', label: 'people:fields.activeBeach', sortable: true, write: {} },
  Version: { type: 'version', label: 'common:fields.version' },
} as const satisfies EntityDef['fields'];

const PERSON_FILTERS = {
  No: { field: 'No', operator: 'in', type: 'integer' },
  NoFederation: { field: 'NoFederation', operator: 'in', type: 'integer' },
  FederationCode: { field: 'FederationCode', operator: 'in', type: 'text' },
  Gender: { field: 'Gender', operator: 'in', type: 'integer' },
  NationalityCode: { field: 'NationalityCode', operator: 'in', type: 'text' },
  ActiveVolley: { field: 'ActiveVolley', operator: 'in', type: 'flag' },
  ActiveBeach: { field: 'ActiveBeach', operator: 'in', type: 'flag' },
  BirthDateFrom: { field: 'BirthDate', operator: 'from', type: 'date' },
  BirthDateTo: { field: 'BirthDate', operator: 'to', type: 'date' },
  Search: { operator: 'search', type: 'text' },
} as const satisfies EntityDef['filters'];

/** Who writes a person: admins everyone, a federation its own people (and moves none away). */
const PERSON_WRITE_RULES = {
  save: { types: ['Federation'], scope: 'ownFederation' },
  delete: 'admin',
} as const satisfies Partial<EntityDef['rules']>;

/** A person seen through one of their roles; readable by signed-in users (not on the public endpoint). */
function personRole(
  name: string,
  plural: string,
  userType: UserTypeCode,
  roleFields: EntityDef['fields'] = {},
): EntityDef {
  return {
    name,
    plural,
    area: 'people',
    fields: { ...PERSON_FIELDS, ...roleFields },
    filters: PERSON_FILTERS,
    relations: { Federation: { target: 'Federation', key: 'NoFederation' } },
    defaultSort: ['LastName', 'FirstName'],
    defaultFields: ['No', 'FirstName', 'LastName', 'Gender', 'FederationCode'],
    tagged: true,
    rules: {
      get: 'signedIn',
      list: 'signedIn',
      restricted: personalDataReaders(userType),
      ...PERSON_WRITE_RULES,
      saveOwn: [userType],
    },
  };
}

export const Coach = personRole('Coach', 'Coaches', 'Coach');
export const Referee = personRole('Referee', 'Referees', 'Referee', {
  Level: {
    type: 'text',
    label: 'people:fields.refereeLevel',
    sortable: true,
    codes: 'people:refereeLevels',
    write: { oneOf: REFEREE_LEVELS },
  },
});
export const Official = personRole('Official', 'Officials', 'Official');
export const MedicalPerson = personRole('MedicalPerson', 'MedicalPersons', 'MedicalPerson');
/** A media person works for an organisation (`MediaOrganization`) in a position; written with the role. */
const mediaPerson = personRole('MediaPerson', 'MediaPersons', 'MediaPerson', {
  NoMediaOrganization: { type: 'integer', label: 'people:fields.mediaOrganization', write: {} },
  MediaOrganizationName: { type: 'text', label: 'people:fields.mediaOrganization', sortable: true },
  MediaPosition: { type: 'text', label: 'people:fields.mediaPosition', sortable: true, write: { maxLength: 100 } },
});
export const MediaPerson: EntityDef = {
  ...mediaPerson,
  filters: {
    ...mediaPerson.filters,
    NoMediaOrganization: { field: 'NoMediaOrganization', operator: 'in', type: 'integer' },
  },
  relations: {
    ...mediaPerson.relations,
    MediaOrganization: { target: 'MediaOrganization', key: 'NoMediaOrganization', labelField: 'MediaOrganizationName' },
  },
};

/** The roles kept in the registry's lists (players' agents are kept elsewhere). */
export const REGISTRY_ROLES = ['player', 'coach', 'referee', 'official', 'medical', 'media'] as const;

/**
 * Anyone in the registry, whatever their roles: to find a person before adding them again, and to
 * give an existing person another role (`SavePerson` with `No`, `Version` and `Roles`). People are
 * created through a role (`SavePlayer`…).
 */
export const Person: EntityDef = {
  name: 'Person',
  plural: 'Persons',
  area: 'people',
  fields: {
    No: PERSON_FIELDS.No,
    FirstName: { type: 'text', label: 'people:fields.firstName', sortable: true },
    LastName: { type: 'text', label: 'people:fields.lastName', sortable: true },
    Gender: { type: 'integer', label: 'people:fields.gender', sortable: true, codeNames: GENDER_CODES },
    BirthDate: { type: 'date', label: 'people:fields.birthDate', sortable: true },
    NationalityCode: { type: 'text', label: 'people:fields.nationality', sortable: true },
    NoFederation: { type: 'integer', label: 'people:fields.federation' },
    FederationCode: PERSON_FIELDS.FederationCode,
    /** The roles held, space-separated (`player coach`); saving them gives and takes roles. */
    Roles: {
      type: 'text',
      label: 'people:fields.roles',
      codes: 'people:roles',
      // A players' agent's role comes with their licence, not from this field.
      codeValues: [...REGISTRY_ROLES, 'agent'],
      write: { required: true, maxLength: 100 },
    },
    Version: PERSON_FIELDS.Version,
  },
  filters: {
    No: PERSON_FILTERS.No,
    NoFederation: PERSON_FILTERS.NoFederation,
    BirthDateFrom: PERSON_FILTERS.BirthDateFrom,
    BirthDateTo: PERSON_FILTERS.BirthDateTo,
    Search: PERSON_FILTERS.Search,
    /** Names alike, accents and case aside (trigram similarity): the likely duplicates of a new person. */
    SimilarName: { operator: 'similar', type: 'text' },
  },
  relations: { Federation: { target: 'Federation', key: 'NoFederation' } },
  defaultSort: ['LastName', 'FirstName'],
  defaultFields: ['No', 'FirstName', 'LastName', 'BirthDate', 'FederationCode', 'Roles'],
  rules: { get: 'signedIn', list: 'signedIn', save: PERSON_WRITE_RULES.save },
};

export const CONTACT_KINDS = ['email', 'phone', 'mobile', 'fax', 'website', 'social'] as const;

/** Who may see and keep a person's contacts: their federation and themself (admins always). */
const CONTACT_KEEPERS = {
  types: ['Federation', ...PERSON_USER_TYPES],
  scope: 'party',
} as const satisfies EntityDef['rules']['get'];

/** A way to reach a person (e-mail, phone…); one of each kind may be the preferred one. */
export const PersonContact: EntityDef = {
  name: 'PersonContact',
  plural: 'PersonContacts',
  area: 'people',
  fields: {
    No: { type: 'integer', label: 'people:fields.no', sortable: true },
    NoPerson: { type: 'integer', label: 'people:contacts.fields.person', write: { required: true } },
    Kind: {
      type: 'text',
      label: 'people:contacts.fields.kind',
      sortable: true,
      codes: 'people:contactKinds',
      write: { required: true, oneOf: CONTACT_KINDS },
    },
    Value: { type: 'text', label: 'people:contacts.fields.value', write: { required: true, maxLength: 200 } },
    Label: { type: 'text', label: 'people:contacts.fields.label', write: { maxLength: 100 } },
    Preferred: { type: 'flag', label: 'people:contacts.fields.preferred', sortable: true, write: {} },
    Version: PERSON_FIELDS.Version,
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoPerson: { field: 'NoPerson', operator: 'in', type: 'integer' },
  },
  relations: {},
  defaultSort: ['Kind', '-Preferred'],
  defaultFields: ['No', 'NoPerson', 'Kind', 'Value', 'Label', 'Preferred', 'Version'],
  rules: { get: CONTACT_KEEPERS, list: CONTACT_KEEPERS, save: CONTACT_KEEPERS, delete: CONTACT_KEEPERS },
};
