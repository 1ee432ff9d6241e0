import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { PROJECT_TYPES, type ProjectType } from '@libero/shared/empowerment/applications';
import type {
  TApplicationDetails,
  TBudgetLine,
  TCallInput,
  TProjectUpdate,
} from '@libero/shared/empowerment/empowerment-api';
import { PROJECT_STATUSES } from '@libero/shared/empowerment/empowerment-api';
import { REPORT_KINDS, type ReportKind } from '@libero/shared/empowerment/reports';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '@libero/shared/empowerment/shipments';
import { APPLICATION_STATUS, type ApplicationStatus, type InvoiceStatus } from '@libero/shared/statuses/statuses';
import { federations } from './bodies';
import { among, recordVersion, timestamps } from './columns';
import { persons } from './people';

/** A call for applications of the empowerment programme (issue #23): its window, budget, types and criteria. */
export const empowermentCalls = pgTable(
  'empowerment_calls',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    opensOn: date('opens_on').notNull(),
    closesOn: date('closes_on').notNull(),
    budgetMinor: bigint('budget_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    projectTypes: jsonb('project_types').$type<ProjectType[]>().notNull(),
    criteria: jsonb('criteria').$type<TCallInput['criteria']>().notNull(),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [check('empowerment_calls_window_check', sql`${t.closesOn} >= ${t.opensOn}`)],
);

/** The equipment the programme sends, with its unit price in the programme's currency. */
export const equipmentCatalogue = pgTable('equipment_catalogue', {
  code: varchar('code', { length: 30 }).primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  unit: varchar('unit', { length: 30 }).notNull(),
  unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
  active: boolean('active').notNull().default(true),
});

/** A federation's application for a development project; `details` holds the fields of its type. */
export const applications = pgTable(
  'applications',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    callNo: integer('call_no')
      .notNull()
      .references(() => empowermentCalls.no),
    federationNo: integer('federation_no')
      .notNull()
      .references(() => federations.no),
    projectType: varchar('project_type', { length: 30 }).$type<ProjectType>().notNull(),
    status: varchar('status', { length: 20 }).$type<ApplicationStatus>().notNull().default('draft'),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary').notNull().default(''),
    details: jsonb('details').$type<TApplicationDetails>().notNull(),
    budget: jsonb('budget').$type<TBudgetLine[]>().notNull(),
    budgetTotalMinor: bigint('budget_total_minor', { mode: 'number' }).notNull().default(0),
    /** A reviewer's score per criterion key (0–5), and their weighted total out of 100. */
    scores: jsonb('scores').$type<Record<string, number>>().notNull().default({}),
    scoreTotal: integer('score_total'),
    /** The decision's reason, or the last send-back comment. */
    decisionReason: text('decision_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdByUserNo: integer('created_by_user_no'),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('applications_federation_idx').on(t.federationNo),
    index('applications_call_idx').on(t.callNo),
    index('applications_status_idx').on(t.status),
    check('applications_type_check', sql`${t.projectType} in (${among(PROJECT_TYPES)})`),
    check('applications_status_check', sql`${t.status} in (${among(APPLICATION_STATUS)})`),
  ],
);

/** A project funded by the programme, created from an approved application. */
export const developmentProjects = pgTable(
  'development_projects',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    applicationNo: integer('application_no')
      .notNull()
      .references(() => applications.no),
    federationNo: integer('federation_no')
      .notNull()
      .references(() => federations.no),
    projectType: varchar('project_type', { length: 30 }).$type<ProjectType>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    status: varchar('status', { length: 20 }).$type<(typeof PROJECT_STATUSES)[number]>().notNull().default('running'),
    currency: varchar('currency', { length: 3 }).notNull(),
    budgetTotalMinor: bigint('budget_total_minor', { mode: 'number' }).notNull(),
    startDay: date('start_day').notNull(),
    endDay: date('end_day').notNull(),
    coachPersonNo: integer('coach_person_no').references(() => persons.no),
    expertPersonNos: jsonb('expert_person_nos').$type<number[]>().notNull().default([]),
    milestones: jsonb('milestones').$type<TProjectUpdate['milestones']>().notNull().default([]),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    uniqueIndex('development_projects_application_idx').on(t.applicationNo),
    index('development_projects_federation_idx').on(t.federationNo),
    index('development_projects_coach_idx').on(t.coachPersonNo),
    check('development_projects_type_check', sql`${t.projectType} in (${among(PROJECT_TYPES)})`),
    check('development_projects_status_check', sql`${t.status} in (${among(PROJECT_STATUSES)})`),
    check('development_projects_period_check', sql`${t.endDay} >= ${t.startDay}`),
  ],
);

