import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { addCompanion, insertRecord, updateRecord } from '../../gateway/commands';
import { ENTITIES } from '@libero/shared/registry/registry';
import type { ColumnValues } from '../../gateway/values';
import { answerKey, copyValues, RefusedRecord } from './copy-record';
import {
  numberAfterHighest,
  saveCopiedRecords,
  takenNumbers,
  type CopiedRecord,
  type CopiedRecords,
} from './copy-store';
import type { CopyType, WrittenRecord } from './copy-types';
import type { SourceRow } from './vis-source';

/** Records written in one transaction: a copy stopped midway keeps every batch done. */
export const COPY_BATCH = 500;

/** A record refused, or written without what it points to that was not copied (`incomplete`). */
export type Refusal = { entity: string; sourceNo: number | null; reason: string; incomplete?: boolean };

export type TypeCounts = { created: number; updated: number; unchanged: number; refused: number; incomplete: number };

type Batch = {
  db: Db;
  source: string;
  type: CopyType;
  records: CopiedRecords;
  refusals: Refusal[];
  batchSize: number;
  /** The type as read by whom (`Player@public`): what one reader copied, another who reads more copies again. */
  readAs: string;
  counts: TypeCounts;
};

/** Writes a type's rows, batch after batch, telling how many are done after each. */
export async function copyRows(
  context: Omit<Batch, 'counts'>,
  rows: readonly SourceRow[],
  onProgress: (done: number) => void,
): Promise<TypeCounts> {
  const counts: TypeCounts = { created: 0, updated: 0, unchanged: 0, refused: 0, incomplete: 0 };
  const ordered = context.type.order ? context.type.order([...rows]) : rows;
  const size = context.batchSize;
  for (let start = 0; start < ordered.length; start += size) {
    await copyBatch({ ...context, counts }, ordered.slice(start, start + size));
    onProgress(Math.min(start + size, ordered.length));
  }
  if (counts.created > 0) await numberAfterHighest(context.db, context.type.target.table);
  return counts;
}

type Planned = { row: SourceRow; sourceNo: number; version: number | null; localNo: number | undefined };

async function copyBatch(batch: Batch, rows: readonly SourceRow[]): Promise<void> {
  const { type, records } = batch;
  const planned: Planned[] = [];
  for (const row of rows) {
    const sourceNo = Number(row.no);
    const version = typeof row.version === 'number' ? row.version : null;
    const copied = records.versionCopied(batch.readAs, sourceNo);
    if (copied !== undefined && version !== null && copied === version) batch.counts.unchanged++;
    else planned.push({ row, sourceNo, version, localNo: records.localNo(type.records, sourceNo) });
  }
  if (planned.length === 0) return;
  await findByNaturalKey(batch, planned);
  const taken = await takenNumbers(
    batch.db,
    type.target.table,
    type.target.no,
    planned.filter((item) => item.localNo === undefined).map((item) => item.sourceNo),
  );
  await batch.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const copied: CopiedRecord[] = [];
    const written: WrittenRecord[] = [];
    for (const item of planned) {
      const record = await writeOne(db, batch, item, taken);
      if (!record) continue;
      const localNo = record.no;
      const copy: CopiedRecord = {
        entity: batch.readAs,
        records: type.records,
        sourceNo: item.sourceNo,
        localNo,
        // A record written without some of what it points to is copied again next time, whatever its version.
        sourceVersion: record.complete ? item.version : null,
      };
      // Known at once, for the records after it that point to it (an event's parent); a batch that
      // fails ends the copy, and the next run reads what was stored.
      records.remember(copy);
      copied.push(copy);
      written.push(record);
    }
    await saveCopiedRecords(db, batch.source, copied);
    await type.afterWrite?.(db, written);
  });
}

/** Records not copied before that are here already under the same name (a federation's code) are copied into. */
async function findByNaturalKey(batch: Batch, planned: Planned[]): Promise<void> {
  const key = batch.type.naturalKey;
  if (!key) return;
  const entity = ENTITIES[batch.type.entity]!;
  const unknown = planned.filter((item) => item.localNo === undefined);
  const names = unknown.map((item) => String(item.row[answerKey(entity, key.field)] ?? '').toUpperCase());
  if (names.length === 0) return;
  const { target } = batch.type;
  const { rows } = (await batch.db.execute(
    sql`select ${target.no} as no, upper(${key.column}::text) as name from ${target.table}
      where upper(${key.column}::text) in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})`,
  )) as unknown as { rows: { no: number; name: string }[] };
  const here = new Map(rows.map((row) => [row.name, Number(row.no)]));
  unknown.forEach((item, i) => (item.localNo = here.get(names[i]!)));
}

/** Writes one record under a savepoint: a record refused leaves the rest of its batch to be written. */
async function writeOne(
  db: Db,
  batch: Batch,
  item: Planned,
  taken: Set<number>,
): Promise<(WrittenRecord & { complete: boolean }) | undefined> {
  const { type, counts } = batch;
  await db.execute(sql`savepoint copy_record`);
  try {
    const { values, missing } = copyValues(type, item.row, batch.records, item.localNo === undefined);
    const localNo =
      item.localNo === undefined
        ? await insertRecord(db, type.target, values, taken.has(item.sourceNo) ? undefined : item.sourceNo)
        : await updateExisting(db, type, item.localNo, values);
    await db.execute(sql`release savepoint copy_record`);
    if (item.localNo === undefined) counts.created++;
    else counts.updated++;
    if (missing.length > 0) {
      counts.incomplete++;
      batch.refusals.push({
        entity: type.entity,
        sourceNo: item.sourceNo,
        reason: missing.join('; '),
        incomplete: true,
      });
    }
    return { no: localNo, values, complete: missing.length === 0 };
  } catch (error) {
    await db.execute(sql`rollback to savepoint copy_record`);
    counts.refused++;
    const reason = error instanceof RefusedRecord ? error.message : databaseReason(error);
    batch.refusals.push({ entity: type.entity, sourceNo: item.sourceNo, reason });
    return undefined;
  }
}

/** A record copied before (or the same person copied in another role, whose role row is added). */
async function updateExisting(db: Db, type: CopyType, localNo: number, values: ColumnValues): Promise<number> {
  await addCompanion(db, type.target, localNo);
  await updateRecord(db, type.target, localNo, values);
  return localNo;
}

/** What the database refused, in a line: the constraint, or the message. */
function databaseReason(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { constraint, message } = cause as { constraint?: string; message?: string };
  return constraint ? `refused by ${constraint}` : (message ?? String(error)).split('\n')[0]!;
}
