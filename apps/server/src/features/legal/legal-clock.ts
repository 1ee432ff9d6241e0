import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import { WAITING_STATUSES } from '@libero/shared/legal/legal-cases';
import type { Db } from '../../db/connection';
import { legalCaseEvents, legalCases } from '../../db/schema/legal';
import type { QueuedMail } from '../mail';
import { playerName } from './legal-context';
import { reminderToAwaited, type CaseMailSettings } from './legal-mails';

/**
 * Reminds the party each overdue case waits for, once per step (a step taken clears the mark):
 * the cases past their due day on `today` are marked reminded, their timelines say so, and the
 * reminders are answered for the caller to queue with the same transaction. Cases another process
 * is reminding at the same moment are skipped (locked), so no one is reminded twice.
 */
export async function remindOverdue(
  db: Db,
  settings: CaseMailSettings,
  today: string,
  now: Date,
): Promise<QueuedMail[]> {
  const due = await db
    .select()
    .from(legalCases)
    .where(
      and(
        inArray(legalCases.status, [...WAITING_STATUSES]),
        lt(legalCases.dueDay, today),
        isNull(legalCases.remindedAt),
      ),
    )
    .for('update', { skipLocked: true });
  const mails: QueuedMail[] = [];
  for (const row of due) {
    await db
      .update(legalCases)
      .set({ remindedAt: now })
      .where(sql`${legalCases.no} = ${row.no}`);
    await db.insert(legalCaseEvents).values({
      caseNo: row.no,
      step: 'remind',
      fromStatus: row.status,
      toStatus: row.status,
      userName: settings.orgCode,
      text: row.dueDay ?? '',
      at: now,
    });
    mails.push(...(await reminderToAwaited(db, settings, row, await playerName(db, row.playerNo))));
  }
  return mails;
}