/** What the programme's records hold as files: an application's attachments, an invoice, a report. */
export const EMPOWERMENT_DOCUMENT_OWNERS = ['application', 'invoice', 'report'] as const;

export const empowermentDocuments = pgTable(
  'empowerment_documents',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    ownerKind: varchar('owner_kind', { length: 20 }).$type<(typeof EMPOWERMENT_DOCUMENT_OWNERS)[number]>().notNull(),
    ownerNo: integer('owner_no').notNull(),
    /** For an application: `letter`, `programme`, `quote` or `other`; else `invoice` or `report`. */
    kind: varchar('kind', { length: 20 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    uploadedByUserNo: integer('uploaded_by_user_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('empowerment_documents_owner_idx').on(t.ownerKind, t.ownerNo),
    check('empowerment_documents_owner_check', sql`${t.ownerKind} in (${among(EMPOWERMENT_DOCUMENT_OWNERS)})`),
  ],
);

/** A project's invoice; `status` is SPEC §4's number. */
export const invoices = pgTable(
  'invoices',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => developmentProjects.no, { onDelete: 'cascade' }),
    description: varchar('description', { length: 200 }).notNull(),
    reference: varchar('reference', { length: 60 }).notNull().default(''),
    issuedOn: date('issued_on'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: smallint('status').$type<InvoiceStatus>().notNull().default(0),
    rejectReason: text('reject_reason'),
    /** The uploaded invoice (`empowerment_documents`). */
    documentNo: integer('document_no').references(() => empowermentDocuments.no),
    /** The federation's active bank account when its payment started (bank, holder, masked number): where the money went. */
    paidTo: varchar('paid_to', { length: 300 }),
    createdByUserNo: integer('created_by_user_no'),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('invoices_project_idx').on(t.projectNo),
    index('invoices_status_idx').on(t.status),
    check('invoices_status_check', sql`${t.status} between 0 and 5`),
  ],
);

/** A project's report; `coach_user_no` is SPEC §6's `coachId` (the coach report's author). */
export const progressReports = pgTable(
  'progress_reports',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => developmentProjects.no, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<ReportKind>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    body: text('body').notNull(),
    coachUserNo: integer('coach_user_no'),
    authorUserNo: integer('author_user_no'),
    authorName: varchar('author_name', { length: 200 }).notNull(),
    documentNo: integer('document_no').references(() => empowermentDocuments.no),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('progress_reports_project_idx').on(t.projectNo, t.kind),
    uniqueIndex('progress_reports_one_final_idx')
      .on(t.projectNo)
      .where(sql`${t.kind} = 'final'`),
    check('progress_reports_kind_check', sql`${t.kind} in (${among(REPORT_KINDS)})`),
    check('progress_reports_coach_check', sql`(${t.kind} = 'coach') = (${t.coachUserNo} is not null)`),
  ],
);

/** Equipment sent to a project's federation. */
export const shipments = pgTable(
  'shipments',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => developmentProjects.no, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).$type<ShipmentStatus>().notNull().default('ordered'),
    items: jsonb('items').$type<{ code: string; quantity: number }[]>().notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    carrier: varchar('carrier', { length: 100 }).notNull().default(''),
    trackingNumber: varchar('tracking_number', { length: 100 }).notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('shipments_project_idx').on(t.projectNo),
    check('shipments_status_check', sql`${t.status} in (${among(SHIPMENT_STATUSES)})`),
  ],
);

/** What the programme's records went through: who did what, when, with their comment. */
export const EMPOWERMENT_EVENT_SUBJECTS = ['application', 'project', 'invoice', 'shipment'] as const;

export const empowermentEvents = pgTable(
  'empowerment_events',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    subject: varchar('subject', { length: 20 }).$type<(typeof EMPOWERMENT_EVENT_SUBJECTS)[number]>().notNull(),
    subjectNo: integer('subject_no').notNull(),
    /** A workflow step (`submit`, `upload`, `ship`…) or `create`, `edit`, `comment`, `score`, `document`, `report`. */
    step: varchar('step', { length: 20 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }),
    userNo: integer('user_no'),
    userName: varchar('user_name', { length: 200 }).notNull(),
    text: text('text').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('empowerment_events_subject_idx').on(t.subject, t.subjectNo, t.at),
    check('empowerment_events_subject_check', sql`${t.subject} in (${among(EMPOWERMENT_EVENT_SUBJECTS)})`),
  ],
);
