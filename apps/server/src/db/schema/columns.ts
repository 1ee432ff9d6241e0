import { sql } from 'drizzle-orm';
import { bigint, integer, pgSequence, timestamp } from 'drizzle-orm/pg-core';

/** Creation and change times every record carries. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * One counter for every record of every table (the VIS `Version`): a record takes the next value
 * when created and, by the `bump_version` trigger, on every change. "Changed since N" is then one
 * comparison, and a write naming a stale version is detected.
 */
export const recordVersionSequence = pgSequence('record_version');

export const recordVersion = {
  version: bigint('version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('record_version')`),
};

/**
 * One numbering for the documents of persons and of transfers, so that each is one `Document` of
 * the gateway, whatever it belongs to.
 */
export const documentNoSequence = pgSequence('document_no');

export const documentNo = {
  no: integer('no')
    .primaryKey()
    .default(sql`nextval('document_no')`),
};

/** The SQL list of allowed values of a check constraint: `'a', 'b'`. */
export const among = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
