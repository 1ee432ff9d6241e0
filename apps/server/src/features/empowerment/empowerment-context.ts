import type { Db } from '../../db/connection';
import { empowermentEvents } from '../../db/schema/empowerment';
import type { AuthUser } from '../../lib/request-auth';
import { writeAudit, type Actor } from '../audit';
import type { DocumentStorage } from '../documents';
import type { QueuedMail } from '../mail';

/** What the mails of the programme need to know (the org's code, the web app's address). */
export type EmpowermentMailSettings = { orgCode: string; publicUrl: string };

/** What an empowerment command works with: `db` is its transaction; its mails are queued when it commits. */
export type EmpowermentContext = {
  db: Db;
  /** The production database (the command's transaction when it runs there): federations' bank accounts live in it. */
  production: Db;
  viewer: AuthUser;
  actor: Actor;
  now: Date;
  storage: DocumentStorage;
  mail: EmpowermentMailSettings;
  mails: QueuedMail[];
  /** Undoes what the command did outside the database (a stored file) when its transaction fails. */
  onRollback: (() => Promise<void>)[];
};

export const userName = (viewer: AuthUser) => `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.username;

type Subject = (typeof empowermentEvents.$inferInsert)['subject'];

export type EmpowermentEvent = {
  /** A workflow step, or `create`, `edit`, `comment`, `score`, `document`, `report`. */
  step: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  text?: string;
};

/**
 * A line of a record's timeline by the context's viewer, and its audit entry (`entity`: the
 * audited record's name, `Application`, `Invoice`…) with the record before and after.
 */
export async function recordEvent(
  context: Pick<EmpowermentContext, 'db' | 'viewer' | 'actor' | 'now'>,
  subject: Subject,
  subjectNo: number,
  event: EmpowermentEvent,
  audit: { entity: string; before?: unknown; after?: unknown },
): Promise<void> {
  const { db, viewer, actor, now } = context;
  await db.insert(empowermentEvents).values({
    subject,
    subjectNo,
    step: event.step,
    fromStatus: event.fromStatus == null ? null : String(event.fromStatus),
    toStatus: event.toStatus == null ? null : String(event.toStatus),
    userNo: viewer.no,
    userName: userName(viewer),
    text: event.text ?? '',
    at: now,
  });
  await writeAudit(db, actor, {
    action: event.step,
    entity: audit.entity,
    entityNo: subjectNo,
    before: audit.before,
    after: audit.after,
  });
}
