import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import type { Db } from '../../db/connection';
import { mailOutbox } from '../../db/schema/mail';
import { freePort } from '../../lib/free-port';
import { createMailTransport, type MailTransport } from '../../lib/mailer';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { POSTGRES_URL, testConfig } from '../../../test/test-database';
import { heldMailLog } from './mail-plugin';
import { enqueueMail, enqueueMails } from './mail-outbox';
import { MailQueue } from './mail-queue';
import { startSmtpReceiver, type SmtpReceiver } from './test-smtp-receiver';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** Another worker on the same outbox, as another app process would run. */
function otherWorker(db: Db, transport: MailTransport | undefined, heldLog = '/nonexistent/outbox.log') {
  return new MailQueue({
    db,
    transport,
    from: 'Other <other@libero.example>',
    heldLog,
    log: silent,
    pollMs: 0,
    maxAttempts: 3,
    retryBaseMs: 60_000,
  });
}

const rowsOf = (db: Db, ids: number[]) =>
  db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);

describe('sending through SMTP', () => {
  const credentials = { user: 'libero', pass: 's3cret pass' };
  let smtp: SmtpReceiver;
  let t: TestApp;
  const db = () => t.app.identityDb.db;

  beforeAll(async () => {
    smtp = await startSmtpReceiver({ credentials, refuse: ['nobody@mail.example'], delayMs: 5 });
    t = await createTestApp({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: credentials.user,
      SMTP_PASSWORD: credentials.pass,
      MAIL_FROM: 'Libero Test <noreply@libero.example>',
      MAIL_POLL_SECONDS: '0',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers a queued mail with its recipients, subject and body, and records it as sent', async () => {
    const id = await enqueueMail(db(), {
      kind: 'welcome',
      to: ['Ann Example <ann@mail.example>', 'bob@mail.example'],
      subject: 'Bienvenue à Libero',
      text: 'Hello,\n\nYour account is ready.',
      html: '<p>Your account is <b>ready</b>.</p>',
    });
    expect(await t.app.mailQueue.runOnce()).toEqual({ sent: 1, held: 0, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail).toMatchObject({
      mailFrom: 'noreply@libero.example',
      rcptTo: ['ann@mail.example', 'bob@mail.example'],
      user: 'libero',
      from: '"Libero Test" <noreply@libero.example>',
      subject: 'Bienvenue à Libero',
      html: '<p>Your account is <b>ready</b>.</p>',
    });
    expect(mail?.text.trimEnd()).toBe('Hello,\n\nYour account is ready.');

    const [row] = await rowsOf(db(), [id]);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      messageId: mail?.messageId,
      claimedBy: t.app.mailQueue.workerId,
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await t.app.mailQueue.runOnce()).toEqual({ sent: 0, held: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('still sends through SMTP_URL (user and password in the URL)', async () => {
    const config = testConfig({ SMTP_URL: `smtp://libero:s3cret%20pass@127.0.0.1:${smtp.port}` });
    const queue = otherWorker(db(), createMailTransport(config));
    try {
      const id = await enqueueMail(db(), {
        kind: 'test',
        to: 'url@mail.example',
        subject: 'Through SMTP_URL',
        text: 'Sent via the URL.',
      });
      expect((await queue.runOnce()).sent).toBe(1);
      expect(smtp.received.at(-1)).toMatchObject({
        rcptTo: ['url@mail.example'],
        subject: 'Through SMTP_URL',
        user: 'libero',
      });
      expect((await rowsOf(db(), [id]))[0]?.status).toBe('sent');
    } finally {
      await queue.stop();
    }
  });

  it('gives up at once on a mail the server refuses for good (5xx), and notes refused recipients of a sent one', async () => {
    const refused = await enqueueMail(db(), { kind: 'test', to: 'nobody@mail.example', subject: 'Refused', text: 'x' });
    const partly = await enqueueMail(db(), {
      kind: 'test',
      to: ['nobody@mail.example', 'carl@mail.example'],
      subject: 'Partly refused',
      text: 'y',
    });
    expect(await t.app.mailQueue.runOnce()).toEqual({ sent: 1, held: 0, retried: 0, failed: 1 });

    const [refusedRow, partlyRow] = await rowsOf(db(), [refused, partly]);
    expect(refusedRow).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(refusedRow?.lastError).toContain('550');
    expect(partlyRow).toMatchObject({ status: 'sent', lastError: 'Recipients refused: nobody@mail.example' });
    expect(smtp.received.filter((m) => m.subject.includes('efused')).map((m) => m.rcptTo)).toEqual([
      ['carl@mail.example'],
    ]);
  });

  it('sends each mail exactly once when workers race over the same rows', async () => {
    const subjects = Array.from({ length: 30 }, (_, i) => `Race ${String(i).padStart(2, '0')}`);
    const ids: number[] = [];
    for (const subject of subjects)
      ids.push(await enqueueMail(db(), { kind: 'race', to: 'race@mail.example', subject, text: subject }));
    const other = otherWorker(db(), createMailTransport(t.config));
    try {
      const reports = await Promise.all([
        t.app.mailQueue.runOnce(),
        t.app.mailQueue.runOnce(),
        other.runOnce(),
        other.runOnce(),
      ]);
      expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(30);
      expect(reports.every((r) => r.retried + r.failed + r.held === 0)).toBe(true);
    } finally {
      await other.stop();
    }
    const delivered = smtp.received.filter((m) => m.subject.startsWith('Race ')).map((m) => m.subject);
    expect(delivered.sort()).toEqual(subjects);
    const rows = await rowsOf(db(), ids);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it.runIf(POSTGRES_URL)(
    'lets two app instances on one database share the outbox without sending a mail twice',
    async () => {
      const second = await buildApp({ config: t.config, logger: false, webRoot: '/nonexistent-web-root' });
      await second.ready();
      try {
        const subjects = Array.from({ length: 40 }, (_, i) => `Instances ${String(i).padStart(2, '0')}`);
        for (const subject of subjects)
          await enqueueMail(db(), { kind: 'race', to: 'race@mail.example', subject, text: subject });
        const reports = await Promise.all([
          t.app.mailQueue.runOnce(),
          second.mailQueue.runOnce(),
          t.app.mailQueue.runOnce(),
          second.mailQueue.runOnce(),
        ]);
        expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(40);
        const delivered = smtp.received.filter((m) => m.subject.startsWith('Instances ')).map((m) => m.subject);
        expect(delivered.sort()).toEqual(subjects);
        const workers = await db()
          .selectDistinct({ claimedBy: mailOutbox.claimedBy })
          .from(mailOutbox)
          .where(like(mailOutbox.subject, 'Instances %'));
        expect(
          workers.every((w) => [t.app.mailQueue.workerId, second.mailQueue.workerId].includes(w.claimedBy ?? '')),
        ).toBe(true);
      } finally {
        await second.close();
      }
    },
  );

  it('takes over a mail left sending by a process that stopped, but not one still being sent', async () => {
    const [stale, busy, lastTry] = [
      await enqueueMail(db(), { kind: 'test', to: 'stale@mail.example', subject: 'Interrupted', text: 'again' }),
      await enqueueMail(db(), { kind: 'test', to: 'busy@mail.example', subject: 'Being sent', text: 'elsewhere' }),
      await enqueueMail(db(), {
        kind: 'test',
        to: 'last@mail.example',
        subject: 'Interrupted last try',
        text: 'no more',
      }),
    ];
    const claim = (attempts: number, ago: string, by: string) =>
      ({ status: 'sending', attempts, claimedAt: sql`now() - ${ago}::interval`, claimedBy: by }) as const;
    await db()
      .update(mailOutbox)
      .set(claim(1, '11 minutes', 'gone:1'))
      .where(eq(mailOutbox.id, stale));
    await db()
      .update(mailOutbox)
      .set(claim(1, '1 minute', 'busy:2'))
      .where(eq(mailOutbox.id, busy));
    await db()
      .update(mailOutbox)
      .set(claim(t.config.MAIL_MAX_ATTEMPTS, '11 minutes', 'gone:3'))
      .where(eq(mailOutbox.id, lastTry));

    expect(await t.app.mailQueue.runOnce()).toEqual({ sent: 1, held: 0, retried: 0, failed: 1 });
    const [staleRow, busyRow, lastRow] = await rowsOf(db(), [stale, busy, lastTry]);
    expect(staleRow).toMatchObject({ status: 'sent', attempts: 2, claimedBy: t.app.mailQueue.workerId });
    expect(busyRow).toMatchObject({ status: 'sending', attempts: 1, claimedBy: 'busy:2' });
    expect(lastRow).toMatchObject({ status: 'failed', attempts: t.config.MAIL_MAX_ATTEMPTS });
    expect(lastRow?.lastError).toMatch(/interrupted/);
    expect(
      smtp.received
        .filter((m) => m.subject.startsWith('Interrupted') || m.subject === 'Being sent')
        .map((m) => m.subject),
    ).toEqual(['Interrupted']);
    await db().update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, busy));
  });

  it('leaves alone a mail whose claim another process took over while it was being sent', async () => {
    const id = await enqueueMail(db(), { kind: 'test', to: 'slow@mail.example', subject: 'Slow', text: 'slow' });
    const slow: MailTransport = {
      description: 'slow',
      async send() {
        // Meanwhile another process decided this one had stopped and claimed the mail.
        await db()
          .update(mailOutbox)
          .set({ claimedBy: 'taker:9', attempts: sql`${mailOutbox.attempts} + 1` })
          .where(eq(mailOutbox.id, id));
        return { messageId: '<slow@libero.example>', rejected: [] };
      },
      close() {},
    };
    const queue = otherWorker(db(), slow);
    await queue.runOnce();
    await queue.stop();
    expect((await rowsOf(db(), [id]))[0]).toMatchObject({
      status: 'sending',
      claimedBy: 'taker:9',
      attempts: 2,
      messageId: null,
    });
    await db().update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, id));
  });

  it('queues nothing from a transaction that rolls back', async () => {
    const before = (await db().select({ id: mailOutbox.id }).from(mailOutbox)).length;
    await expect(
      db().transaction(async (tx) => {
        await enqueueMail(tx as unknown as Db, {
          kind: 'test',
          to: 'ghost@mail.example',
          subject: 'Never',
          text: 'rolled back',
        });
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect((await db().select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(before);
    expect(await t.app.mailQueue.runOnce()).toEqual({ sent: 0, held: 0, retried: 0, failed: 0 });
    expect(smtp.received.some((m) => m.subject === 'Never')).toBe(false);
  });

  it("queues a command's mails in one statement, each with its own id in order, and sends them all", async () => {
    const subjects = ['First of three', 'Second of three', 'Third of three'];
    const ids = await enqueueMails(
      db(),
      subjects.map((subject, i) => ({ kind: 'test', to: `three${i}@mail.example`, subject, text: subject })),
    );
    const rows = await db()
      .select({ id: mailOutbox.id, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, ids));
    expect(ids.map((id) => rows.find((row) => row.id === id)?.subject)).toEqual(subjects);
    await t.app.mailQueue.runOnce();
    expect(smtp.received.filter((m) => subjects.includes(m.subject ?? '')).length).toBe(3);
    await expect(
      enqueueMails(db(), [
        { kind: 'test', to: 'fine@mail.example', subject: 'Not alone', text: 'x' },
        { kind: 'test', to: [], subject: 'Nobody', text: 'x' },
      ]),
    ).rejects.toThrow(/recipient/);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.subject, 'Not alone'))).toEqual([]);
  });

  it('refuses to queue a mail without a recipient', async () => {
    await expect(enqueueMail(db(), { kind: 'test', to: [], subject: 'Nobody', text: 'x' })).rejects.toThrow(
      /recipient/,
    );
    await expect(enqueueMail(db(), { kind: 'test', to: ' ', subject: 'Nobody', text: 'x' })).rejects.toThrow(
      /recipient/,
    );
  });
});

describe('an SMTP server that cannot be reached', () => {
  let t: TestApp;
  const db = () => t.app.identityDb.db;

  beforeAll(async () => {
    t = await createTestApp({
      // A port free now: nothing listens there, so every connection is refused.
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MAIL_POLL_SECONDS: '0',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_RETRY_SECONDS: '60',
    });
  });
  afterAll(() => t?.close());

  it('schedules retries with a growing wait, then marks the mail failed after the last attempt', async () => {
    const id = await enqueueMail(db(), { kind: 'test', to: 'someone@mail.example', subject: 'Unlucky', text: 'x' });
    const waitSeconds = async () =>
      (
        await db()
          .select({ s: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::float8` })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, id))
      )[0]?.s ?? NaN;
    const makeDue = () =>
      db()
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.id, id));

    expect(await t.app.mailQueue.runOnce()).toEqual({ sent: 0, held: 0, retried: 1, failed: 0 });
    let [row] = await rowsOf(db(), [id]);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(await waitSeconds()).toBeGreaterThan(50);
    expect(await waitSeconds()).toBeLessThanOrEqual(60);
    // Not due yet: nothing happens.
    expect(await t.app.mailQueue.runOnce()).toEqual({ sent: 0, held: 0, retried: 0, failed: 0 });

    await makeDue();
    expect((await t.app.mailQueue.runOnce()).retried).toBe(1);
    [row] = await rowsOf(db(), [id]);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await waitSeconds()).toBeGreaterThan(110);
    expect(await waitSeconds()).toBeLessThanOrEqual(120);

    await makeDue();
    expect(await t.app.mailQueue.runOnce()).toEqual({ sent: 0, held: 0, retried: 0, failed: 1 });
    [row] = await rowsOf(db(), [id]);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);

    await makeDue();
    expect(await t.app.mailQueue.runOnce()).toEqual({ sent: 0, held: 0, retried: 0, failed: 0 });
  });
});

describe('no SMTP server configured', () => {
  let t: TestApp;
  let closed = false;
  const db = () => t.app.identityDb.db;

  beforeAll(async () => {
    // The app's own worker, polling every 100 ms.
    t = await createTestApp({ MAIL_POLL_SECONDS: '0.1' });
  });
  afterAll(() => (closed ? undefined : t?.close()));

  it('holds the mails in the outbox and writes each to the mail log, from the worker the app started', async () => {
    const ids = [
      await enqueueMail(db(), {
        kind: 'password-reset',
        to: 'ann@mail.example',
        subject: 'Offline one',
        text: 'Open http://localhost/x',
      }),
      await enqueueMail(db(), {
        kind: 'test',
        to: ['b@mail.example', 'c@mail.example'],
        subject: 'Offline two',
        text: 'Two',
        html: '<p>Two</p>',
      }),
    ];
    await expect
      .poll(async () => (await rowsOf(db(), ids)).map((r) => r.status), { timeout: 10_000 })
      .toEqual(['held', 'held']);
    const rows = await rowsOf(db(), ids);
    expect(rows.every((r) => r.attempts === 1 && r.sentAt === null && r.lastError === null)).toBe(true);

    const lines = (await readFile(heldMailLog(t.config.DATA_DIR), 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines).toEqual([
      expect.objectContaining({
        id: ids[0],
        kind: 'password-reset',
        to: ['ann@mail.example'],
        subject: 'Offline one',
        text: 'Open http://localhost/x',
        from: 'Libero <no-reply@localhost>',
      }),
      expect.objectContaining({
        id: ids[1],
        to: ['b@mail.example', 'c@mail.example'],
        subject: 'Offline two',
        text: 'Two',
        html: '<p>Two</p>',
      }),
    ]);
    // A held mail stays held: it is not written again.
    expect(await t.app.mailQueue.runOnce()).toEqual({ sent: 0, held: 0, retried: 0, failed: 0 });
    expect((await readFile(heldMailLog(t.config.DATA_DIR), 'utf8')).trimEnd().split('\n')).toHaveLength(2);
  });

  it('stops its worker when the app closes', async () => {
    const queue = t.app.mailQueue;
    closed = true;
    await t.close();
    expect(await queue.runOnce()).toEqual({ sent: 0, held: 0, retried: 0, failed: 0 });
  });
});
