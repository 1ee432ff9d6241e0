import type { UserTypeCode } from '../auth/user-types';
import type { EntityDef, RestrictedReaders } from './types';

/** Passport data: the person's federation and the person themself read it, besides admins. */
export function personalDataReaders(personType: UserTypeCode): RestrictedReaders {
  return [
    { types: ['Federation'], scope: 'ownFederation' },
    { types: [personType], scope: 'self' },
  ];
}

/** Passport fields every role of a person carries. */
export const PASSPORT_FIELDS = {
  PassportNo: { type: 'text', label: 'people:fields.passportNo', access: 'restricted' },
  PassportValidity: { type: 'date', label: 'people:fields.passportValidity', access: 'restricted', sortable: true },
} as const satisfies EntityDef['fields'];

/** The fields every role of a person shares (coach, referee, official, medical and media staff). */
const PERSON_FIELDS = {
  No: { type: 'integer', label: 'people:fields.no', sortable: true },
  FirstName: { type: 'text', label: 'people:fields.firstName', sortable: true },
  LastName: { type: 'text', label: 'people:fields.lastName', sortable: true },
  Gender: { type: 'integer', label: 'people:fields.gender', sortable: true },
  BirthDate: { type: 'date', label: 'people:fields.birthDate', sortable: true },
  NationalityCode: { type: 'text', label: 'people:fields.nationality', sortable: true },
  Nationality: { type: 'text', label: 'people:fields.nationality' },
  NoFederation: { type: 'integer', label: 'people:fields.federation' },
  FederationCode: { type: 'text', label: 'people:fields.federation', sortable: true },
  ConfederationCode: { type: 'text', label: 'people:fields.confederation', sortable: true },
  ...PASSPORT_FIELDS,
  ActiveVolley: { type: 'flag', label: 'people:fields.activeVolley', sortable: true },
  ActiveBeach: { type: 'flag', label: 'people:fields.activeBeach', sortable: true },
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
  Search: { operator: 'search', type: 'text' },
} as const satisfies EntityDef['filters'];

/** A person seen through one of their roles; readable by signed-in users (not on the public endpoint). */
function personRole(name: string, plural: string, userType: UserTypeCode): EntityDef {
  return {
    name,
    plural,
    area: 'people',
    fields: PERSON_FIELDS,
    filters: PERSON_FILTERS,
    relations: { Federation: { target: 'Federation', key: 'NoFederation' } },
    defaultSort: ['LastName', 'FirstName'],
    defaultFields: ['No', 'FirstName', 'LastName', 'Gender', 'FederationCode'],
    tagged: true,
    rules: { get: 'signedIn', list: 'signedIn', restricted: personalDataReaders(userType) },
  };
}

export const Coach = personRole('Coach', 'Coaches', 'Coach');
export const Referee = personRole('Referee', 'Referees', 'Referee');
export const Official = personRole('Official', 'Officials', 'Official');
export const MedicalPerson = personRole('MedicalPerson', 'MedicalPersons', 'MedicalPerson');
export const MediaPerson = personRole('MediaPerson', 'MediaPersons', 'MediaPerson');
