import type { ListRecords } from '../../test/stub-server';

export const FEDERATIONS = [
  { no: 7, code: 'ITA', name: 'Italian Volleyball Federation' },
  { no: 9, code: 'KEN', name: 'Kenya Volleyball Federation' },
];

/** A person's form lists the federations to choose from: `stubServer`'s `lists`. */
export const PERSON_LISTS: ListRecords = { GetFederationList: FEDERATIONS };
