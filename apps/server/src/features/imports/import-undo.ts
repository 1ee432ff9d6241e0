import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { importRows, imports } from '../../db/schema/imports';
import { bindingOf } from '../../gateway/bindings';
import { isForeignKeyViolation, updateRecord, writable } from '../../gateway/commands';
import { valuesOf } from '../../gateway/write-values';
import { AppError } from '../../lib/app-error';
import { writeAudit, type Actor } from '../audit';
import type { FieldChange } from './import-plan';
import { versionsOf } from './import-writer';

/** Statuses of an import that wrote and is no longer writing. */
const UNDOABLE = ['done', 'stopped', 'failed'];

/**
 * The spreadsheet's lines (the header is line 1) of records no longer as the import left them: the
 * undo would lose what was done since.
 */
function changedLines(
  rows: { rowNumber: number; recordNo: number | null; versionAfter: number | null }[],
  now: Map<number, number>,
) {
  return rows.filter((row) => now.get(row.recordNo!) !== row.versionAfter).map((row) => row.rowNumber + 1);
}

/**
 * Undoes a whole import in one transaction, while nothing it wrote has changed since: the records
 * it created are deleted, those it changed take back their values. Refused (409, with the rows)
 * when a record changed or is used by another since.
 */
export async function undoImport(
  db: Db,
  importId: number,
  actor: Actor,
): Promise<{ deleted: number; restored: number }> {
  return db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    const [current] = await trx.select().from(imports).where(eq(imports.id, importId)).for('update');
    if (!current) throw new AppError('NotFound', `import ${importId}`);
    if (!UNDOABLE.includes(current.status)) throw new AppError('ImportStepRefused', current.status);
    const binding = bindingOf(current.entity);
    const target = writable(binding);
    const rows = await trx
      .select({
        rowNumber: importRows.rowNumber,
        outcome: importRows.outcome,
        recordNo: importRows.recordNo,
        versionAfter: importRows.versionAfter,
        changes: importRows.changes,
      })
      .from(importRows)
      .where(and(eq(importRows.importId, importId), eq(importRows.written, true)));
    const nos = rows.map((row) => row.recordNo!);
    await trx
      .select({ no: target.no })
      .from(target.table)
      .where(sql`${target.no} = any(${`{${nos.join(',')}}`}::int[])`)
      .for('update');
    const changed = changedLines(rows, await versionsOf(trx, target, nos));
    if (changed.length > 0) throw new AppError('ImportChanged', `lines ${changed.slice(0, 20).join(' ')}`);

    const created = rows.filter((row) => row.outcome === 'create').map((row) => row.recordNo!);
    try {
      await trx.execute(sql`savepoint before_undo`);
      if (created.length > 0) await trx.delete(target.table).where(inArray(target.no, created));
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await trx.execute(sql`rollback to savepoint before_undo`);
      throw new AppError('ImportChanged', 'a record it created is used by another since');
    }
    const updated = rows.filter((row) => row.outcome === 'update');
    for (const row of updated) await restore(trx, current.entity, row.recordNo!, row.changes ?? []);

    await trx.update(imports).set({ status: 'undone', undoneAt: new Date() }).where(eq(imports.id, importId));
    const undone = { deleted: created.length, restored: updated.length };
    await writeAudit(trx, actor, { action: 'undoImport', entity: current.entity, entityNo: importId, after: undone });
    return undone;
  });
}

/** A record's fields back to what they were before the import. */
async function restore(db: Db, entityName: string, no: number, changes: FieldChange[]): Promise<void> {
  const binding = bindingOf(entityName);
  const attributes = Object.fromEntries(
    changes.map((change) => [change.field, change.from === null ? '' : String(change.from)]),
  );
  await updateRecord(db, writable(binding), no, valuesOf(binding.entity, attributes, false));
}
