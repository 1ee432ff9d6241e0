import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { importRows, imports } from '../../db/schema/imports';
import type { AuthUser } from '../../lib/request-auth';
import { writeAudit, type Actor } from '../audit';
import { importGrant } from './import-plan';
import { writeBatch, type RowToWrite } from './import-writer';

/** Rows written per transaction: a stop waits for at most one batch. */
export const IMPORT_BATCH = 1000;
/** A running import whose process gave no sign for this long is taken up by another. */
export const STALE_AFTER_MS = 30_000;

export type ImportJob = {
  db: Db;
  importId: number;
  viewer: AuthUser;
  actor: Actor;
  onBatch?: () => void | Promise<void>;
  /** True once the process is closing: the import is left running, for the next process to go on with. */
  closing?: () => boolean;
};

/** The counts of what an import wrote, for its audit entry and its page. */
export async function writtenCounts(db: Db, importId: number) {
  const rows = await db
    .select({ outcome: importRows.outcome, n: count() })
    .from(importRows)
    .where(and(eq(importRows.importId, importId), eq(importRows.written, true)))
    .groupBy(importRows.outcome);
  const of = (outcome: string) => rows.find((row) => row.outcome === outcome)?.n ?? 0;
  return { created: of('create'), updated: of('update') };
}

async function finish(db: Db, job: ImportJob, entity: string, fileName: string): Promise<void> {
  await db.update(imports).set({ status: 'done', finishedAt: new Date() }).where(eq(imports.id, job.importId));
  await writeAudit(db, job.actor, {
    action: 'import',
    entity,
    entityNo: job.importId,
    after: { fileName, ...(await writtenCounts(db, job.importId)) },
  });
}

/** Writes the next batch of a running import; false once it is done, stopped or no longer running. */
async function nextBatch(job: ImportJob): Promise<boolean> {
  return job.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [current] = await db.select().from(imports).where(eq(imports.id, job.importId)).for('update');
    if (current?.status === 'stopping')
      await db.update(imports).set({ status: 'stopped' }).where(eq(imports.id, job.importId));
    if (current?.status !== 'running') return false;
    const rows = await db
      .select({
        rowNumber: importRows.rowNumber,
        outcome: importRows.outcome,
        values: importRows.values,
        recordNo: importRows.recordNo,
        versionBefore: importRows.versionBefore,
      })
      .from(importRows)
      .where(
        and(
          eq(importRows.importId, job.importId),
          eq(importRows.written, false),
          inArray(importRows.outcome, ['create', 'update']),
        ),
      )
      .orderBy(asc(importRows.rowNumber))
      .limit(IMPORT_BATCH);
    if (rows.length === 0) {
      await finish(db, job, current.entity, current.fileName);
      return false;
    }
    await writeBatch(db, importGrant(current.entity, job.viewer), job.importId, rows as RowToWrite[]);
    await db
      .update(imports)
      .set({ rowsWritten: sql`${imports.rowsWritten} + ${rows.length}`, heartbeatAt: new Date() })
      .where(eq(imports.id, job.importId));
    return true;
  });
}

/**
 * Writes a running import to its end, batch after batch, each in its own transaction; a refusal
 * (the importer's rights gone, a record's rule) fails the import where it stands, with the reason.
 */
export async function runImport(job: ImportJob): Promise<void> {
  try {
    while (!job.closing?.() && (await nextBatch(job))) await job.onBatch?.();
  } catch (error) {
    // A batch cut short by the process closing is written again by the next one.
    if (job.closing?.()) return;
    await job.db
      .update(imports)
      .set({ status: 'failed', failure: String((error as Error).message).slice(0, 500), finishedAt: new Date() })
      .where(eq(imports.id, job.importId));
  }
  await job.onBatch?.();
}

/** Running imports no process has shown life for: claimed here (their heartbeat renewed), to go on with. */
export async function claimStaleImports(db: Db): Promise<{ id: number; createdByUserNo: number }[]> {
  const stale = sql`(${imports.heartbeatAt} is null or ${imports.heartbeatAt} < now() - make_interval(secs => ${STALE_AFTER_MS / 1000}))`;
  await db
    .update(imports)
    .set({ status: 'stopped' })
    .where(and(eq(imports.status, 'stopping'), stale));
  return db
    .update(imports)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(imports.status, 'running'), stale))
    .returning({ id: imports.id, createdByUserNo: imports.createdByUserNo });
}
