import { bigint, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The records copied from another VIS service (`npm run import:vis`): each source record's number
 * here, and the source's version of it when it was copied, so that a copy run again writes only
 * what changed at the source. A record is known by its type as read by whom (`Player@public`: what
 * a reader who reads more must copy again), and numbered among its `records`: persons of every
 * kind are one `Person`, one number for all their roles.
 */
export const visCopyRecords = pgTable(
  'vis_copy_records',
  {
    source: varchar('source', { length: 300 }).notNull(),
    entity: varchar('entity', { length: 120 }).notNull(),
    records: varchar('records', { length: 60 }).notNull(),
    sourceNo: integer('source_no').notNull(),
    localNo: integer('local_no').notNull(),
    sourceVersion: bigint('source_version', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.entity, table.sourceNo] }),
    index('vis_copy_records_numbers_idx').on(table.source, table.records, table.sourceNo),
  ],
);

/**
 * How far each type was copied from a source, as read by whom (`Player@public`): the version its
 * whole list answered, once every record of it was written.
 */
export const visCopyProgress = pgTable(
  'vis_copy_progress',
  {
    source: varchar('source', { length: 300 }).notNull(),
    entity: varchar('entity', { length: 120 }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    copiedAt: timestamp('copied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.entity] })],
);
