import { sql, type SQL } from 'drizzle-orm';
import type { FieldType } from '@libero/shared/registry/types';
import type { Db } from '../db/connection';
import { queryRows } from '../db/prepared';
import type { EntityBinding } from './binding';
import type { Row } from './values';
import type { FilterPlan, ReadPlan } from './read-plan';
import type { FilterValue } from './values';
import { grantedRows } from './row-scopes';
import { tagConditions } from './tag-filter';

export type ReadResult = { rows: Row[]; nbItems: number; version: number };

/** Values leave the database in the shape of the protocol: numbers, 0/1 flags, ISO date strings. */
export function selectExpression(expression: SQL, type: FieldType): SQL {
  switch (type) {
    case 'integer':
    case 'flag':
      return sql`(${expression})::int`;
    case 'version':
    case 'decimal':
      return sql`(${expression})::float8`;
    case 'date':
      return sql`to_char(${expression}, 'YYYY-MM-DD')`;
    case 'dateTime':
      return sql`to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
    case 'text':
      return expression;
  }
}

function column(plan: ReadPlan, field: string): SQL {
  const expression = plan.binding.columns[field];
  if (!expression) throw new Error(`${plan.binding.entity.name}.${field} has no column`);
  return expression;
}

/** A record's version; 0 for derived records that have none of their own (ranking entries). */
function versionOf(plan: ReadPlan): SQL {
  return plan.binding.columns.Version ?? sql`0`;
}

/** A field's value as the viewer sees it: masked (null) outside the rows they may read it on. */
function visibleValue(plan: ReadPlan, field: string): SQL {
  const expression = column(plan, field);
  if (!plan.masked?.fields.includes(field)) return expression;
  return sql`case when ${grantedRows(plan.binding, plan.masked.grants)} then ${expression} end`;
}

function tagged(plan: ReadPlan): SQL[] {
  if (!plan.tags) return [];
  const subject = plan.binding.tagSubject;
  if (!subject) throw new Error(`${plan.binding.entity.name} has no tag subject`);
  return tagConditions(plan.tags, subject, column(plan, 'No'));
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** The search text of `binding` as searches compare it: search_normalize (migration 0002) is immutable, so a trigram index can serve it. */
function normalizedSearchText(binding: EntityBinding): SQL {
  if (binding.searchNormalized) return binding.searchNormalized;
  if (!binding.searchText) throw new Error(`${binding.entity.name} has no search text`);
  return sql`search_normalize(${binding.searchText})`;
}

/** Records of `binding` whose search text holds every word of `text` (accents and case aside), or whose number a word is. */
export function searchCondition(binding: EntityBinding, text: string): SQL {
  const haystack = normalizedSearchText(binding);
  const no = binding.columns.No;
  if (!no) throw new Error(`${binding.entity.name}.No has no column`);
  const terms = text.split(/\s+/).filter(Boolean);
  return sql.join(
    terms.map((term) => {
      const matchesText = sql`${haystack} like search_normalize(${likePattern(term)})`;
      return /^\d{1,9}$/.test(term) ? sql`(${matchesText} or ${no} = ${Number(term)})` : matchesText;
    }),
    sql` and `,
  );
}

/** Trigram similarity above pg_trgm's threshold (`%`), which the same trigram index serves. */
function similarCondition(plan: ReadPlan, text: string): SQL {
  return sql`${normalizedSearchText(plan.binding)} % search_normalize(${text})`;
}

function filterCondition(plan: ReadPlan, filter: FilterPlan): SQL {
  const def = plan.binding.entity.filters[filter.name];
  if (!def) throw new Error(`${plan.binding.entity.name} has no filter ${filter.name}`);
  if (def.operator === 'search') return searchCondition(plan.binding, String(filter.values[0]));
  if (def.operator === 'similar') return similarCondition(plan, String(filter.values[0]));
  const expression = column(plan, def.field ?? filter.name);
  const [first] = filter.values as [FilterValue];
  if (def.operator === 'from') return sql`${expression} >= ${first}`;
  if (def.operator === 'to') return sql`${expression} <= ${first}`;
  if (def.operator === 'includes') {
    return sql`string_to_array(upper(${expression}), ' ') && array[${sql.join(
      filter.values.map((v) => sql`upper(${v})`),
      sql`, `,
    )}]::text[]`;
  }
  if (def.type === 'text') {
    return sql`upper(${expression}) in (${sql.join(
      filter.values.map((v) => sql`upper(${v})`),
      sql`, `,
    )})`;
  }
  return sql`${expression} in (${sql.join(
    filter.values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

function conditions(plan: ReadPlan, extra: SQL[]): SQL {
  const all = [
    ...(plan.binding.where ? [plan.binding.where] : []),
    ...(plan.scope ? [plan.scope] : []),
    ...plan.filters.map((filter) => filterCondition(plan, filter)),
    ...tagged(plan),
    ...(plan.sinceVersion === undefined ? [] : [sql`${column(plan, 'Version')} > ${plan.sinceVersion}`]),
    ...extra,
  ];
  return all.length ? sql`where ${sql.join(all, sql` and `)}` : sql``;
}

/** The fields to read: those asked for, plus what relations and derived fields need. */
function fieldsToRead(plan: ReadPlan): string[] {
  // Version is always read: XML answers carry it on every record, as the public service does.
  const always = plan.binding.columns.Version ? ['No', 'Version'] : ['No'];
  const needed = new Set<string>([...always, ...plan.fields, ...plan.relations.map((r) => r.key)]);
  for (const field of plan.fields) {
    const derived = plan.binding.derived?.[field];
    if (derived) needed.add(derived.from);
  }
  return [...needed].filter((field) => !plan.binding.derived?.[field]);
}

/** The sort asked for, then what tells records apart (`No`, and the keys of records sharing one), for pages that never skip nor repeat a record. */
function orderBy(plan: ReadPlan): SQL {
  const keys = plan.sort.map(
    (key) => sql`${visibleValue(plan, key.field)} ${key.descending ? sql`desc nulls last` : sql`asc nulls last`}`,
  );
  const identity = ['No', ...(plan.binding.entity.recordKeys ?? [])].map((field) => sql`${column(plan, field)} asc`);
  return sql`order by ${sql.join([...keys, ...identity], sql`, `)}`;
}

function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  return queryRows<Row>(db, query);
}

/**
 * The one query of a plan's records, with the total and highest version alongside (unless
 * `totals` is false: a chunk of a list whose totals were counted first).
 */
export function listQuery(plan: ReadPlan, extraConditions: SQL[] = [], { totals = true } = {}): SQL {
  const entity = plan.binding.entity;
  const selection = fieldsToRead(plan).map((field) => {
    const type = entity.fields[field]?.type ?? 'integer';
    return sql`${selectExpression(visibleValue(plan, field), type)} as ${sql.identifier(field)}`;
  });
  const page = sql`${plan.take === undefined ? sql`` : sql`limit ${plan.take}`} offset ${plan.skip}`;
  const windowTotals = totals
    ? sql`, count(*) over ()::int as "__nbItems", max(${versionOf(plan)}) over ()::float8 as "__version"`
    : sql``;
  return sql`select ${sql.join(selection, sql`, `)}${windowTotals}
        from ${plan.binding.from} ${conditions(plan, extraConditions)} ${orderBy(plan)} ${page}`;
}

/** The list query of a plan kept (read-cache.ts) is built once, and compiled once with it (db/prepared.ts). */
const plainListQueries = new WeakMap<ReadPlan, SQL>();

function plainListQuery(plan: ReadPlan): SQL {
  let query = plainListQueries.get(plan);
  if (!query) {
    query = listQuery(plan);
    plainListQueries.set(plan, query);
  }
  return query;
}

/** How many records a plan matches (paging aside) and their highest version. */
export async function countEntities(
  db: Db,
  plan: ReadPlan,
  extraConditions: SQL[] = [],
): Promise<{ nbItems: number; version: number }> {
  const where = conditions(plan, extraConditions);
  const [totals] = await rowsOf(
    db,
    sql`select count(*)::int as n, max(${versionOf(plan)})::float8 as v from ${plan.binding.from} ${where}`,
  );
  return { nbItems: Number(totals?.n ?? 0), version: Number(totals?.v ?? 0) };
}

/**
 * Reads the records of a plan in one query, then each relation level in one more query. Without
 * `totals`, `nbItems` and `version` are left at 0 (the caller counted them).
 */
export async function readEntities(
  db: Db,
  plan: ReadPlan,
  extraConditions: SQL[] = [],
  { totals = true } = {},
): Promise<ReadResult> {
  const query =
    extraConditions.length === 0 && totals ? plainListQuery(plan) : listQuery(plan, extraConditions, { totals });
  const rows = await rowsOf(db, query);
  let nbItems = Number(rows[0]?.__nbItems ?? 0);
  let version = Number(rows[0]?.__version ?? 0);
  if (totals && rows.length === 0 && plan.skip > 0)
    ({ nbItems, version } = await countEntities(db, plan, extraConditions));
  for (const row of rows) {
    delete row.__nbItems;
    delete row.__version;
  }
  await completeRows(db, plan, rows);
  return { rows, nbItems, version };
}

/** Rows as read, completed: the fields computed from others, and the related records (one query a relation level). */
export async function completeRows(db: Db, plan: ReadPlan, rows: Row[]): Promise<void> {
  for (const row of rows) {
    for (const [field, derived] of Object.entries(plan.binding.derived ?? {})) {
      if (plan.fields.includes(field)) row[field] = derived.compute(row[derived.from]);
    }
  }
  await attachRelations(db, plan, rows);
}

async function attachRelations(db: Db, plan: ReadPlan, rows: Row[]): Promise<void> {
  for (const relation of plan.relations) {
    const keys = [...new Set(rows.map((row) => row[relation.key]).filter((key) => key !== null && key !== undefined))];
    const related = keys.length
      ? (
          await readEntities(db, relation.plan, [
            sql`${column(relation.plan, 'No')} in (${sql.join(
              keys.map((k) => sql`${k}`),
              sql`, `,
            )})`,
          ])
        ).rows
      : [];
    const byNo = new Map(related.map((row) => [row.No, row]));
    for (const row of rows) row[relation.name] = byNo.get(row[relation.key]) ?? null;
  }
}
