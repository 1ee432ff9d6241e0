import { and, eq, inArray, sql } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { visCopyProgress, visCopyRecords } from '../../db/schema/vis-copy';

export type CopiedRecord = {
  entity: string;
  records: string;
  sourceNo: number;
  localNo: number;
  sourceVersion: number | null;
};

/**
 * What was copied from one source before: the local number of each source number (by records),
 * and the source's version of each record copied (by type), held in memory for the whole run.
 */
export class CopiedRecords {
  private readonly numbers = new Map<string, Map<number, number>>();
  private readonly versions = new Map<string, Map<number, number | null>>();

  constructor(rows: readonly CopiedRecord[]) {
    for (const row of rows) this.remember(row);
  }

  remember(record: CopiedRecord): void {
    const numbers = this.numbers.get(record.records) ?? new Map<number, number>();
    numbers.set(record.sourceNo, record.localNo);
    this.numbers.set(record.records, numbers);
    const versions = this.versions.get(record.entity) ?? new Map<number, number | null>();
    versions.set(record.sourceNo, record.sourceVersion);
    this.versions.set(record.entity, versions);
  }

  localNo(records: string, sourceNo: number): number | undefined {
    return this.numbers.get(records)?.get(sourceNo);
  }

  /** The source's version of a record when this type of it was copied; undefined when it was not. */
  versionCopied(entity: string, sourceNo: number): number | null | undefined {
    return this.versions.get(entity)?.get(sourceNo);
  }
}

export async function loadCopiedRecords(db: Db, source: string): Promise<CopiedRecords> {
  const rows = await db
    .select({
      entity: visCopyRecords.entity,
      records: visCopyRecords.records,
      sourceNo: visCopyRecords.sourceNo,
      localNo: visCopyRecords.localNo,
      sourceVersion: visCopyRecords.sourceVersion,
    })
    .from(visCopyRecords)
    .where(eq(visCopyRecords.source, source));
  return new CopiedRecords(rows);
}

export async function saveCopiedRecords(db: Db, source: string, records: readonly CopiedRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db
    .insert(visCopyRecords)
    .values(records.map((record) => ({ source, ...record })))
    .onConflictDoUpdate({
      target: [visCopyRecords.source, visCopyRecords.entity, visCopyRecords.sourceNo],
      set: { localNo: sql`excluded.local_no`, sourceVersion: sql`excluded.source_version` },
    });
}

/** The version of the source up to which a type was wholly copied. */
export async function copiedUpTo(db: Db, source: string, entity: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: visCopyProgress.version })
    .from(visCopyProgress)
    .where(and(eq(visCopyProgress.source, source), eq(visCopyProgress.entity, entity)));
  return row?.version;
}

export async function saveCopiedUpTo(db: Db, source: string, entity: string, version: number): Promise<void> {
  await db
    .insert(visCopyProgress)
    .values({ source, entity, version })
    .onConflictDoUpdate({
      target: [visCopyProgress.source, visCopyProgress.entity],
      set: { version, copiedAt: sql`now()` },
    });
}

/** Of these numbers, those a record of the table already has. */
export async function takenNumbers(
  db: Db,
  table: PgTable,
  no: AnyPgColumn,
  nos: readonly number[],
): Promise<Set<number>> {
  if (nos.length === 0) return new Set();
  const rows = await db
    .select({ no })
    .from(table)
    .where(inArray(no, [...nos]));
  return new Set(rows.map((row) => Number(row.no)));
}

/** After records were created under the source's numbers: the table's next number comes after them all. */
export async function numberAfterHighest(db: Db, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(sql`select setval(q.s, x.m)
    from (select pg_get_serial_sequence(${name}, 'no') as s) q, (select max(no) as m from ${table}) x
    where q.s is not null and x.m is not null and x.m > coalesce(pg_sequence_last_value(q.s::regclass), 0)`);
}
