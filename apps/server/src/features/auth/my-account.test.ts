import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/identity';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // Many sign-ins in a row: the sign-in throttle is not what these tests are about.
  t = await createTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '100' });
});
afterAll(() => t?.close());

const db = () => t.app.identityDb.db;
const userNamed = async (username: string) => {
  const [user] = await db().select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`No user ${username}`);
  return user;
};
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0;
const patchMe = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/auth/me', headers: cookie ? { cookie } : {}, payload: payload as object });

describe('PATCH /auth/me', () => {
  it('changes the names, e-mail address and language of the signed-in user, audited with before and after', async () => {
    const cookie = await signIn(t.app, 'coach');
    const coach = await userNamed('coach');
    const response = await patchMe(cookie, {
      firstName: '  Carla ',
      lastName: 'Sánchez',
      eMailAddress: 'carla.sanchez@example.org',
      language: 'fr',
      currentPassword: 'volleyball',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      no: coach.no,
      username: 'coach',
      firstName: 'Carla',
      lastName: 'Sánchez',
      eMailAddress: 'carla.sanchez@example.org',
      language: 'fr',
      impersonator: null,
    });
    // Answered like GET /auth/me, which now says the same.
    const me = await t.app.inject({ url: '/auth/me', headers: { cookie } });
    expect(me.json()).toEqual(response.json());
    expect(await userNamed('coach')).toMatchObject({
      firstName: 'Carla',
      email: 'carla.sanchez@example.org',
      language: 'fr',
    });

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'save'), eq(auditLog.entity, 'User'), eq(auditLog.entityNo, String(coach.no))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserNo: coach.no,
      impersonatorUserNo: null,
      environment: 'production',
      before: { firstName: 'Carlos', lastName: 'Sánchez', eMailAddress: coach.email, language: 'en' },
      // Only what changed: the last name stayed.
      after: { firstName: 'Carla', eMailAddress: 'carla.sanchez@example.org', language: 'fr' },
    });
    // The password that allowed the new address is nowhere in the audit trail.
    expect(JSON.stringify(entries[0])).not.toMatch(/volleyball|currentPassword/);
  });

  it('asks for the current password to change the e-mail address, and changes nothing without the right one', async () => {
    const cookie = await signIn(t.app, 'pressofficer');
    const before = await userNamed('pressofficer');
    const auditBefore = await auditCount();

    const missing = await patchMe(cookie, { firstName: 'Changed', eMailAddress: 'priya@example.org' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatchObject({ code: 'InvalidData', detail: 'currentPassword' });
    const empty = await patchMe(cookie, { eMailAddress: 'priya@example.org', currentPassword: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0]).toMatchObject({ code: 'InvalidData', detail: 'currentPassword' });

    const wrong = await patchMe(cookie, {
      firstName: 'Changed',
      eMailAddress: 'priya@example.org',
      currentPassword: 'not-it',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'WrongPassword', detail: 'currentPassword' });
    expect(await userNamed('pressofficer')).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);

    const right = await patchMe(cookie, { eMailAddress: ' priya@example.org ', currentPassword: 'volleyball' });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ eMailAddress: 'priya@example.org', firstName: before.firstName });
    expect((await userNamed('pressofficer')).email).toBe('priya@example.org');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'save'), eq(auditLog.entity, 'User'), eq(auditLog.entityNo, String(before.no))));
    expect(entry).toMatchObject({
      before: { eMailAddress: before.email },
      after: { eMailAddress: 'priya@example.org' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/volleyball|currentPassword/);
  });

  it('needs no password for names and language, nor to send the same e-mail address again', async () => {
    const cookie = await signIn(t.app, 'pressadministrator');
    const before = await userNamed('pressadministrator');
    const response = await patchMe(cookie, {
      firstName: 'Pauline',
      lastName: 'Hughes-Grant',
      eMailAddress: before.email,
      language: 'es',
    });
    expect(response.statusCode).toBe(200);
    expect(await userNamed('pressadministrator')).toMatchObject({
      firstName: 'Pauline',
      lastName: 'Hughes-Grant',
      email: before.email,
      language: 'es',
    });
  });

  it('changes only the fields given, and writes nothing when nothing changes', async () => {
    const cookie = await signIn(t.app, 'official');
    const response = await patchMe(cookie, { language: 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Olga', lastName: 'Kowalska', language: 'es' });
    const before = await auditCount();
    const same = await patchMe(cookie, { language: 'es', firstName: 'Olga' });
    expect(same.statusCode).toBe(200);
    expect(await auditCount()).toBe(before);
  });

  it('refuses an invalid e-mail address with a 422 naming the field, and changes nothing', async () => {
    const cookie = await signIn(t.app, 'player');
    const before = await userNamed('player');
    const auditBefore = await auditCount();
    for (const eMailAddress of ['not an address', 'paola@', '', 'a@b@c.org']) {
      const response = await patchMe(cookie, { firstName: 'Changed', eMailAddress });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ code: 'InvalidData', detail: 'eMailAddress' });
    }
    const badLanguage = await patchMe(cookie, { language: 'de' });
    expect(badLanguage.statusCode).toBe(422);
    expect(badLanguage.json().errors[0]).toMatchObject({ code: 'InvalidData', detail: 'language' });
    const emptyName = await patchMe(cookie, { lastName: '   ' });
    expect(emptyName.json().errors[0]).toMatchObject({ code: 'InvalidData', detail: 'lastName' });
    // Only one's names, address and language: nothing else of the account.
    const other = await patchMe(cookie, { username: 'someone' });
    expect(other.statusCode).toBe(400);
    expect(await userNamed('player')).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('is refused while impersonating, and to anonymous callers', async () => {
    const cookie = await signIn(t.app, 'administrator');
    const guest = await userNamed('guest');
    const start = await t.app.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: { cookie },
      payload: { userNo: guest.no },
    });
    expect(start.statusCode).toBe(200);
    const impersonating = await patchMe(cookie, { firstName: 'Hacked' });
    expect(impersonating.statusCode).toBe(403);
    expect(impersonating.json().errors[0].code).toBe('AccessDenied');
    expect((await userNamed('guest')).firstName).toBe('Gustavo');

    const anonymous = await patchMe(undefined, { firstName: 'Nobody' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].code).toBe('NotAuthenticated');
    expect((await t.app.inject({ url: '/auth/me/sign-ins' })).statusCode).toBe(401);
  });
});

describe('GET /auth/me/sign-ins', () => {
  it("lists the user's own sign-ins, newest first, with address and network", async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'referee', password: 'volleyball' },
      remoteAddress: '198.51.100.7',
    });
    expect(first.statusCode).toBe(200);
    await signIn(t.app, 'supervisor');
    const cookie = await signIn(t.app, 'referee');
    const response = await t.app.inject({ url: '/auth/me/sign-ins', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { at: string; ip: string | null; environment: string }[] };
    expect(data).toHaveLength(2);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['at', 'environment', 'ip']);
    expect(data[1]).toMatchObject({ ip: '198.51.100.7', environment: 'production' });
    expect(data[0]?.ip).toBe('127.0.0.1');
    expect(Date.parse(data[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(data[1]?.at ?? ''));
  });

  it('keeps to the latest 20', async () => {
    for (let i = 0; i < 22; i++) await signIn(t.app, 'photographer');
    const cookie = await signIn(t.app, 'photographer');
    const { data } = (await t.app.inject({ url: '/auth/me/sign-ins', headers: { cookie } })).json() as {
      data: { at: string }[];
    };
    expect(data).toHaveLength(20);
    const times = data.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
