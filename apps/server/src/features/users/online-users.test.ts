import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { environmentHeader } from '@libero/shared/http/environments';
import { ZOnlineSessions } from '@libero/shared/users/admin-users';
import { buildApp } from '../../app';
import { sessions, users } from '../../db/schema/identity';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { POSTGRES_URL } from '../../../test/test-database';

let t: TestApp;
const cookies: Record<string, string> = {};
const db = () => t.app.identityDb.db;

const online = async (app = t.app, user = 'administrator') => {
  const response = await app.inject({ url: '/api/admin/users/online', headers: { cookie: cookies[user] ?? '' } });
  expect(response.statusCode, response.body).toBe(200);
  return ZOnlineSessions.parse(response.json()).data;
};
const sessionOf = async (username: string, app = t.app) =>
  (await online(app)).find((session) => session.user.username === username);
const end = (id: string, user = 'administrator', app = t.app) =>
  app.inject({ method: 'DELETE', url: `/api/admin/users/online/${id}`, headers: { cookie: cookies[user] ?? '' } });
const me = (cookie: string, app = t.app) => app.inject({ url: '/auth/me', headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '100' });
  for (const user of ['administrator', 'supervisor', 'coach', 'player', 'official'])
    cookies[user] = await signIn(t.app, user);
});
afterAll(() => t?.close());

describe('GET /api/admin/users/online', () => {
  // A new network's database is created, migrated and seeded with the whole demo on first use.
  it('lists the sessions seen in the last minutes, with the network each works in and which is mine', async () => {
    const header = environmentHeader(t.config.ORG_CODE);
    const uat = await t.app.inject({
      url: '/api/admin/audit',
      headers: { cookie: cookies.supervisor ?? '', [header]: 'uat' },
    });
    expect(uat.statusCode).toBe(200);
    const data = await online();
    expect(data.map((session) => session.user.username)).toEqual(
      expect.arrayContaining(['administrator', 'supervisor', 'coach', 'player', 'official']),
    );
    expect(await sessionOf('supervisor')).toMatchObject({ environment: 'uat', current: false, impersonating: null });
    expect(await sessionOf('administrator')).toMatchObject({ environment: 'production', current: true });
    // A session is named without giving its secret away.
    expect(data.every((session) => /^[0-9a-f]{16}$/.test(session.id))).toBe(true);
  }, 180_000);

  it('leaves out a session idle for longer than five minutes', async () => {
    const [official] = await db().select({ no: users.no }).from(users).where(eq(users.username, 'official'));
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 minutes'` })
      .where(eq(sessions.userNo, official?.no ?? 0));
    expect(await sessionOf('official')).toBeUndefined();
  });

  it('shows whom an administrator is impersonating', async () => {
    const [coach] = await db().select({ no: users.no }).from(users).where(eq(users.username, 'coach'));
    const started = await t.app.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: { cookie: cookies.supervisor ?? '' },
      payload: { userNo: coach?.no },
    });
    expect(started.statusCode).toBe(200);
    expect((await sessionOf('supervisor'))?.impersonating).toEqual({ no: coach?.no, username: 'coach' });
    await t.app.inject({ method: 'DELETE', url: '/auth/impersonate', headers: { cookie: cookies.supervisor ?? '' } });
  });
});

describe('DELETE /api/admin/users/online/{id}', () => {
  it('ends a session: its user is signed out at their next request', async () => {
    const session = await sessionOf('player');
    expect(session).toBeDefined();
    const response = await end(session?.id ?? '');
    expect(response.statusCode).toBe(204);
    expect((await me(cookies.player ?? '')).statusCode).toBe(401);
    expect(await sessionOf('player')).toBeUndefined();
  });

  it('refuses ending one’s own session, or an admin’s unless Supervisor', async () => {
    const mine = await sessionOf('administrator');
    expect((await end(mine?.id ?? '')).statusCode).toBe(403);
    const supervisors = await sessionOf('supervisor');
    expect((await end(supervisors?.id ?? '')).statusCode).toBe(403);
    expect((await me(cookies.supervisor ?? '')).statusCode).toBe(200);
  });

  it('answers 400 for a malformed id and 404 for a session that is gone', async () => {
    expect((await end('not-an-id')).statusCode).toBe(400);
    expect((await end('0123456789abcdef')).statusCode).toBe(404);
  });
});

describe.runIf(POSTGRES_URL)('several app processes on one database', () => {
  it('sees and ends sessions opened through another process', async () => {
    const second = await buildApp({ config: t.config, logger: false, webRoot: '/nonexistent-web-root' });
    await second.ready();
    try {
      const cookie = await signIn(second, 'medicalperson');
      const session = await sessionOf('medicalperson');
      expect(session).toBeDefined();
      expect((await end(session?.id ?? '')).statusCode).toBe(204);
      expect((await me(cookie, second)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
