import { z } from 'zod';
import { paging } from '../http/query-params';

/**
 * Where a queued e-mail is: `pending` (waiting, or waiting for a retry), `sending` (a process is
 * sending it), `sent` (the SMTP server accepted it), `held` (no SMTP server is configured: kept in
 * the outbox and written to the mail log) or `failed` (given up; `lastError` says why).
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'held', 'failed'] as const;
export const ZMailStatus = z.enum(MAIL_STATUSES);
export type TMailStatus = z.infer<typeof ZMailStatus>;

/** The largest page `GET /api/admin/outbox` answers. */
export const OUTBOX_MAX_TAKE = 100;

/** The query of `GET /api/admin/outbox`: `?skip=&take=&status=`. */
export const ZOutboxQuery = z.strictObject({
  ...paging(OUTBOX_MAX_TAKE, 25),
  status: ZMailStatus.optional(),
});
export type TOutboxQuery = z.infer<typeof ZOutboxQuery>;

const ZUserRef = z.strictObject({ no: z.number().int(), username: z.string() });

/** One queued e-mail as admins see it: its envelope and its fate, not its body (which may hold a reset link). */
export const ZOutboxMail = z.strictObject({
  id: z.number().int(),
  kind: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  status: ZMailStatus,
  /** Sending attempts begun. */
  attempts: z.number().int().nonnegative(),
  /** When a pending mail is tried next. */
  nextAttemptAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  lastError: z.string().nullable(),
  /** Who queued it (null: an anonymous request or the system). */
  queuedBy: ZUserRef.nullable(),
  /** What queued it, e.g. `POST /auth/password-forgot`. */
  source: z.string().nullable(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;

/** `GET /api/admin/outbox`: a page of the outbox, newest first, and how many mails match. */
export const ZOutboxList = z.strictObject({
  data: z.array(ZOutboxMail),
  nbItems: z.number().int().nonnegative(),
});
export type TOutboxList = z.infer<typeof ZOutboxList>;

/** A file sent with a mail (a scheduled export), its content in base64. */
export type MailAttachment = { fileName: string; contentType: string; base64: string };
