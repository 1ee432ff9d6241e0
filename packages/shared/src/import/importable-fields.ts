import { entityByName } from '../registry/registry';
import type { EntityDef, FieldDef } from '../registry/types';

/** The fields an import may fill: those a Save writes, but the record's number and version. */
export function importableFields(entity: EntityDef): [name: string, field: FieldDef][] {
  return Object.entries(entity.fields).filter(
    ([name, field]) => field.write !== undefined && !field.sameAs && name !== 'No' && name !== 'Version',
  );
}

/** The entity of the registry by VIS type name; an unknown one is a programming error. */
export function importedEntity(entityName: string): EntityDef {
  const entity = entityByName(entityName);
  if (!entity) throw new Error(`No entity ${entityName} in the registry`);
  return entity;
}
