import { IDENTITY_WRITES, MEASUREMENT_FIELDS, PASSPORT_FIELDS, PERSONAL_FIELDS, personalDataReaders } from './people';
import type { EntityDef } from './types';

/** Indoor positions, then the beach ones. */
export const PLAYER_POSITIONS = ['setter', 'outsideHitter', 'opposite', 'middleBlocker', 'libero', 'blocker', 'defender'] as const;

/** A person holding the player role (indoor and/or beach). Wire names follow the public service. */
export const Player = {
  name: 'Player',
  plural: 'Players',
  area: 'players',
  fields: {
    No: { type: 'integer', label: 'players:fields.no', sortable: true },
    FirstName: { type: 'text', label: 'players:fields.firstName', sortable: true, write: IDENTITY_WRITES.FirstName },
    LastName: { type: 'text', label: 'players:fields.lastName', sortable: true, write: IDENTITY_WRITES.LastName },
    TeamName: { type: 'text', label: 'players:fields.teamName' },
    Gender: { type: 'integer', label: 'players:fields.gender', sortable: true, write: IDENTITY_WRITES.Gender },
    BirthDate: { type: 'date', label: 'players:fields.birthDate', sortable: true, answerAs: 'Birthdate', write: IDENTITY_WRITES.BirthDate },
    BirthPlace: { type: 'text', label: 'players:fields.birthPlace', write: IDENTITY_WRITES.BirthPlace },
    ...MEASUREMENT_FIELDS,
    NationalityCode: { type: 'text', label: 'players:fields.nationality', sortable: true, write: IDENTITY_WRITES.NationalityCode },
    Nationality: { type: 'text', label: 'players:fields.nationality' },
    CountryCode: { type: 'text', label: 'players:fields.country' },
    NoFederation: { type: 'integer', label: 'players:fields.federation', write: IDENTITY_WRITES.NoFederation },
    FederationCode: { type: 'text', label: 'players:fields.federation', sortable: true },
    ConfederationCode: { type: 'text', label: 'players:fields.confederation', sortable: true },
    PlaysBeach: { type: 'flag', label: 'players:fields.playsBeach', write: {} },
    PlaysVolley: { type: 'flag', label: 'players:fields.playsVolley', write: {} },
    ActiveBeach: { type: 'flag', label: 'players:fields.activeBeach', write: {} },
    ActiveVolley: { type: 'flag', label: 'players:fields.activeVolley', write: {} },
    Position: { type: 'text', label: 'players:fields.position', sortable: true, codes: 'players:positions', write: { oneOf: PLAYER_POSITIONS } },
    SpikeReach: { type: 'integer', label: 'players:fields.spikeReach', unit: 'micrometre', sortable: true, write: { min: 0, max: 4_500_000 } },
    BlockReach: { type: 'integer', label: 'players:fields.blockReach', unit: 'micrometre', sortable: true, write: { min: 0, max: 4_500_000 } },
    NoClub: { type: 'integer', label: 'players:fields.club', write: {} },
    ClubName: { type: 'text', label: 'players:fields.club', sortable: true },
    ...PASSPORT_FIELDS,
    ...PERSONAL_FIELDS,
    Version: { type: 'version', label: 'common:fields.version' },
  },
  filters: {
    No: { field: 'No', operator: 'in', type: 'integer' },
    NoFederation: { field: 'NoFederation', operator: 'in', type: 'integer' },
    FederationCode: { field: 'FederationCode', operator: 'in', type: 'text' },
    NoClub: { field: 'NoClub', operator: 'in', type: 'integer' },
    Gender: { field: 'Gender', operator: 'in', type: 'integer' },
    NationalityCode: { field: 'NationalityCode', operator: 'in', type: 'text' },
    PlaysBeach: { field: 'PlaysBeach', operator: 'in', type: 'flag' },
    PlaysVolley: { field: 'PlaysVolley', operator: 'in', type: 'flag' },
    BirthDateFrom: { field: 'BirthDate', operator: 'from', type: 'date' },
    BirthDateTo: { field: 'BirthDate', operator: 'to', type: 'date' },
    Search: { operator: 'search', type: 'text' },
  },
  relations: {
    Federation: { target: 'Federation', key: 'NoFederation' },
    Club: { target: 'VolleyClub', key: 'NoClub', labelField: 'ClubName' },
  },
  defaultSort: ['LastName', 'FirstName'],
  defaultFields: ['No', 'FirstName', 'LastName', 'Gender', 'BirthDate', 'FederationCode'],
  tagged: true,
  rules: {
    get: 'anyone',
    list: 'anyone',
    restricted: personalDataReaders('Player'),
    save: { types: ['Federation'], scope: 'ownFederation' },
    delete: 'admin',
    saveOwn: ['Player'],
  },
} as const satisfies EntityDef;
