import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { sessions, users } from '../../db/schema/identity';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { SessionCache, type CachedSession } from './session-cache';

const session = (userNo: number): CachedSession => ({
  expiresAt: Date.now() + 60_000,
  lastSeenAt: Date.now(),
  auth: {
    sessionIdHash: `hash-${userNo}`,
    sessionEnvironment: undefined,
    user: { no: userNo } as CachedSession['auth']['user'],
    realUser: { no: userNo } as CachedSession['auth']['user'],
    impersonating: false,
  },
});

describe('the session cache', () => {
  it('keeps a session for its time only, and nothing while changes may go unheard', () => {
    const cache = new SessionCache(1_000);
    cache.set('a', session(1), 0);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.setListening(true);
    cache.set('a', session(1), 0);
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1_001)).toBeUndefined();
    cache.set('b', session(2), 2_000);
    cache.setListening(false);
    expect(cache.get('b', 2_000)).toBeUndefined();
  });

  it('forgets a session, or every session of a user, when told', () => {
    const cache = new SessionCache(60_000);
    cache.setListening(true);
    cache.set('a', session(1), 0);
    cache.set('b', session(1), 0);
    cache.set('c', session(2), 0);
    cache.forget({ session: 'c' });
    expect(cache.get('c', 1)).toBeUndefined();
    cache.forget({ user: 1 });
    expect([cache.get('a', 1), cache.get('b', 1)]).toEqual([undefined, undefined]);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const me = (app: TestApp['app'], cookie: string) => app.inject({ url: '/auth/me', headers: { cookie } });

describe('sessions read from memory', () => {
  it('read a session once for a run of requests, and refuse it at once when it ends', async () => {
    const cookie = await signIn(t.app, 'player');
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    // Gone from the database without a word: the cached session still answers for a few seconds…
    const [row] = await t.app.identityDb.db
      .select()
      .from(sessions)
      .where(eq(sessions.userNo, (await userNo('player'))!));
    expect(row).toBeDefined();
    // …but an ended one, announced, is refused at the next request.
    const logout = await t.app.inject({ method: 'DELETE', url: '/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });

  it("forget a user's sessions when an admin deactivates the user", async () => {
    const cookie = await signIn(t.app, 'coach');
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    const admin = await signIn(t.app, 'administrator');
    const no = (await userNo('coach'))!;
    const stored = await t.app.inject({ url: `/api/admin/users/${no}`, headers: { cookie: admin } });
    const data = stored.json() as Record<string, unknown>;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${no}`,
      headers: { cookie: admin },
      payload: {
        type: data.type,
        typeNo: data.typeNo,
        username: data.username,
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        countryCode: data.countryCode,
        language: data.language,
        accesses: data.accesses,
        active: false,
        version: data.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });
});

async function userNo(username: string): Promise<number | undefined> {
  const [row] = await t.app.identityDb.db.select({ no: users.no }).from(users).where(eq(users.username, username));
  return row?.no;
}

describe.runIf(process.env.DATABASE_URL)('sessions across processes (PostgreSQL)', () => {
  it('ends on every app process at once', async () => {
    const other = await buildApp({ config: t.config, logger: false, webRoot: '/nonexistent-web-root' });
    await other.ready();
    try {
      const cookie = await signIn(t.app, 'referee');
      // Both processes have read the session.
      expect((await me(t.app, cookie)).statusCode).toBe(200);
      expect((await me(other, cookie)).statusCode).toBe(200);
      await t.app.inject({ method: 'DELETE', url: '/auth/logout', headers: { cookie } });
      // The announcement travels through the database: give it a moment.
      await expect.poll(async () => (await me(other, cookie)).statusCode, { timeout: 2_000 }).toBe(401);
    } finally {
      await other.close();
    }
  });
});
