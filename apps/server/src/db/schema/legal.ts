import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import {
  CASE_KINDS,
  CASE_ROLES,
  CASE_STATUSES,
  CASE_STEPS,
  type CaseKind,
  type CaseRole,
  type CaseStatus,
  type CaseStep,
} from '@libero/shared/legal/legal-cases';
import {
  LEGAL_DOCUMENT_KINDS,
  REGISTRATION_KINDS,
  type LegalDocumentKind,
  type RegistrationKind,
} from '@libero/shared/legal/legal-api';
import type { TLegalSettings } from '@libero/shared/legal/origin-rules';
import { federations } from './bodies';
import { among, recordVersion, timestamps } from './columns';
import { persons } from './people';

/**
 * A legal case about a player's federation of origin (issue #22): a change (`originChange`) or a
 * determination. `applicant_federation_no` opened it (for a change, the federation the player
 * moves to); `current_federation_no` is the player's federation of origin when it was opened.
 */
export const legalCases = pgTable(
  'legal_cases',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 20 }).$type<CaseKind>().notNull(),
    status: varchar('status', { length: 30 }).$type<CaseStatus>().notNull().default('draft'),
    playerNo: integer('player_no')
      .notNull()
      .references(() => persons.no),
    applicantFederationNo: integer('applicant_federation_no')
      .notNull()
      .references(() => federations.no),
    currentFederationNo: integer('current_federation_no').references(() => federations.no),
    /** The federation of origin the decision gives the player (a determination's outcome). */
    decidedFederationNo: integer('decided_federation_no').references(() => federations.no),
    applicantStatement: text('applicant_statement').notNull().default(''),
    playerStatement: text('player_statement').notNull().default(''),
    /** The current federation's consent or objection, in its words. */
    currentFederationStatement: text('current_federation_statement'),
    /** The written decision with its reasons. */
    decisionReasons: text('decision_reasons'),
    /** Filled when the case is submitted, from the settings of the day. */
    feeMinor: bigint('fee_minor', { mode: 'number' }),
    feeCurrency: varchar('fee_currency', { length: 3 }),
    /** The last day of the step the case waits in (settings' deadline days from when it began). */
    dueDay: date('due_day'),
    /** When the party the case waits for was reminded that its step is overdue. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdByUserNo: integer('created_by_user_no'),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('legal_cases_player_idx').on(t.playerNo),
    index('legal_cases_applicant_idx').on(t.applicantFederationNo),
    index('legal_cases_current_idx').on(t.currentFederationNo),
    index('legal_cases_kind_status_idx').on(t.kind, t.status),
    check('legal_cases_kind_check', sql`${t.kind} in (${among(CASE_KINDS)})`),
    check('legal_cases_status_check', sql`${t.status} in (${among(CASE_STATUSES)})`),
  ],
);

/** A determination's evidence of where the player was registered, with a club or a national team. */
export const legalCaseRegistrations = pgTable(
  'legal_case_registrations',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    caseNo: integer('case_no')
      .notNull()
      .references(() => legalCases.no, { onDelete: 'cascade' }),
    federationNo: integer('federation_no')
      .notNull()
      .references(() => federations.no),
    kind: varchar('kind', { length: 20 }).$type<RegistrationKind>().notNull(),
    day: date('day').notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
  },
  (t) => [
    index('legal_case_registrations_case_idx').on(t.caseNo),
    check('legal_case_registrations_kind_check', sql`${t.kind} in (${among(REGISTRATION_KINDS)})`),
  ],
);

/** What happened to a case, step by step: who, when, on whose behalf, with their statement. */
export const legalCaseEvents = pgTable(
  'legal_case_events',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    caseNo: integer('case_no')
      .notNull()
      .references(() => legalCases.no, { onDelete: 'cascade' }),
    step: varchar('step', { length: 20 }).$type<CaseStep | 'create' | 'remind' | 'evidence'>().notNull(),
    fromStatus: varchar('from_status', { length: 30 }).$type<CaseStatus>(),
    toStatus: varchar('to_status', { length: 30 }).$type<CaseStatus>().notNull(),
    userNo: integer('user_no'),
    userName: varchar('user_name', { length: 200 }).notNull(),
    /** The party whose step the office took on its behalf, if it did. */
    onBehalfOf: varchar('on_behalf_of', { length: 20 }).$type<CaseRole>(),
    text: text('text').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('legal_case_events_case_idx').on(t.caseNo, t.at),
    check(
      'legal_case_events_step_check',
      sql`${t.step} in (${among([...CASE_STEPS, 'create', 'remind', 'evidence'])})`,
    ),
    check('legal_case_events_behalf_check', sql`${t.onBehalfOf} is null or ${t.onBehalfOf} in (${among(CASE_ROLES)})`),
  ],
);

/** The evidence of a case: passports, licences, registrations, the fee's proof, statements. */
export const legalCaseDocuments = pgTable(
  'legal_case_documents',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    caseNo: integer('case_no')
      .notNull()
      .references(() => legalCases.no, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<LegalDocumentKind>().notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    uploadedByUserNo: integer('uploaded_by_user_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('legal_case_documents_case_idx').on(t.caseNo, t.kind),
    check('legal_case_documents_kind_check', sql`${t.kind} in (${among(LEGAL_DOCUMENT_KINDS)})`),
  ],
);

/** Every change of a player's federation of origin, by the case that decided it. */
export const federationOfOriginChanges = pgTable(
  'federation_of_origin_changes',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    playerNo: integer('player_no')
      .notNull()
      .references(() => persons.no, { onDelete: 'cascade' }),
    fromFederationNo: integer('from_federation_no').references(() => federations.no),
    toFederationNo: integer('to_federation_no')
      .notNull()
      .references(() => federations.no),
    caseNo: integer('case_no')
      .notNull()
      .references(() => legalCases.no),
    day: date('day').notNull(),
  },
  (t) => [index('federation_of_origin_changes_player_idx').on(t.playerNo, t.day)],
);

/** The rules of the legal cases (one row), as administrators set them. */
export const legalSettings = pgTable('legal_settings', {
  no: integer('no').primaryKey().default(1),
  settings: jsonb('settings').$type<TLegalSettings>().notNull(),
  ...timestamps,
  ...recordVersion,
});
