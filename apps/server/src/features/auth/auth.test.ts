import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, notInArray, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { sessions, users } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { createPasswordToken } from './password-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '10' });
});
afterAll(() => t?.close());

const db = () => t.app.identityDb.db;
const countOf = async (table: typeof users | typeof sessions | typeof auditLog) =>
  (await db().select({ n: count() }).from(table))[0]?.n ?? 0;
const login = (username: string, password: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('sign-in', () => {
  it('signs a demo user in with an httpOnly SameSite=Lax session cookie and answers the current user', async () => {
    const response = await login('Administrator', 'volleyball');
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'libero_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(response.json()).toMatchObject({ username: 'administrator', type: 3, impersonator: null });

    const headers = { cookie: `libero_session=${cookie?.value}` };
    const check = await t.app.inject({ url: '/auth/check', headers });
    expect(check.json()).toEqual({ status: 'authenticated', impersonating: false });
    const me = await t.app.inject({ url: '/auth/me', headers });
    expect(Object.keys(me.json()).sort()).toEqual(
      [
        'accesses',
        'eMailAddress',
        'federationEmpowerment',
        'firstName',
        'impersonator',
        'information',
        'language',
        'lastName',
        'no',
        'type',
        'typeNo',
        'username',
      ].sort(),
    );
  });

  it('stores only a hash of the session id', async () => {
    const cookie = await signIn(t.app, 'supervisor');
    const secret = cookie.split('=')[1] ?? '';
    const stored = await db().select({ idHash: sessions.idHash }).from(sessions);
    expect(stored.some((s) => s.idHash === secret)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.idHash))).toBe(true);
  });

  it('links demo users to their records and grants', async () => {
    const me = await t.app.inject({ url: '/auth/me', headers: { cookie: await signIn(t.app, 'federation') } });
    expect(me.json()).toMatchObject({ type: 5, federationEmpowerment: true, accesses: ['legal', 'nfCategorization'] });
    expect(me.json().typeNo).toBeGreaterThan(0);
    const other = await t.app.inject({ url: '/auth/me', headers: { cookie: await signIn(t.app, 'federation2') } });
    expect(other.json()).toMatchObject({ type: 5, federationEmpowerment: false, accesses: ['legal'] });
  });

  it('gives one generic message for a wrong password and an unknown user, in the asked language', async () => {
    const wrong = await login('player', 'nope-nope');
    const unknown = await login('nobody-here', 'volleyball', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      errors: [{ code: 'InvalidCredentials', status: '401', message: 'Wrong username or password.' }],
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().errors[0]).toMatchObject({
      code: 'InvalidCredentials',
      message: "Nom d'utilisateur ou mot de passe incorrect.",
    });
  });

  it('refuses bad input with clear 4xx answers and writes nothing', async () => {
    const before = [await countOf(users), await countOf(sessions), await countOf(auditLog)];
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].code).toBe('BadRequest');
    const oversized = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'p' }),
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().errors[0].code).toBe('PayloadTooLarge');
    const missing = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'player' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatchObject({ code: 'InvalidData', detail: 'password' });
    const extra = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'player', password: 'x', admin: true },
    });
    expect(extra.statusCode).toBe(400);
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '"player"',
    });
    expect(notObject.statusCode).toBe(400);
    const textBody = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(textBody.statusCode).toBe(415);
    for (const username of ["' OR '1'='1", "admin'; DROP TABLE users; --", 'administrator" --']) {
      const response = await login(username, "' OR 1=1 --");
      expect(response.statusCode).toBe(401);
    }
    expect([await countOf(users), await countOf(sessions), await countOf(auditLog)]).toEqual(before);
  });

  it('slows down 100 wrong passwords in a row without falling over or writing anything', async () => {
    const sessionsBefore = await countOf(sessions);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      statuses.push((await login('referee', `wrong-${i}`, {}, '192.0.2.1')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const limited = await login('referee', 'volleyball', {}, '192.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('TooManyRequests');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(await countOf(sessions)).toBe(sessionsBefore);
  });
});

describe('sessions', () => {
  it('signing out destroys the session on the server', async () => {
    const cookie = await signIn(t.app, 'coach');
    const out = await t.app.inject({ method: 'DELETE', url: '/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({ url: '/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json().errors[0].code).toBe('NotAuthenticated');
    expect((await t.app.inject({ url: '/auth/check', headers: { cookie } })).json()).toEqual({
      status: 'unauthenticated',
      impersonating: false,
    });
  });

  it('ends the sessions of a deactivated user at their next request', async () => {
    const cookie = await signIn(t.app, 'official');
    await db().update(users).set({ active: false }).where(eq(users.username, 'official'));
    const me = await t.app.inject({ url: '/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect((await login('official', 'volleyball')).statusCode).toBe(401);
    await db().update(users).set({ active: true }).where(eq(users.username, 'official'));
  });

  it('ends a session idle for too long', async () => {
    const cookie = await signIn(t.app, 'guest');
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '9 hours'` });
    expect((await t.app.inject({ url: '/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses a write whose Origin names another site, before anything runs', async () => {
    const before = await countOf(sessions);
    const crossSite = await login('player', 'volleyball', { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().errors[0].code).toBe('CrossSiteRequest');
    expect(await countOf(sessions)).toBe(before);
    const sameSite = await login('player', 'volleyball', { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('impersonation', () => {
  it('lets an administrator act as another user, audited with the real actor, and come back', async () => {
    const cookie = await signIn(t.app, 'administrator');
    const player = await db().select().from(users).where(eq(users.username, 'player'));
    const start = await t.app.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: { cookie },
      payload: { userNo: player[0]?.no },
    });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ username: 'player', impersonator: { username: 'administrator' } });
    expect((await t.app.inject({ url: '/auth/check', headers: { cookie } })).json()).toEqual({
      status: 'authenticated',
      impersonating: true,
    });
    expect((await t.app.inject({ url: '/auth/me', headers: { cookie } })).json().username).toBe('player');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'impersonate'));
    expect(entry).toMatchObject({ entity: 'User', entityNo: String(player[0]?.no) });
    const [admin] = await db().select().from(users).where(eq(users.username, 'administrator'));
    expect(entry?.actorUserNo).toBe(admin?.no);

    const stop = await t.app.inject({ method: 'DELETE', url: '/auth/impersonate', headers: { cookie } });
    expect(stop.json()).toMatchObject({ username: 'administrator', impersonator: null });
    expect((await t.app.inject({ url: '/auth/check', headers: { cookie } })).json().impersonating).toBe(false);
  });

  it('is refused to other users, and an administrator may not act as another admin', async () => {
    const [supervisor] = await db().select().from(users).where(eq(users.username, 'supervisor'));
    const [player] = await db().select().from(users).where(eq(users.username, 'player'));
    const asFederation = await t.app.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: { cookie: await signIn(t.app, 'federation') },
      payload: { userNo: player?.no },
    });
    expect(asFederation.statusCode).toBe(403);
    const adminOnSupervisor = await t.app.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: { cookie: await signIn(t.app, 'administrator') },
      payload: { userNo: supervisor?.no },
    });
    expect(adminOnSupervisor.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/auth/impersonate', payload: { userNo: player?.no } });
    expect(anonymous.statusCode).toBe(401);
    const unknownUser = await t.app.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: { cookie: await signIn(t.app, 'supervisor') },
      payload: { userNo: 999999 },
    });
    expect(unknownUser.statusCode).toBe(404);
  });
});

describe('passwords', () => {
  it('resets a password with a single-use token, ending the old sessions', async () => {
    const [user] = await db().select().from(users).where(eq(users.username, 'mediaperson'));
    const oldSession = await signIn(t.app, 'mediaperson');
    const { token } = await createPasswordToken(db(), user!.no);

    const valid = await t.app.inject({ url: `/auth/password-token/${token}` });
    expect(valid.json()).toMatchObject({ valid: true, username: 'mediaperson' });
    const weak = await t.app.inject({
      method: 'POST',
      url: '/auth/password-reset',
      payload: { token, password: 'short' },
    });
    expect(weak.statusCode).toBe(422);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/password-reset',
      payload: { token, password: 'a new password 2026' },
    });
    expect(reset.statusCode).toBe(204);

    expect((await t.app.inject({ url: '/auth/me', headers: { cookie: oldSession } })).statusCode).toBe(401);
    expect((await login('mediaperson', 'volleyball')).statusCode).toBe(401);
    expect((await login('mediaperson', 'a new password 2026')).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/password-reset',
      payload: { token, password: 'another password 2026' },
    });
    expect(again.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/auth/password-token/${token}` })).json().errors[0].code).toBe('InvalidToken');
  });

  it('refuses an expired token', async () => {
    const [user] = await db().select().from(users).where(eq(users.username, 'photographer'));
    const { token } = await createPasswordToken(db(), user!.no);
    await db().execute(sql`update password_tokens set expires_at = now() - interval '1 minute'`);
    expect((await t.app.inject({ url: `/auth/password-token/${token}` })).statusCode).toBe(404);
  });

  it('queues a reset link mail on request and answers the same for an unknown account', async () => {
    const before = await db().select({ id: mailOutbox.id }).from(mailOutbox);
    const known = await t.app.inject({
      method: 'POST',
      url: '/auth/password-forgot',
      payload: { username: 'pressofficer' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/password-forgot',
      payload: { username: 'nobody' },
    });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    const queued = await db()
      .select()
      .from(mailOutbox)
      .where(notInArray(mailOutbox.id, [0, ...before.map((m) => m.id)]));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'password-reset',
      recipients: ['pressofficer@demo.libero.example'],
      subject: 'Reset your password',
      source: 'POST /auth/password-forgot',
      queuedByUserNo: null,
    });
    expect(queued[0]?.text).toMatch(
      /^Hello pressofficer,\n\nTo choose a new password, open this link within one hour:\nhttp:\/\/localhost:3000\/reset-password\/[\w-]{43}\n/,
    );
    const token = /\/reset-password\/([\w-]+)/.exec(queued[0]?.text ?? '')?.[1];
    expect((await t.app.inject({ url: `/auth/password-token/${token}` })).json().username).toBe('pressofficer');
  });

  it('changes the password when the current one is given, ending the other sessions', async () => {
    const other = await signIn(t.app, 'presswriter');
    const mine = await signIn(t.app, 'presswriter');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      headers: { cookie: mine },
      payload: { currentPassword: 'nope', newPassword: 'changed password 1' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors[0].code).toBe('WrongPassword');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      headers: { cookie: mine },
      payload: { currentPassword: 'volleyball', newPassword: 'changed password 1' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/auth/me', headers: { cookie: mine } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/auth/me', headers: { cookie: other } })).statusCode).toBe(401);
  });
});
