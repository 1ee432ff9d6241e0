import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkQueue } from '@libero/shared/work-queue/work-queue-api';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { WORK_SOURCES } from '../../work-sources';
import { DIGEST_HOUR, sendDigests } from './daily-digest';

/** The daily digest of the work queue (issue #26), from the demo data. */
let t: TestApp;
const cookies = new Map<string, string>();
const db = () => t.app.identityDb.db;
const SETTINGS = { orgCode: 'FIVB', publicUrl: 'https://libero.example' };

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['federation', 'guest']) cookies.set(user, await signIn(t.app, user));
}, 120_000);
afterAll(() => t?.close());

const at = (day: number, hour = DIGEST_HOUR + 1) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day, hour));
};
const digestsTo = async (address: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'work-digest'), eq(mailOutbox.recipients, [address])))
    .orderBy(mailOutbox.id);
const call = (user: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies.get(user) ?? '' }, ...(payload ? { payload } : {}) });

describe('the daily digest', () => {
  it('waits for the morning', async () => {
    expect(await sendDigests(db(), at(0, DIGEST_HOUR - 1), WORK_SOURCES, SETTINGS)).toBe(0);
  });

  it("tells the federation, in its user's language, every item of its queue with its link; nothing to a user with nothing waiting", async () => {
    const queue = (await call('federation', 'GET', '/api/work-queue')).json() as TWorkQueue;
    expect(queue.items.length).toBeGreaterThan(0);
    expect(await sendDigests(db(), at(0), WORK_SOURCES, SETTINGS)).toBeGreaterThan(0);
    const [mail, ...more] = await digestsTo('federation@demo.libero.example');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`FIVB: ${queue.items.length} items wait on you`);
    for (const item of queue.items) {
      expect(mail?.text).toContain(item.title);
      expect(mail?.text).toContain(`https://libero.example${item.path}`);
    }
    expect(mail?.text).toContain('Upload the invoices');
    expect(await digestsTo('guest@demo.libero.example')).toEqual([]);
  });

  it('is made once a day, and then tells only what is new or overdue', async () => {
    expect(await sendDigests(db(), at(0), WORK_SOURCES, SETTINGS)).toBe(0);
    const queue = (await call('federation', 'GET', '/api/work-queue')).json() as TWorkQueue;
    await sendDigests(db(), at(1), WORK_SOURCES, SETTINGS);
    const mails = await digestsTo('federation@demo.libero.example');
    // The demo's federation has transfers overdue: they are told again, and nothing else it was told.
    const overdue = queue.items.filter((item) => item.overdue);
    expect(overdue.length).toBeGreaterThan(0);
    expect(mails).toHaveLength(2);
    const lines = mails[1]!.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines.length).toBeGreaterThanOrEqual(overdue.length);
    expect(lines.every((line) => line.includes('overdue since'))).toBe(true);
  });

  it('is turned off and on in My account, audited', async () => {
    expect((await call('federation', 'GET', '/auth/me/digest')).json()).toEqual({ digest: true });
    const off = await call('federation', 'PUT', '/auth/me/digest', { digest: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('federation', 'GET', '/auth/me/digest')).json()).toEqual({ digest: false });
    expect((await call('federation', 'PUT', '/auth/me/digest', { digest: 'no' })).statusCode).toBe(422);
    const before = (await digestsTo('federation@demo.libero.example')).length;
    await sendDigests(db(), at(30), WORK_SOURCES, SETTINGS);
    expect(await digestsTo('federation@demo.libero.example')).toHaveLength(before);
    const [federation] = await db().select().from(users).where(eq(users.username, 'federation'));
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'User'), eq(auditLog.entityNo, String(federation!.no))));
    expect(audits.map((audit) => audit.after)).toContainEqual({ digest: false });
    await call('federation', 'PUT', '/auth/me/digest', { digest: true });
  });
});
