import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { askableFields } from '@libero/shared/registry/field-access';
import { jsonName, type EntityDef } from '@libero/shared/registry/types';
import type { ListRecords } from '../../test/stub-server';

export const FEDERATIONS = [
  { no: 7, code: 'ITA', name: 'Italian Volleyball Federation' },
  { no: 9, code: 'KEN', name: 'Kenya Volleyball Federation' },
];

export const CONFEDERATIONS = [
  { no: 1, code: 'CEV', name: 'European Volleyball Confederation' },
  { no: 2, code: 'CAVB', name: 'African Volleyball Confederation' },
];

/** The bodies' pages list federations and confederations to choose from: `stubServer`'s `lists`. */
export const BODY_LISTS: ListRecords = { GetFederationList: FEDERATIONS, GetConfederationList: CONFEDERATIONS };

/** A record as a Get answers it to `user`: every field they may ask for, null unless `values` gives it. */
export function recordFor(entity: EntityDef, user: TCurrentUser, values: Record<string, unknown>) {
  const record: Record<string, unknown> = {};
  for (const name of askableFields(entity, user)) record[jsonName(entity.fields[name]?.answerAs ?? name)] = null;
  for (const [key, value] of Object.entries(values)) if (key in record) record[key] = value;
  return record;
}
