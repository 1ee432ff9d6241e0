import { and, asc, eq, sql } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { localDay, type Cell } from '@libero/shared/import/conversion';
import type { RowOutcome } from '@libero/shared/import/import-statuses';
import type { Db } from '../../db/connection';
import { importRows, imports } from '../../db/schema/imports';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import type { ImportRow, PlannedRow } from './import-plan';

/** Rows written to or read from the database per statement. */
const ROWS_PER_STATEMENT = 2000;

export type StoredImport = typeof imports.$inferSelect;

/** A cell as kept: a day for a date (as the converters read it), else as read. */
function keptCell(cell: Cell): string | number | boolean | null {
  if (cell === undefined || cell === null) return null;
  return cell instanceof Date ? localDay(cell) : cell;
}

/** A new import of `rows` for `entity`, read from `fileName`. */
export async function storeImport(
  db: Db,
  given: { entity: string; fileName: string; sheet: string | null; headers: string[]; rows: Cell[][] },
  viewer: AuthUser,
): Promise<StoredImport> {
  return db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    const [stored] = await trx
      .insert(imports)
      .values({
        entity: given.entity,
        fileName: given.fileName.slice(0, 260),
        sheet: given.sheet,
        createdByUserNo: viewer.no,
        headers: given.headers,
        rowCount: given.rows.length,
      })
      .returning();
    for (let start = 0; start < given.rows.length; start += ROWS_PER_STATEMENT) {
      const slice = given.rows.slice(start, start + ROWS_PER_STATEMENT);
      await trx.insert(importRows).values(
        slice.map((cells, index) => ({
          importId: stored!.id,
          rowNumber: start + index + 1,
          cells: cells.map(keptCell),
        })),
      );
    }
    return stored!;
  });
}

/** An import its creator or an administrator may see; anyone else learns nothing of it. */
export async function readableImport(db: Db, id: number, viewer: AuthUser, lock = false): Promise<StoredImport> {
  const query = db.select().from(imports).where(eq(imports.id, id));
  const [found] = lock ? await query.for('update') : await query;
  if (!found || (found.createdByUserNo !== viewer.no && !isAdmin(viewer)))
    throw new AppError('NotFound', `import ${id}`);
  return found;
}

/** Every row of an import, as kept, with the user's answers. */
export async function importRowsOf(db: Db, id: number): Promise<ImportRow[]> {
  const rows = await db
    .select({ rowNumber: importRows.rowNumber, cells: importRows.cells, answer: importRows.answer })
    .from(importRows)
    .where(eq(importRows.importId, id))
    .orderBy(asc(importRows.rowNumber));
  return rows;
}

/** Keeps what the dry run found of each row, replacing what an earlier one found. */
export async function storePlan(db: Db, id: number, planned: readonly PlannedRow[]): Promise<void> {
  for (let start = 0; start < planned.length; start += ROWS_PER_STATEMENT) {
    const slice = planned.slice(start, start + ROWS_PER_STATEMENT).map((row) => ({
      n: row.rowNumber,
      outcome: row.outcome,
      record_no: row.recordNo ?? null,
      version_before: row.versionBefore ?? null,
      values: row.values ?? null,
      changes: row.changes ?? null,
      candidates: row.candidates ?? null,
      problems: row.problems ?? null,
    }));
    await db.execute(sql`update ${importRows} set outcome = p.outcome, record_no = p.record_no,
      version_before = p.version_before, values = p.values, changes = p.changes, candidates = p.candidates,
      problems = p.problems
      from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as p(n int, outcome text, record_no int,
        version_before bigint, values jsonb, changes jsonb, candidates jsonb, problems jsonb)
      where ${importRows.importId} = ${id} and ${importRows.rowNumber} = p.n`);
  }
}

/** How many rows of each outcome an import's dry run found. */
export async function outcomeTotals(db: Db, id: number): Promise<Partial<Record<RowOutcome, number>>> {
  const rows = await db
    .select({ outcome: importRows.outcome, n: sql<number>`count(*)::int` })
    .from(importRows)
    .where(and(eq(importRows.importId, id)))
    .groupBy(importRows.outcome);
  return Object.fromEntries(rows.filter((row) => row.outcome).map((row) => [row.outcome, Number(row.n)]));
}
