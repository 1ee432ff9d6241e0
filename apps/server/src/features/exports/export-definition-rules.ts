import { ruleVerdict } from '@libero/shared/auth/access-rules';
import { entityByName } from '@libero/shared/registry/registry';
import { askableFields } from '@libero/shared/registry/field-access';
import type { EntityDef } from '@libero/shared/registry/types';
import { buildRequest, getList, type VisFilter } from '@libero/shared/vis/request-builder';
import type { ParsedRequest } from '../../gateway/parse-request';
import { parseVisXml } from '../../gateway/parse-request';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';

const invalid = (field: string): never => {
  throw new AppError('InvalidData', field);
};

/** What a saved export asks for, as stored. */
export type ExportShape = { entity: string; fields: string; filter: string; sort: string };

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** The entity a definition exports: one the viewer may list (else 403), by its VIS name. */
export function exportedEntity(name: string, viewer: AuthUser): EntityDef {
  const entity = entityByName(name) ?? invalid('Entity');
  if (entity.ranking) invalid('Entity');
  if (ruleVerdict(entity.rules.list, viewer) !== 'allowed') throw new AppError('AccessDenied', 'Entity');
  return entity;
}

const isFilterValue = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/** `{"FederationCode":"KEN"}`: filters of the entity, each a text, a number or a yes/no, or a list of them. */
function filterOf(entity: EntityDef, json: string): VisFilter {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json || '{}');
  } catch {
    invalid('Filter');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) invalid('Filter');
  const filter = parsed as Record<string, unknown>;
  for (const [name, value] of Object.entries(filter)) {
    if (!Object.hasOwn(entity.filters, name)) invalid('Filter');
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (!values.every(isFilterValue)) invalid('Filter');
  }
  return filter as VisFilter;
}

/**
 * A definition checked against its entity and the viewer's permissions: columns they may read,
 * filters the entity has, sortable fields. Answers it normalized (the filter as compact JSON).
 */
export function checkedShape(shape: ExportShape, viewer: AuthUser): ExportShape {
  const entity = exportedEntity(shape.entity, viewer);
  const readable = new Set(askableFields(entity, viewer));
  const fields = words(shape.fields);
  if (fields.length === 0 || fields.some((field) => !readable.has(field))) invalid('Fields');
  const sort = words(shape.sort);
  if (sort.some((key) => entity.fields[key.replace(/^-/, '')]?.sortable !== true)) invalid('Sort');
  return {
    entity: entity.name,
    fields: fields.join(' '),
    filter: JSON.stringify(filterOf(entity, shape.filter)),
    sort: sort.join(' '),
  };
}

/** The list request a definition runs, as the gateway reads it. */
export function requestOf(shape: ExportShape): ParsedRequest {
  const filter = JSON.parse(shape.filter || '{}') as VisFilter;
  const sort = words(shape.sort);
  const xml = buildRequest(
    getList(shape.entity, {
      fields: words(shape.fields),
      ...(Object.keys(filter).length > 0 ? { filter } : {}),
      ...(sort.length > 0 ? { sort } : {}),
    }),
  );
  const [one] = parseVisXml(xml).requests;
  return one!;
}
