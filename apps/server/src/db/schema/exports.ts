import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { EXPORT_FILE_FORMATS, EXPORT_SCHEDULES } from '@libero/shared/exports/export-definitions';
import { among, recordVersion, timestamps } from './columns';
import { users } from './identity';

/**
 * Saved exports (`ExportDefinition`). The owner's type and record when it was saved say whom a
 * shared one reaches: the users standing for the same body (a federation's users…).
 */
export const exportDefinitions = pgTable(
  'export_definitions',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    ownerUserNo: integer('owner_user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    ownerType: smallint('owner_type').notNull(),
    ownerTypeNo: integer('owner_type_no').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    fields: text('fields').notNull(),
    filter: text('filter').notNull().default('{}'),
    sort: text('sort').notNull().default(''),
    format: varchar('format', { length: 4 }).notNull().default('csv'),
    shared: boolean('shared').notNull().default(false),
    schedule: varchar('schedule', { length: 10 }).notNull().default('none'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    uniqueIndex('export_definitions_owner_name').on(t.ownerUserNo, sql`lower(${t.name})`),
    index('export_definitions_body_idx').on(t.ownerType, t.ownerTypeNo),
    check('export_definitions_format_check', sql`${t.format} in (${among(EXPORT_FILE_FORMATS)})`),
    check('export_definitions_schedule_check', sql`${t.schedule} in (${among(EXPORT_SCHEDULES)})`),
  ],
);
