import type { SQL } from 'drizzle-orm';
import { ruleVerdict } from '@libero/shared/auth/access-rules';
import type { Language } from '@libero/shared/i18n/languages';
import { askableFields, holdsFieldGrant } from '@libero/shared/registry/field-access';
import { entityByName } from '@libero/shared/registry/registry';
import { codeOfName } from '@libero/shared/registry/field-codes';
import type { EntityDef, FieldType, FilterDef, RoleRule } from '@libero/shared/registry/types';
import type { AuthUser } from '../lib/request-auth';
import { AppError } from '../lib/app-error';
import type { EntityBinding } from './binding';
import { bindingOf } from './bindings';
import { canonicalKeys, canonicalName } from './names';
import type { ParsedRelation, ParsedRequest } from './parse-request';
import { listScope, readScope, restrictedGrants, type RowGrant } from './row-scopes';
import { planTags, type TagPlan } from './tag-filter';
import type { FilterValue } from './values';

export type FilterPlan = { name: string; values: FilterValue[] };
export type SortKey = { field: string; descending: boolean };

export type RelationPlan = { name: string; key: string; plan: ReadPlan };

/** A checked read: every name exists in the registry and the viewer may read every field. */
export type ReadPlan = {
  binding: EntityBinding;
  fields: string[];
  filters: FilterPlan[];
  tags: TagPlan | undefined;
  /** The rows the viewer's rule limits them to. */
  scope: SQL | undefined;
  /** Restricted fields the viewer reads on some rows only: null elsewhere. */
  masked: { fields: string[]; grants: RowGrant[] } | undefined;
  /** Records changed after this version only. */
  sinceVersion: number | undefined;
  sort: SortKey[];
  skip: number;
  take: number | undefined;
  relations: RelationPlan[];
  /**
   * The names of `Fields` left out of the answer (`leftOut` names): those the entity lacks and
   * those the viewer may not read, as written (`Federation.Colour` in a relation).
   */
  leftOut: readonly string[];
};

/**
 * What a field name the entity lacks, or that the viewer may not read, does to a read: `refused`
 * (400 naming it; our web app's /proxy), or `leftOut` of the answer as the public service does.
 */
export type UnknownFields = 'refused' | 'leftOut';

export const MAX_TAKE = 1000;
const LIST_ATTRIBUTES = ['Skip', 'Take', 'Sort', 'Version'];

function bad(detail: string): never {
  throw new AppError('BadParameter', detail);
}

/** Who reads: a signed-in user, or nobody (the public endpoint). */
export type Viewer = AuthUser | null;

export function checkRule(rule: RoleRule, viewer: Viewer): void {
  const verdict = ruleVerdict(rule, viewer);
  if (verdict === 'notAuthenticated') throw new AppError('NotAuthenticated');
  if (verdict === 'denied') throw new AppError('AccessDenied');
}

type FieldCheck = { fields: string[]; masked: ReadPlan['masked']; leftOut: string[] };

/** Why a viewer may not read a field, if they may not: the refusal it earns when names are refused. */
function refusalOf(
  entity: EntityDef,
  name: string,
  viewer: Viewer,
  grants: RowGrant[] | 'all' | null,
): AppError | null {
  const field = entity.fields[name];
  if (!field) return new AppError('BadParameter', `${entity.name} has no field ${name}`);
  if (!holdsFieldGrant(field, viewer))
    return new AppError(viewer ? 'AccessDenied' : 'NotAuthenticated', `${entity.name}.${name}`);
  const access = field.access ?? 'public';
  if (access === 'public') return null;
  if (!viewer) return new AppError('NotAuthenticated', `${entity.name}.${name}`);
  if (access === 'restricted' && grants === null) return new AppError('AccessDenied', `${entity.name}.${name}`);
  return null;
}

/**
 * The fields asked for, matched without regard to case and answered under the registry's spelling.
 * A name the entity lacks or the viewer may not read is refused, or left out (`unknownFields`)
 * the same way either case, so that an answer never tells a field exists that its reader may not
 * see. Restricted fields the viewer reads on some rows only are masked elsewhere.
 */
function checkFields(
  entity: EntityDef,
  names: readonly string[],
  viewer: Viewer,
  unknownFields: UnknownFields,
  path = '',
): FieldCheck {
  const grants = restrictedGrants(entity, viewer);
  const fields = new Set<string>();
  const leftOut: string[] = [];
  for (const written of names) {
    const name = canonicalName(entity.fields, written) ?? written;
    const refusal = refusalOf(entity, name, viewer, grants);
    if (!refusal) fields.add(name);
    else if (unknownFields === 'refused') throw refusal;
    else leftOut.push(path + written);
  }
  const masked = [...fields].filter(
    (name) => entity.fields[name]?.access === 'restricted' && viewer !== null && grants !== 'all',
  );
  return {
    fields: [...fields],
    masked: masked.length && Array.isArray(grants) ? { fields: masked, grants } : undefined,
    leftOut,
  };
}

