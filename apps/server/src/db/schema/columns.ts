import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Creation and change times every record carries. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Optimistic concurrency: a write must name the version it read. */
export const recordVersion = {
  version: integer('version').notNull().default(1),
};
