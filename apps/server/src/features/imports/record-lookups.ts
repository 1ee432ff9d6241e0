import { sql, type SQL } from 'drizzle-orm';
import { comparableKey } from '@libero/shared/import/normalize';
import type { EntityDef, FieldType } from '@libero/shared/registry/types';
import type { Db } from '../../db/connection';
import type { EntityBinding } from '../../gateway/binding';
import { bindingOf } from '../../gateway/bindings';
import { selectExpression } from '../../gateway/read-entities';
import type { Row } from '../../gateway/values';

type Rows<T> = { rows: T[] };

/**
 * The records a spreadsheet's cells may name, by relation target: a federation by its code, any
 * other record by its name, compared as headers are (case, accents and spacing aside). Read once
 * per dry run, so that 50,000 rows naming clubs ask the database nothing more.
 */
export async function recordLookups(
  db: Db,
  entity: EntityDef,
  fields: readonly string[],
): Promise<(target: string, name: string) => number | undefined> {
  const byTarget = new Map<string, Map<string, number>>();
  for (const relation of Object.values(entity.relations)) {
    if (!fields.includes(relation.key) || byTarget.has(relation.target)) continue;
    const target = bindingOf(relation.target);
    const name = target.columns.Code ?? target.columns.Name;
    if (!name || !target.columns.No) continue;
    const where = target.where ? sql`where ${target.where}` : sql``;
    const { rows } = (await db.execute(
      sql`select ${target.columns.No} as no, ${name} as name from ${target.from} ${where}`,
    )) as unknown as Rows<{ no: number; name: string | null }>;
    const names = new Map<string, number>();
    for (const row of rows) if (row.name) names.set(comparableKey(row.name), Number(row.no));
    byTarget.set(relation.target, names);
  }
  return (target, name) => byTarget.get(target)?.get(comparableKey(name));
}

/**
 * Records `nos` of `binding` within `scope`, with `fields` in the protocol's shapes (as a Get
 * answers them) and their version, by number.
 */
export async function currentRecords(
  db: Db,
  binding: EntityBinding,
  nos: readonly number[],
  fields: readonly string[],
  scope: SQL | undefined,
): Promise<Map<number, Row>> {
  const found = new Map<number, Row>();
  if (nos.length === 0) return found;
  const columns = fields.map(
    (name) =>
      sql`${selectExpression(binding.columns[name]!, binding.entity.fields[name]!.type)} as ${sql.identifier(name)}`,
  );
  const where = [
    sql`${binding.columns.No} = any(${`{${nos.join(',')}}`}::int[])`,
    ...(binding.where ? [binding.where] : []),
    ...(scope ? [scope] : []),
  ];
  const { rows } = (await db.execute(
    sql`select ${binding.columns.No}::int as "No", (${binding.columns.Version})::float8 as "Version"${sql.join(
      columns.map((column) => sql`, ${column}`),
    )} from ${binding.from} where ${sql.join(where, sql` and `)}`,
  )) as unknown as Rows<Row>;
  for (const row of rows) found.set(Number(row.No), row);
  return found;
}

/** A value as a field compares: a flag read as 1 or true is one value, a number read as text another's. */
export function comparable(type: FieldType, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'flag':
      return value === true || value === 1 || value === '1' || value === 'true';
    case 'integer':
    case 'decimal':
    case 'version':
      return Number(value);
    default:
      return String(value);
  }
}