export function parseValue(type: FieldType, raw: string, what: string): FilterValue {
  switch (type) {
    case 'integer':
    case 'version':
      return /^-?\d{1,15}$/.test(raw) ? Number(raw) : bad(`${what}: ${raw} is not a whole number`);
    case 'decimal':
      return /^-?\d{1,15}(\.\d{1,15})?$/.test(raw) ? Number(raw) : bad(`${what}: ${raw} is not a number`);
    case 'flag':
      if (/^(1|true)$/i.test(raw)) return true;
      return /^(0|false)$/i.test(raw) ? false : bad(`${what}: ${raw} is not true or false`);
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw))
        ? raw
        : bad(`${what}: ${raw} is not a date (YYYY-MM-DD)`);
    case 'dateTime':
      return Number.isNaN(Date.parse(raw)) ? bad(`${what}: ${raw} is not a date and time`) : raw;
    case 'text':
      return raw;
  }
}

/**
 * One value of a filter: a filter on a numeric code field takes the code's name as well as its
 * number (`Statuses="Running"`), in any case.
 */
function filterValue(entity: EntityDef, filter: FilterDef, raw: string, what: string): FilterValue {
  const field = filter.field === undefined ? undefined : entity.fields[filter.field];
  if (!field?.codeNames || /^-?\d+$/.test(raw)) return parseValue(filter.type, raw, what);
  const names = Object.keys(field.codeNames).join(', ');
  return codeOfName(field, raw) ?? bad(`${what}: ${raw} is neither a code nor one of its names (${names})`);
}

function planFilters(entity: EntityDef, request: ParsedRequest): FilterPlan[] {
  const filters = canonicalKeys(entity.filters, request.filter ?? {}, 'Filter');
  return Object.entries(filters).flatMap(([name, raw]) => {
    const filter = entity.filters[name] ?? bad(`${entity.name} cannot be filtered on ${name}`);
    const text = raw.trim();
    if (text === '') return [];
    const values = filter.operator === 'search' || filter.operator === 'similar' ? [text] : text.split(/\s+/);
    return [{ name, values: values.map((value) => filterValue(entity, filter, value, `Filter ${name}`)) }];
  });
}

function planSort(entity: EntityDef, sort: string | undefined): SortKey[] {
  const keys = sort?.trim() ? sort.trim().split(/\s+/) : entity.defaultSort;
  return keys.map((key) => {
    const descending = key.startsWith('-');
    const written = descending ? key.slice(1) : key;
    const field = canonicalName(entity.fields, written) ?? written;
    if (!entity.fields[field]?.sortable) bad(`${entity.name} cannot be sorted on ${written}`);
    return { field, descending };
  });
}

function nonNegativeInteger(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined) return undefined;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : bad(`${name} must be a whole number ≥ 0`);
}

function planRelations(
  entity: EntityDef,
  relations: ParsedRelation[],
  viewer: Viewer,
  options: PlanOptions & { path: string },
): RelationPlan[] {
  const { path } = options;
  return relations.map((relation) => {
    const def = entity.relations[relation.name] ?? bad(`${entity.name} has no relation ${relation.name}`);
    const extra = Object.keys(relation.attributes);
    if (extra.length) bad(`Relation ${relation.name} takes no attribute ${extra.join(' ')}`);
    const target = entityByName(def.target) ?? bad(`unknown entity ${def.target}`);
    checkRule(target.rules.get, viewer);
    return {
      name: relation.name,
      key: def.key,
      plan: {
        binding: bindingOf(target.name, options.language),
        ...fieldsAndRelations(target, relation.fields ?? target.defaultFields, relation.relations, viewer, {
          ...options,
          path: `${path}${relation.name}.`,
        }),
        filters: [],
        tags: undefined,
        scope: readScope(bindingOf(target.name), target.rules.get, viewer),
        sinceVersion: undefined,
        sort: [],
        skip: 0,
        take: undefined,
      },
    };
  });
}

function checkAttributes(request: ParsedRequest, allowed: string[]): void {
  for (const name of Object.keys(request.attributes)) {
    if (!allowed.includes(name)) bad(`unknown attribute ${name}`);
  }
}

/**
 * How a request is planned: texts of localized entities answer in `language`; field names are
 * refused unless said otherwise (`unknownFields`).
 */
export type PlanOptions = { language?: Language | undefined; unknownFields?: UnknownFields };

/**
 * The fields of a read and its relations, with the names left out of both (a relation's after its
 * `path`, `Federation.`).
 */
