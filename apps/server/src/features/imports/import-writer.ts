import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { importRows } from '../../db/schema/imports';
import type { WriteTarget } from '../../gateway/binding';
import { insertRecord, updateRecord, writable } from '../../gateway/commands';
import { valuesOf } from '../../gateway/write-values';
import type { WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';
import type { ImportGrant } from './import-plan';

/** A row the dry run found to write. */
export type RowToWrite = {
  rowNumber: number;
  outcome: 'create' | 'update';
  values: Record<string, string | number | boolean>;
  recordNo: number | null;
  versionBefore: number | null;
};

type Written = { rowNumber: number; recordNo: number };

/** A target whose records are plain rows: many are inserted by one statement. */
function insertsInBulk(target: WriteTarget): boolean {
  return !target.prepare && !target.created && !target.afterSave && !target.writers;
}

function checked(grant: ImportGrant, row: RowToWrite): WriteValues {
  const attributes = Object.fromEntries(Object.entries(row.values).map(([name, value]) => [name, String(value)]));
  return valuesOf(grant.entity, attributes, row.outcome === 'create');
}

/** New records, in one statement per table where the target allows it, else one by one as a Save does. */
async function createAll(db: Db, grant: ImportGrant, rows: RowToWrite[]): Promise<Written[]> {
  const target = writable(grant.binding);
  if (rows.length === 0) return [];
  if (!insertsInBulk(target)) {
    const written: Written[] = [];
    for (const row of rows) {
      const values = (await target.prepare?.(db, checked(grant, row), 0, grant.viewer)) ?? checked(grant, row);
      const recordNo = await insertRecord(db, target, values);
      await target.created?.(db, recordNo, grant.viewer);
      await target.afterSave?.(db, recordNo);
      written.push({ rowNumber: row.rowNumber, recordNo });
    }
    return written;
  }
  const nos = await insertRecords(
    db,
    target,
    rows.map((row) => checked(grant, row)),
  );
  return rows.map((row, index) => ({ rowNumber: row.rowNumber, recordNo: nos[index]! }));
}

/** Drizzle's property of each wire name of `columns`. */
function propertyNames(table: object, columns: Readonly<Record<string, unknown>>): Map<string, string> {
  const properties = Object.entries(table as Record<string, unknown>);
  const names = new Map<string, string>();
  for (const [name, column] of Object.entries(columns)) {
    const property = properties.find(([, candidate]) => candidate === column)?.[0];
    if (property) names.set(name, property);
  }
  return names;
}

function rowOf(properties: Map<string, string>, values: WriteValues, base: Record<string, unknown> = {}) {
  const row: Record<string, unknown> = { ...base };
  for (const [name, value] of Object.entries(values)) {
    const property = properties.get(name);
    if (property) row[property] = value;
  }
  return row;
}

/** Many records at once: the target's rows, then their companions; their numbers in the order given. */
async function insertRecords(db: Db, target: WriteTarget, all: WriteValues[]): Promise<number[]> {
  const own = propertyNames(target.table, target.columns);
  const created = await db
    .insert(target.table)
    .values(all.map((values) => rowOf(own, values)))
    .returning({ no: target.no });
  const nos = created.map((row) => Number(row.no));
  if (target.companion) {
    const { table, key, columns } = target.companion;
    const companion = propertyNames(table, columns);
    const keyProperty = propertyNames(table, { key }).get('key')!;
    await db
      .insert(table)
      .values(
        all.map((values, index) =>
          rowOf(companion, values, { ...target.companion!.values, [keyProperty]: nos[index] }),
        ),
      );
  }
  return nos;
}

/** Changed records, one by one; a record changed since the dry run is left as it is (false). */
async function updateOne(db: Db, grant: ImportGrant, row: RowToWrite): Promise<boolean> {
  const target = writable(grant.binding);
  const [locked] = await db
    .select({ version: target.version })
    .from(target.table)
    .where(eq(target.no, row.recordNo!))
    .for('update');
  if (!locked || Number(locked.version) !== row.versionBefore) return false;
  const values = (await target.prepare?.(db, checked(grant, row), row.recordNo!, grant.viewer)) ?? checked(grant, row);
  await updateRecord(db, target, row.recordNo!, values);
  await target.afterSave?.(db, row.recordNo!);
  return true;
}

/** The records' versions now, by number. */
export async function versionsOf(db: Db, target: WriteTarget, nos: readonly number[]): Promise<Map<number, number>> {
  if (nos.length === 0) return new Map();
  const rows = await db
    .select({ no: target.no, version: target.version })
    .from(target.table)
    .where(sql`${target.no} = any(${`{${nos.join(',')}}`}::int[])`);
  return new Map(rows.map((row) => [Number(row.no), Number(row.version)]));
}

/** Refuses the batch if a record written falls outside the importer's reach (as a Save checks after writing). */
async function checkReach(db: Db, grant: ImportGrant, nos: readonly number[]): Promise<void> {
  if (!grant.scope || nos.length === 0) return;
  const { binding } = grant;
  const where = [sql`${binding.columns.No} = any(${`{${nos.join(',')}}`}::int[])`, grant.scope];
  if (binding.where) where.push(binding.where);
  const { rows } = (await db.execute(
    sql`select count(*)::int as n from ${binding.from} where ${sql.join(where, sql` and `)}`,
  )) as unknown as { rows: { n: number }[] };
  if (Number(rows[0]?.n) !== nos.length) throw new AppError('AccessDenied', grant.entity.name);
}

/**
 * Writes one batch of rows in the caller's transaction and marks them written, with the record
 * and its version after. An update whose record changed since the dry run is refused instead.
 */
export async function writeBatch(db: Db, grant: ImportGrant, importId: number, rows: RowToWrite[]): Promise<void> {
  const written = await createAll(
    db,
    grant,
    rows.filter((row) => row.outcome === 'create'),
  );
  for (const row of rows.filter((candidate) => candidate.outcome === 'update')) {
    if (await updateOne(db, grant, row)) written.push({ rowNumber: row.rowNumber, recordNo: row.recordNo! });
    else
      await db
        .update(importRows)
        .set({ outcome: 'refused', problems: [{ field: 'Version', reason: 'changedSince' }] })
        .where(and(eq(importRows.importId, importId), eq(importRows.rowNumber, row.rowNumber)));
  }
  const nos = written.map((row) => row.recordNo);
  await checkReach(db, grant, nos);
  const versions = await versionsOf(db, writable(grant.binding), nos);
  const marks = written.map((row) => ({ n: row.rowNumber, no: row.recordNo, v: versions.get(row.recordNo) ?? null }));
  await db.execute(sql`update ${importRows} set written = true, record_no = m.no, version_after = m.v
    from jsonb_to_recordset(${JSON.stringify(marks)}::jsonb) as m(n int, no int, v bigint)
    where ${importRows.importId} = ${importId} and ${importRows.rowNumber} = m.n`);
}
