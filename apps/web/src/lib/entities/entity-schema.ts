import { z } from 'zod';
import { entityByName } from '@libero/shared/registry/registry';
import { jsonName, type EntityDef, type FieldType } from '@libero/shared/registry/types';

export type RelationSelection = { name: string; fields?: readonly string[]; relations?: readonly RelationSelection[] };

const VALUE_SCHEMAS: Record<FieldType, z.ZodType> = {
  integer: z.number().int(),
  decimal: z.number(),
  version: z.number().int().nonnegative(),
  text: z.string(),
  date: z.iso.date(),
  dateTime: z.iso.datetime(),
  flag: z.union([z.literal(0), z.literal(1)]),
};

export function entityDef(name: string): EntityDef {
  const entity = entityByName(name);
  if (!entity) throw new Error(`Unknown entity ${name}`);
  return entity;
}

/**
 * The schema of one record as the gateway answers it for these fields and relations: exactly
 * these keys (camelCase, or the old answer name), values of the field's type or null.
 */
export function recordSchema(
  entity: EntityDef,
  fields: readonly string[],
  relations: readonly RelationSelection[] = [],
) {
  const shape: Record<string, z.ZodType> = {};
  for (const name of fields) {
    const field = entity.fields[name];
    if (!field) throw new Error(`${entity.name} has no field ${name}`);
    const value = VALUE_SCHEMAS[field.type];
    shape[jsonName(field.answerAs ?? name)] = name === 'No' || field.type === 'version' ? value : value.nullable();
  }
  for (const relation of relations) {
    const def = entity.relations[relation.name];
    if (!def) throw new Error(`${entity.name} has no relation ${relation.name}`);
    const target = entityDef(def.target);
    shape[jsonName(relation.name)] = recordSchema(
      target,
      relation.fields ?? target.defaultFields,
      relation.relations,
    ).nullable();
  }
  return z.strictObject(shape);
}

export function listAnswerSchema(record: z.ZodType) {
  return z.strictObject({
    data: z.array(record),
    nbItems: z.number().int().nonnegative(),
    version: z.number().nonnegative(),
  });
}

export function recordAnswerSchema(record: z.ZodType) {
  return z.strictObject({ data: record });
}