function fieldsAndRelations(
  entity: EntityDef,
  names: readonly string[],
  relations: ParsedRelation[],
  viewer: Viewer,
  options: PlanOptions & { path?: string },
) {
  const path = options.path ?? '';
  const fields = checkFields(entity, names, viewer, options.unknownFields ?? 'refused', path);
  const planned = planRelations(entity, relations, viewer, { ...options, path });
  return {
    ...fields,
    relations: planned,
    leftOut: [...fields.leftOut, ...planned.flatMap((related) => related.plan.leftOut)],
  };
}

/** Checks a `Get{Entity}List` request against the registry and the viewer's rights. */
export function planList(
  entity: EntityDef,
  request: ParsedRequest,
  viewer: Viewer,
  options: PlanOptions = {},
): ReadPlan {
  checkRule(entity.rules.list, viewer);
  checkAttributes(request, LIST_ATTRIBUTES);
  const take = nonNegativeInteger(request.attributes.Take, 'Take');
  if (take !== undefined && take > MAX_TAKE) bad(`Take is at most ${MAX_TAKE}`);
  const version = request.attributes.Version;
  return {
    binding: bindingOf(entity.name, options.language),
    ...fieldsAndRelations(entity, request.fields ?? entity.defaultFields, request.relations, viewer, options),
    filters: planFilters(entity, request),
    tags: request.tags ? planTags(entity.name, entity.tagged ?? false, request.tags) : undefined,
    scope: listScope(bindingOf(entity.name), entity.rules.list, viewer),
    sinceVersion: version === undefined ? undefined : (parseValue('version', version, 'Version') as number),
    sort: planSort(entity, request.attributes.Sort),
    skip: nonNegativeInteger(request.attributes.Skip, 'Skip') ?? 0,
    // Without Take, the whole list: streamed, up to LIST_MAX_ROWS (whole-lists.ts).
    take,
  };
}

/**
 * Checks a ranking request (`GetVolleyPoolRanking No="…"`, `GetBeachWorldTourRanking Gender="W"
 * Number="10"`): the entries its attributes select, in ranking order, fields chosen as in a list.
 */
export function planRanking(
  entity: EntityDef,
  request: ParsedRequest,
  viewer: Viewer,
  options: PlanOptions = {},
): ReadPlan {
  const ranking = entity.ranking ?? bad(`${entity.name} is not a ranking`);
  const type = `Get${ranking.request}`;
  checkAttributes(request, [...Object.keys(ranking.attributes), ...(ranking.limit ? [ranking.limit] : [])]);
  if (request.filter || request.tags) bad(`${type} takes no Filter`);
  const filter: Record<string, string> = {};
  for (const [attribute, filterName] of Object.entries(ranking.attributes)) {
    const value = request.attributes[attribute];
    if (value === undefined) continue;
    if (Object.hasOwn(filter, filterName)) bad(`${type}: give ${filterName} once`);
    filter[filterName] = value;
  }
  for (const name of ranking.required) {
    if (!Object.hasOwn(filter, ranking.attributes[name] ?? name)) bad(`${type} needs ${name}`);
  }
  const limit = ranking.limit ? request.attributes[ranking.limit] : undefined;
  return planList(entity, { ...request, attributes: limit ? { Take: limit } : {}, filter }, viewer, options);
}

/**
 * Checks a `Get{Entity}` request (`No="…"`, and the attributes that tell apart records sharing a
 * number: `GetTournament No="3" Kind="Beach"`), as `planList`. Two records are read, to tell when
 * the number alone is not enough.
 */
export function planGet(
  entity: EntityDef,
  request: ParsedRequest,
  viewer: Viewer,
  options: PlanOptions = {},
): ReadPlan {
  checkRule(entity.rules.get, viewer);
  const keys = entity.recordKeys ?? [];
  checkAttributes(request, ['No', ...keys]);
  if (request.filter || request.tags) bad(`Get${entity.name} takes no Filter`);
  const no = request.attributes.No ?? bad(`Get${entity.name} needs No`);
  const keyFilter = Object.fromEntries(
    keys.flatMap((key) => (request.attributes[key] === undefined ? [] : [[key, request.attributes[key]]])),
  );
  return {
    binding: bindingOf(entity.name, options.language),
    ...fieldsAndRelations(entity, request.fields ?? askableFields(entity, viewer), request.relations, viewer, options),
    filters: [
      { name: 'No', values: [parseValue('integer', no, 'No')] },
      ...planFilters(entity, { ...request, filter: keyFilter }),
    ],
    tags: undefined,
    scope: readScope(bindingOf(entity.name), entity.rules.get, viewer),
    sinceVersion: undefined,
    sort: [],
    skip: 0,
    take: 2,
  };
}
