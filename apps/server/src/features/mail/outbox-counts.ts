import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { mailOutbox } from '../../db/schema/mail';

/** The statuses worth watching: mails waiting or stuck, never the (growing) sent ones. */
export const WATCHED_MAIL_STATUSES = ['pending', 'sending', 'held', 'failed'] as const;

/** How many mails of the outbox are in each watched status (one indexed query, for /metrics). */
export async function outboxCounts(db: Db): Promise<Record<(typeof WATCHED_MAIL_STATUSES)[number], number>> {
  const rows = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, [...WATCHED_MAIL_STATUSES]))
    .groupBy(mailOutbox.status);
  const counts = { pending: 0, sending: 0, held: 0, failed: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as keyof typeof counts] = row.n;
  return counts;
}
