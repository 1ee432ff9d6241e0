import type { Db } from '../../db/connection';
import { enqueueMails, type QueuedMail } from './mail-outbox';

/** What a command collects while it runs: its mails, and how to undo what it did outside the database. */
export type CommandEffects = { mails: QueuedMail[]; onRollback: (() => Promise<void>)[] };

/**
 * Runs `work` in one transaction of `db` and queues the mails it collected: in that transaction
 * when `db` is the production database (the one the mail queue reads), else once it commits. If
 * the transaction fails, what the command did outside the database (a stored file) is undone.
 */
export async function transactionWithMails<T>(
  db: Db,
  production: Db,
  effects: CommandEffects,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  const together = db === production;
  let result: T;
  try {
    result = await db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const done = await work(trx);
      if (together) await enqueueMails(trx, effects.mails);
      return done;
    });
  } catch (error) {
    await Promise.all(effects.onRollback.map((undo) => undo().catch(() => undefined)));
    throw error;
  }
  if (!together) await enqueueMails(production, effects.mails);
  return result;
}
