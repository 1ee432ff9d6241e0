import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES, type MailAttachment } from '@libero/shared/mail/outbox';
import { among } from './columns';
import { users } from './identity';

/**
 * E-mails to send, queued in the transaction of the write they belong to and sent by the worker of
 * any app process (features/mail/mail-queue.ts). Read in production only, like the users.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What the mail is for, e.g. `password-reset`: free text, for people reading the outbox. */
    kind: varchar('kind', { length: 60 }).notNull(),
    /** Addresses, `a@b.example` or `Name <a@b.example>`. */
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: varchar('status', { length: 10, enum: MAIL_STATUSES }).notNull().default('pending'),
    /** Sending attempts begun, counted when a worker claims the mail. */
    attempts: smallint('attempts').notNull().default(0),
    /** When a pending mail may next be tried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: since when, and by which process (a claim older than the timeout is taken over). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: varchar('claimed_by', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The Message-ID the SMTP server accepted. */
    messageId: varchar('message_id', { length: 300 }),
    lastError: text('last_error'),
    /** Who queued it (the signed-in user), when someone did. */
    /** Files sent with the mail (a scheduled export), their content in base64. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    queuedByUserNo: integer('queued_by_user_no').references(() => users.no, { onDelete: 'set null' }),
    /** What queued it: the request or job, e.g. `POST /auth/password-forgot`. */
    source: varchar('source', { length: 100 }),
  },
  (t) => [
    // The claim: due pending mails, and sending ones whose claim is too old.
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_sending_idx')
      .on(t.claimedAt)
      .where(sql`${t.status} = 'sending'`),
    // The admin list, newest first, whole or by status.
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt, t.id),
    check('mail_outbox_status_check', sql`${t.status} in (${among(MAIL_STATUSES)})`),
    check('mail_outbox_recipients_check', sql`cardinality(${t.recipients}) > 0`),
  ],
);
