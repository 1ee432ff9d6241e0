import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { IMPORT_STATUSES, type ImportStatus, type RowOutcome } from '@libero/shared/import/import-statuses';
import { among } from './columns';

/**
 * A spreadsheet brought in by a user: its rows are kept (`import_rows`) from the upload on, so the
 * dry run, the writing (in batches, by whichever process runs it) and the undo work on the same rows.
 */
export const imports = pgTable(
  'imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entity: varchar('entity', { length: 60 }).notNull(),
    fileName: varchar('file_name', { length: 260 }).notNull(),
    sheet: varchar('sheet', { length: 260 }),
    createdByUserNo: integer('created_by_user_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 12 }).$type<ImportStatus>().notNull().default('uploaded'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** The columns' fields and date order, as the user last checked them. */
    mapping: jsonb('mapping'),
    rowCount: integer('row_count').notNull(),
    /** Rows of each outcome, as the dry run counted them. */
    totals: jsonb('totals').$type<Partial<Record<RowOutcome, number>>>(),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsToWrite: integer('rows_to_write').notNull().default(0),
    /** The last time the process writing it showed it was alive: a stale one is taken up by another. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    failure: varchar('failure', { length: 500 }),
  },
  (t) => [
    check('imports_status_check', sql`${t.status} in (${among(IMPORT_STATUSES)})`),
    index('imports_user_idx').on(t.createdByUserNo),
  ],
);

/** One data row of an import: its cells as read, what the dry run decided, and what was written. */
export const importRows = pgTable(
  'import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** The row's place among the data rows, from 1 (the spreadsheet's row is one more, for the header). */
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<(string | number | boolean | null)[]>().notNull(),
    outcome: varchar('outcome', { length: 10 }).$type<RowOutcome>(),
    /** The record updated, or created once written. */
    recordNo: integer('record_no'),
    /** For a likely duplicate: the records it may be. */
    candidates: jsonb('candidates').$type<number[]>(),
    /** The user's answer to a likely duplicate: 0 for a new record, else the record it is. */
    answer: integer('answer'),
    values: jsonb('values').$type<Record<string, string | number | boolean>>(),
    /** For an update: each changed field's value before and after. */
    changes: jsonb('changes').$type<{ field: string; from: unknown; to: unknown }[]>(),
    problems: jsonb('problems').$type<{ field: string; reason: string }[]>(),
    /** The version of the record to update as the dry run read it: changed since, the row is not written. */
    versionBefore: bigint('version_before', { mode: 'number' }),
    /** The record's version once written: the undo checks that nothing changed it since. */
    versionAfter: bigint('version_after', { mode: 'number' }),
    written: boolean('written').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNumber] })],
);
