import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import {
  BODY_PARTS,
  INJURY_SEVERITIES,
  INJURY_STATUSES,
  INJURY_TYPES,
  type BodyPart,
  type InjurySeverity,
  type InjuryStatus,
  type InjuryType,
} from '@libero/shared/medical/injuries';
import { among, recordVersion, timestamps } from './columns';
import { persons } from './people';

/** A medical person's qualification (a diploma, a licence to practise), with its validity. */
export const medicalQualifications = pgTable(
  'medical_qualifications',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    personNo: integer('person_no')
      .notNull()
      .references(() => persons.no, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    issuer: varchar('issuer', { length: 200 }).notNull().default(''),
    obtainedOn: date('obtained_on'),
    validUntil: date('valid_until'),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [index('medical_qualifications_person_idx').on(t.personNo)],
);

/**
 * A player's injury (issue #24): confidential. Read only by the medical staff of the player's
 * federation or team, medical administrators, admins and the player; every read is audited.
 */
export const playerInjuries = pgTable(
  'player_injuries',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    playerNo: integer('player_no')
      .notNull()
      .references(() => persons.no, { onDelete: 'cascade' }),
    occurredOn: date('occurred_on').notNull(),
    bodyPart: varchar('body_part', { length: 20 }).$type<BodyPart>().notNull(),
    injuryType: varchar('injury_type', { length: 20 }).$type<InjuryType>().notNull(),
    severity: varchar('severity', { length: 20 }).$type<InjurySeverity>().notNull(),
    status: varchar('status', { length: 20 }).$type<InjuryStatus>().notNull().default('active'),
    expectedReturnOn: date('expected_return_on'),
    /** When the treating person next looks at it (the work queue's "injury follow-up due"). */
    followUpOn: date('follow_up_on'),
    treatingPersonNo: integer('treating_person_no').references(() => persons.no),
    notes: text('notes').notNull().default(''),
    createdByUserNo: integer('created_by_user_no'),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('player_injuries_player_idx').on(t.playerNo, t.occurredOn),
    check('player_injuries_body_part_check', sql`${t.bodyPart} in (${among(BODY_PARTS)})`),
    check('player_injuries_type_check', sql`${t.injuryType} in (${among(INJURY_TYPES)})`),
    check('player_injuries_severity_check', sql`${t.severity} in (${among(INJURY_SEVERITIES)})`),
    check('player_injuries_status_check', sql`${t.status} in (${among(INJURY_STATUSES)})`),
    check(
      'player_injuries_return_check',
      sql`${t.expectedReturnOn} is null or ${t.expectedReturnOn} >= ${t.occurredOn}`,
    ),
  ],
);

/** Files kept with an injury (scans, reports); the bytes live in the document storage. */
export const injuryDocuments = pgTable(
  'injury_documents',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    injuryNo: integer('injury_no')
      .notNull()
      .references(() => playerInjuries.no, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    uploadedByUserNo: integer('uploaded_by_user_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('injury_documents_injury_idx').on(t.injuryNo)],
);
