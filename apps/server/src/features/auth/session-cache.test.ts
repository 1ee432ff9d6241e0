import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { buildRequest } from '@libero/shared/vis/request-builder';
import { federations } from '../../db/schema/bodies';
import { sessions, users } from '../../db/schema/identity';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { SessionCache, type CachedSession } from './session-cache';

const session = (userNo: number, federationNo?: number): CachedSession => ({
  expiresAt: Date.now() + 60_000,
  lastSeenAt: Date.now(),
  auth: {
    sessionIdHash: `hash-${userNo}`,
    sessionEnvironment: undefined,
    user: userOf(userNo, federationNo),
    realUser: userOf(userNo, federationNo),
    impersonating: false,
  },
});

function userOf(no: number, federationNo?: number): CachedSession['auth']['user'] {
  const type = federationNo === undefined ? UserTypeNo.Player : UserTypeNo.Federation;
  return { no, type, typeNo: federationNo ?? 0 } as CachedSession['auth']['user'];
}

describe('the session cache', () => {
  it('keeps a session for its time only, and nothing while changes may go unheard', () => {
    const cache = new SessionCache(1_000);
    cache.set('a', session(1), 0, cache.generation);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.setListening(true);
    cache.set('a', session(1), 0, cache.generation);
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1_001)).toBeUndefined();
    cache.set('b', session(2), 2_000, cache.generation);
    cache.setListening(false);
    expect(cache.get('b', 2_000)).toBeUndefined();
  });

  it('forgets a session, or every session of a user, when told', () => {
    const cache = new SessionCache(60_000);
    cache.setListening(true);
    cache.set('a', session(1), 0, cache.generation);
    cache.set('b', session(1), 0, cache.generation);
    cache.set('c', session(2), 0, cache.generation);
    cache.forget({ session: 'c' });
    expect(cache.get('c', 1)).toBeUndefined();
    cache.forget({ user: 1 });
    expect([cache.get('a', 1), cache.get('b', 1)]).toEqual([undefined, undefined]);
  });

  it("forgets the sessions of a federation's users when the federation changes", () => {
    const cache = new SessionCache(60_000);
    cache.setListening(true);
    cache.set('fed', session(1, 7), 0, cache.generation);
    cache.set('other-fed', session(2, 8), 0, cache.generation);
    cache.set('player', session(7), 0, cache.generation);
    cache.forget({ federation: 7 });
    expect(cache.get('fed', 1)).toBeUndefined();
    expect(cache.get('other-fed', 1)).toBeDefined();
    expect(cache.get('player', 1)).toBeDefined();
  });

  it('does not keep a session read before a change was forgotten', () => {
    const cache = new SessionCache(60_000);
    cache.setListening(true);
    // A request starts reading user 1's session; meanwhile user 1 is deactivated and forgotten.
    const generation = cache.generation;
    cache.forget({ user: 1 });
    cache.set('a', session(1), 0, generation);
    expect(cache.get('a', 1)).toBeUndefined();
    // Read again after the change: kept.
    cache.set('a', session(1), 0, cache.generation);
    expect(cache.get('a', 1)).toBeDefined();
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
    const saved = await changeUser(t.app, 'coach', { active: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });

  it("read a user's grants again at once when an admin changes them", async () => {
    const cookie = await signIn(t.app, 'guest');
    expect(accessesOf(await me(t.app, cookie))).not.toContain('legal');
    const saved = await changeUser(t.app, 'guest', { accesses: ['legal'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(accessesOf(await me(t.app, cookie))).toContain('legal');
  });

  it("read a federation user's empowerment flag again at once when the federation changes", async () => {
    const cookie = await signIn(t.app, 'federation2');
    const before = (await me(t.app, cookie)).json() as { federationEmpowerment: boolean; typeNo: number };
    const [federation] = await t.app.identityDb.db.select().from(federations).where(eq(federations.no, before.typeNo));
    const admin = await signIn(t.app, 'administrator');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/proxy',
      headers: { cookie: admin, 'content-type': 'application/xml' },
      payload: buildRequest({
        type: 'SaveFederation',
        node: {
          name: 'Federation',
          attributes: {
            No: federation!.no,
            Version: federation!.version,
            Empowerment: before.federationEmpowerment ? 0 : 1,
          },
        },
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(t.app, cookie)).json()).toMatchObject({ federationEmpowerment: !before.federationEmpowerment });
  });
});

const accessesOf = (response: { json: () => unknown }) => (response.json() as { accesses: string[] }).accesses;

/** An admin's save of a user (`PUT /api/admin/users/{no}`) with `changes` over what is stored. */
async function changeUser(app: TestApp['app'], username: string, changes: Record<string, unknown>) {
  const admin = await signIn(app, 'administrator');
  const no = (await userNo(username))!;
  const stored = (await app.inject({ url: `/api/admin/users/${no}`, headers: { cookie: admin } })).json() as Record<
    string,
    unknown
  >;
  const fields = ['type', 'typeNo', 'username', 'firstName', 'lastName', 'email', 'countryCode', 'language'];
  const payload = { ...Object.fromEntries(fields.map((field) => [field, stored[field]])), accesses: stored.accesses };
  return app.inject({
    method: 'PUT',
    url: `/api/admin/users/${no}`,
    headers: { cookie: admin },
    payload: { ...payload, active: true, version: stored.version, ...changes },
  });
}

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

  it('refuses a deactivated user on every app process at once', async () => {
    const other = await buildApp({ config: t.config, logger: false, webRoot: '/nonexistent-web-root' });
    await other.ready();
    try {
      const cookie = await signIn(t.app, 'medicalperson');
      expect((await me(other, cookie)).statusCode).toBe(200);
      expect((await changeUser(t.app, 'medicalperson', { active: false })).statusCode).toBe(200);
      await expect.poll(async () => (await me(other, cookie)).statusCode, { timeout: 2_000 }).toBe(401);
    } finally {
      await other.close();
    }
  });
});
