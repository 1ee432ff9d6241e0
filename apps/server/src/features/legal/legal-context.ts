import { eq } from 'drizzle-orm';
import type { CaseRole, CaseStatus, CaseStep } from '@libero/shared/legal/legal-cases';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../../db/connection';
import { legalCaseEvents, legalCases } from '../../db/schema/legal';
import { persons } from '../../db/schema/people';
import type { AuthUser } from '../../lib/request-auth';
import { writeAudit, type Actor } from '../audit';
import type { DocumentStorage } from '../documents';
import type { QueuedMail } from '../mail';
import type { CaseMailSettings } from './legal-mails';

/** What a legal command works with: `db` is its transaction; its mails are queued when it commits. */
export type LegalContext = {
  db: Db;
  viewer: AuthUser;
  actor: Actor;
  now: Date;
  storage: DocumentStorage;
  mail: CaseMailSettings;
  mails: QueuedMail[];
  /** Undoes what the command did outside the database (a stored file) when its transaction fails. */
  onRollback: (() => Promise<void>)[];
};

export const AUDITED_ENTITY = 'LegalCase';

export const today = (context: Pick<LegalContext, 'now'>) => utcDay(context.now);

export const userName = (viewer: AuthUser) => `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.username;

export async function playerName(db: Db, playerNo: number): Promise<string> {
  const [player] = await db
    .select({ firstName: persons.firstName, lastName: persons.lastName })
    .from(persons)
    .where(eq(persons.no, playerNo));
  return player ? `${player.firstName} ${player.lastName}` : String(playerNo);
}

type CaseEvent = {
  step: CaseStep | 'create' | 'evidence';
  fromStatus: CaseStatus | null;
  toStatus: CaseStatus;
  onBehalfOf?: CaseRole | null;
  text?: string;
};

/** A line of the case's timeline, by `viewer` at `at`. */
export async function insertEvent(db: Db, viewer: AuthUser, caseNo: number, event: CaseEvent, at: Date): Promise<void> {
  await db.insert(legalCaseEvents).values({
    caseNo,
    step: event.step,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    userNo: viewer.no,
    userName: userName(viewer),
    onBehalfOf: event.onBehalfOf ?? null,
    text: event.text ?? '',
    at,
  });
}

/** A line of the case's timeline, and its audit entry with the case before and after. */
export async function recordEvent(context: LegalContext, caseNo: number, event: CaseEvent, before?: unknown) {
  const { db, viewer, actor, now } = context;
  await insertEvent(db, viewer, caseNo, event, now);
  const [after] = await db.select().from(legalCases).where(eq(legalCases.no, caseNo));
  await writeAudit(db, actor, { action: event.step, entity: AUDITED_ENTITY, entityNo: caseNo, before, after });
}
