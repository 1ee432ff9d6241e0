import { randomBytes } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { and, asc, eq, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { mailOutbox } from '../../db/schema/mail';
import { isPermanentMailError, type MailTransport, type SendResult } from '../../lib/mailer';

type OutboxRow = typeof mailOutbox.$inferSelect;

export type MailQueueOptions = {
  /** The production database, where the outbox is. */
  db: Db;
  /** The SMTP server; without one, mails are held and written to `heldLog`. */
  transport: MailTransport | undefined;
  from: string;
  /** `<DATA_DIR>/mail/outbox.log`: one JSON line per held mail. */
  heldLog: string;
  log: { info: LogFn; warn: LogFn; error: LogFn };
  /** How often the started queue looks for mails; 0: never on its own (runOnce still works). */
  pollMs: number;
  /** Attempts before a mail is marked failed. */
  maxAttempts: number;
  /** The wait before the first retry, doubled at each further one, at most MAX_RETRY_WAIT_SECONDS. */
  retryBaseMs: number;
  /** A claim older than this is a process that stopped mid-send: the mail is claimed again. */
  sendingTimeoutMs?: number;
};

type LogFn = (object: object, message: string) => void;

/** What one run did. */
export type MailRunReport = { sent: number; held: number; retried: number; failed: number };

/**
 * Ten minutes: well above the longest a send may take (lib/mailer.ts bounds each step to a minute
 * at most), so a mail is only taken over from a process that really stopped.
 */
export const DEFAULT_SENDING_TIMEOUT_MS = 10 * 60_000;
const MAX_RETRY_WAIT_SECONDS = 3600;
/** Mails one run sends at most, so that stopping never waits long; the next run goes on. */
const MAX_PER_RUN = 100;

/**
 * Sends the outbox. Every app process runs one: each mail is claimed in a short transaction
 * (`SELECT … FOR UPDATE SKIP LOCKED`, status → `sending`), so that two processes never claim the
 * same one; it is then sent outside any transaction and marked `sent`, retried later with a
 * growing wait, or `failed`. Without SMTP it is marked `held` and written to the mail log.
 *
 * A process that dies mid-send leaves its mail `sending`: after the sending timeout another
 * process takes it over (and, if the first one had in fact delivered it, it goes out twice: the
 * only case where it can).
 */
export class MailQueue {
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(-100);
  readonly #options: MailQueueOptions & { sendingTimeoutMs: number };
  readonly #runs = new Set<Promise<MailRunReport>>();
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(options: MailQueueOptions) {
    this.#options = { sendingTimeoutMs: DEFAULT_SENDING_TIMEOUT_MS, ...options };
  }

  /** Starts polling (when pollMs > 0). */
  start(): void {
    if (this.#stopped || this.#timer || this.#options.pollMs <= 0) return;
    this.#schedule();
  }

  /** Stops polling and waits for the mail being sent, if any. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await Promise.allSettled([...this.#runs]);
    this.#options.transport?.close();
  }

  /** Sends the mails that are due, until none is left (or MAX_PER_RUN). Safe to call concurrently, from any process. */
  runOnce(): Promise<MailRunReport> {
    const run = this.#run();
    this.#runs.add(run);
    void run.finally(() => this.#runs.delete(run)).catch(() => {});
    return run;
  }

  #schedule(): void {
    this.#timer = setTimeout(async () => {
      try {
        await this.runOnce();
      } catch (err) {
        this.#options.log.warn({ err }, 'Mail queue: run failed, trying again later');
      }
      if (!this.#stopped) this.#schedule();
    }, this.#options.pollMs);
    this.#timer.unref();
  }

  async #run(): Promise<MailRunReport> {
    const report: MailRunReport = { sent: 0, held: 0, retried: 0, failed: 0 };
    for (let i = 0; i < MAX_PER_RUN && !this.#stopped; i++) {
      const claim = await this.#claim();
      if (claim === undefined) break;
      if (claim === 'gaveUp') report.failed++;
      else report[await this.#deliver(claim)]++;
    }
    return report;
  }

  /** The next due mail, now ours (`sending`); 'gaveUp' when it was an interrupted last attempt. */
  async #claim(): Promise<OutboxRow | 'gaveUp' | undefined> {
    const { db, maxAttempts, sendingTimeoutMs } = this.#options;
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: mailOutbox.id, status: mailOutbox.status, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(
          or(
            and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
            and(
              eq(mailOutbox.status, 'sending'),
              lt(mailOutbox.claimedAt, sql`now() - make_interval(secs => ${sendingTimeoutMs / 1000})`),
            ),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      if (due.status === 'sending') {
        this.#options.log.warn(
          { mailId: due.id, attempts: due.attempts },
          'Mail queue: taking over a mail whose sending was interrupted',
        );
        if (due.attempts >= maxAttempts) {
          await tx
            .update(mailOutbox)
            .set({ status: 'failed', lastError: `Sending was interrupted (attempt ${due.attempts} of ${maxAttempts})` })
            .where(eq(mailOutbox.id, due.id));
          return 'gaveUp';
        }
      }
      const [claimed] = await tx
        .update(mailOutbox)
        .set({
          status: 'sending',
          attempts: sql`${mailOutbox.attempts} + 1`,
          claimedAt: sql`now()`,
          claimedBy: this.workerId,
        })
        .where(eq(mailOutbox.id, due.id))
        .returning();
      return claimed;
    });
  }

  async #deliver(mail: OutboxRow): Promise<keyof MailRunReport> {
    const { transport, log, maxAttempts } = this.#options;
    const about = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts };
    let result: SendResult | undefined;
    try {
      if (transport)
        result = await transport.send({
          to: mail.recipients,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments ?? [],
        });
      else await this.#writeHeld(mail);
    } catch (err) {
      const lastError = describeError(err);
      if (isPermanentMailError(err) || mail.attempts >= maxAttempts) {
        await this.#settle(mail, { status: 'failed', lastError });
        log.error({ ...about, err }, 'Mail failed: given up');
        return 'failed';
      }
      const waitSeconds = Math.min(
        MAX_RETRY_WAIT_SECONDS,
        (this.#options.retryBaseMs / 1000) * 2 ** (mail.attempts - 1),
      );
      await this.#settle(mail, {
        status: 'pending',
        lastError,
        nextAttemptAt: sql`now() + make_interval(secs => ${waitSeconds})`,
      });
      log.warn({ ...about, err, retryInSeconds: waitSeconds }, 'Mail not sent: will retry');
      return 'retried';
    }
    // Past this point the mail is out: a failure to record it leaves it `sending`, never `pending`.
    if (!result) {
      await this.#settle(mail, { status: 'held', lastError: null });
      log.info(
        { ...about, file: this.#options.heldLog },
        'Mail held (no SMTP server configured): written to the mail log',
      );
      return 'held';
    }
    await this.#settle(mail, {
      status: 'sent',
      sentAt: sql`now()`,
      messageId: result.messageId.slice(0, 300),
      lastError: result.rejected.length ? `Recipients refused: ${result.rejected.join(', ')}` : null,
    });
    log.info({ ...about, via: transport?.description }, 'Mail sent');
    return 'sent';
  }

  /** Records the outcome, unless the claim was taken over meanwhile (the mail then belongs to another process). */
  async #settle(
    mail: OutboxRow,
    values: {
      status: OutboxRow['status'];
      lastError: string | null;
      sentAt?: SQL;
      messageId?: string;
      nextAttemptAt?: SQL;
    },
  ): Promise<void> {
    const settled = await this.#options.db
      .update(mailOutbox)
      .set(values)
      .where(
        and(
          eq(mailOutbox.id, mail.id),
          eq(mailOutbox.status, 'sending'),
          eq(mailOutbox.claimedBy, this.workerId),
          eq(mailOutbox.attempts, mail.attempts),
        ),
      )
      .returning({ id: mailOutbox.id });
    if (settled.length === 0) {
      this.#options.log.warn(
        { mailId: mail.id, status: values.status },
        'Mail queue: the mail was taken over by another process meanwhile',
      );
    }
  }

  async #writeHeld(mail: OutboxRow): Promise<void> {
    const { heldLog, from } = this.#options;
    const line = {
      id: mail.id,
      at: new Date().toISOString(),
      kind: mail.kind,
      from,
      to: mail.recipients,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      // The held log names the files; their content stays in the outbox.
      ...(mail.attachments?.length ? { attachments: mail.attachments.map((file) => file.fileName) } : {}),
    };
    await mkdir(dirname(heldLog), { recursive: true });
    await appendFile(heldLog, `${JSON.stringify(line)}\n`, { mode: 0o600 });
  }
}

/** What went wrong, in one line for the outbox (the SMTP reply when there is one). */
function describeError(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown; responseCode?: unknown; response?: unknown } | undefined;
  const message = typeof e?.response === 'string' ? e.response : String(e?.message ?? error);
  const code = typeof e?.code === 'string' ? `${e.code}: ` : '';
  return `${code}${message}`.replace(/\s+/g, ' ').slice(0, 1000);
}
