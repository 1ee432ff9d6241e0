import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import type { MailAttachment } from '@libero/shared/mail/outbox';
import { mailOutbox } from '../../db/schema/mail';

/** An e-mail to queue. */
export type QueuedMail = {
  /** What it is for, e.g. `password-reset` (free text, shown in the admin's outbox). */
  kind: string;
  /** One address or several: `a@b.example` or `Name <a@b.example>`. */
  to: string | readonly string[];
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it (a scheduled export). */
  attachments?: MailAttachment[];
  /** Who queued it: the signed-in user, if any. */
  queuedByUserNo?: number | null;
  /** What queued it: the request or job, e.g. `POST /auth/password-forgot`. */
  source?: string | null;
};

/**
 * Queues an e-mail in the outbox; the mail queue of some app process sends it within seconds.
 * Pass the transaction of the write the mail belongs to: both commit together, or neither does,
 * so a rolled-back change sends nothing and a crash loses no mail.
 */
export async function enqueueMail(db: Db, mail: QueuedMail): Promise<number> {
  const [id] = await enqueueMails(db, [mail]);
  if (id === undefined) throw new Error('The mail was not queued');
  return id;
}

/** Queues several e-mails as `enqueueMail` does, in one statement. Answers their ids in order. */
export async function enqueueMails(db: Db, mails: readonly QueuedMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db.insert(mailOutbox).values(mails.map(outboxRow)).returning({ id: mailOutbox.id });
  if (rows.length !== mails.length) throw new Error('The mails were not queued');
  return rows.map((row) => row.id);
}

function outboxRow(mail: QueuedMail): typeof mailOutbox.$inferInsert {
  const recipients = (typeof mail.to === 'string' ? [mail.to] : [...mail.to]).map((address) => address.trim());
  if (recipients.length === 0 || recipients.some((address) => address === '')) {
    throw new Error(`A mail (${mail.kind}) needs at least one recipient, none empty`);
  }
  return {
    kind: mail.kind,
    recipients,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: mail.attachments ?? null,
    queuedByUserNo: mail.queuedByUserNo ?? null,
    source: mail.source?.slice(0, 100) ?? null,
  };
}

/** Who and what queue a mail in this request, for `enqueueMail`. */
export function mailOrigin(request: FastifyRequest): Pick<QueuedMail, 'queuedByUserNo' | 'source'> {
  return {
    queuedByUserNo: request.auth?.user.no ?? null,
    source: `${request.method} ${request.routeOptions.url ?? request.url}`,
  };
}
