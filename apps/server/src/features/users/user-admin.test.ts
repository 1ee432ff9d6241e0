import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZUserDetail, ZUserList, type TUserCreate } from '@libero/shared/users/admin-users';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { auditLog } from '../../db/schema/audit';
import { federations } from '../../db/schema/bodies';
import { sessions, userAccesses, users } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
let kenyaNo = 0;

const db = () => t.app.identityDb.db;
const call = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[user] ?? '' }, ...(payload ? { payload } : {}) });
const list = async (query: string, user = 'administrator') => {
  const response = await call(user, 'GET', `/api/admin/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZUserList.parse(response.json());
};
const userNamed = async (username: string) => {
  const [user] = await db().select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`No user ${username}`);
  return user;
};
const newFederationUser = (overrides: Partial<TUserCreate> = {}): TUserCreate => ({
  type: UserTypeNo.Federation,
  typeNo: kenyaNo,
  username: 'kenya.office',
  firstName: 'Wanjiku',
  lastName: 'Otieno',
  email: 'wanjiku.otieno@kenya.example',
  countryCode: 'KE',
  language: 'en',
  active: true,
  accesses: ['empowerment'],
  sendResetLink: true,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '100' });
  for (const user of ['administrator', 'supervisor', 'federation', 'coach']) cookies[user] = await signIn(t.app, user);
  const [kenya] = await db().select({ no: federations.no }).from(federations).where(eq(federations.code, 'KEN'));
  kenyaNo = kenya?.no ?? 0;
});
afterAll(() => t?.close());

describe('GET /api/admin/users', () => {
  it('lists users with the record they stand for, grants, last sign-in and whether they are online', async () => {
    const { data } = await list('?search=federation&sort=username');
    const federation = data.find((user) => user.username === 'federation');
    expect(federation).toMatchObject({
      type: UserTypeNo.Federation,
      linked: { entity: 'Federation', no: kenyaNo, name: 'Kenya Volleyball Federation' },
      accesses: ['legal', 'nfCategorization'],
      active: true,
      online: true,
    });
    expect(federation?.lastLoginAt).not.toBeNull();
    expect(data.find((user) => user.username === 'federation2')).toMatchObject({ online: false, lastLoginAt: null });
  });

  it('filters by type and active flag, sorts either way and pages', async () => {
    const federationUsers = await list(`?type=${UserTypeNo.Federation}&sort=-username`);
    expect(federationUsers.data.map((user) => user.username)).toEqual(['federation3', 'federation2', 'federation']);
    expect(federationUsers.nbItems).toBe(3);
    const page = await list('?sort=no&skip=2&take=3');
    const all = await list('?sort=no&take=200');
    expect(page.data.map((user) => user.no)).toEqual(all.data.slice(2, 5).map((user) => user.no));
    expect(page.nbItems).toBe(all.nbItems);
    expect((await list('?active=false')).data.every((user) => !user.active)).toBe(true);
    const byLastSignIn = await list('?sort=-lastLoginAt&take=200');
    const signedIn = byLastSignIn.data.filter((user) => user.lastLoginAt !== null);
    expect(byLastSignIn.data.slice(0, signedIn.length)).toEqual(signedIn);
  });

  it('finds users by number, username, names and e-mail address', async () => {
    const coach = await userNamed('coach');
    expect((await list(`?search=${coach.no}`)).data.map((user) => user.username)).toContain('coach');
    expect((await list('?search=carlos%20sánchez')).data.map((user) => user.username)).toEqual(['coach']);
    expect((await list('?search=coach@demo')).data.map((user) => user.username)).toEqual(['coach']);
  });

  it('refuses a bad parameter with a 400 naming it', async () => {
    const response = await call('administrator', 'GET', '/api/admin/users?sort=password');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'BadParameter', detail: 'sort' });
  });

  it('exports the filtered users as CSV', async () => {
    const response = await call(
      'administrator',
      'GET',
      `/api/admin/users/export?format=csv&type=${UserTypeNo.Federation}`,
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('username');
    expect(lines).toHaveLength(4);
    expect(response.body).toContain('Kenya');
  });
});

describe('creating a user', () => {
  it('creates a Federation user with its grants, audited, and queues the mail with the link to choose a password', async () => {
    const response = await call('administrator', 'POST', '/api/admin/users', newFederationUser());
    expect(response.statusCode, response.body).toBe(201);
    const created = ZUserDetail.parse(response.json());
    expect(created).toMatchObject({
      username: 'kenya.office',
      linked: { entity: 'Federation', no: kenyaNo, name: 'Kenya Volleyball Federation' },
      accesses: ['empowerment'],
      hasPassword: false,
      liveSessions: 0,
    });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-welcome'));
    expect(mail?.recipients).toEqual(['wanjiku.otieno@kenya.example']);
    expect(mail?.text).toMatch(/\/reset-password\/\S{20,}/);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'User'), eq(auditLog.entityNo, String(created.no)), eq(auditLog.action, 'save')));
    expect(entry?.after).toMatchObject({ username: 'kenya.office', accesses: ['empowerment'] });

    // The link works: the new user chooses a password and signs in.
    const token = /\/reset-password\/(\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/password-reset',
      payload: { token, password: 'first password 1' },
    });
    expect(reset.statusCode).toBe(204);
    const cookie = await signIn(t.app, 'kenya.office', 'first password 1');
    const me = await t.app.inject({ url: '/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ type: UserTypeNo.Federation, typeNo: kenyaNo, accesses: ['empowerment'] });
  });

  it('writes the mail in the user’s language', async () => {
    const response = await call(
      'administrator',
      'POST',
      '/api/admin/users',
      newFederationUser({ username: 'bureau.kenya', email: 'bureau@kenya.example', language: 'fr' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, 'Votre compte est prêt'));
    expect(mail?.recipients).toEqual(['bureau@kenya.example']);
    expect(mail?.text).toContain('bureau.kenya');
  });

  it('refuses a username or e-mail address another user has (any case), and writes nothing', async () => {
    const before = await db().$count(users);
    const taken = await call(
      'administrator',
      'POST',
      '/api/admin/users',
      newFederationUser({ username: 'COACH', email: 'x@y.example' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ code: 'UsernameTaken', detail: 'username' });
    const mail = await call(
      'administrator',
      'POST',
      '/api/admin/users',
      newFederationUser({ username: 'other.one', email: 'Coach@demo.libero.example' }),
    );
    expect(mail.statusCode).toBe(409);
    expect(mail.json().errors[0]).toMatchObject({ code: 'EmailTaken', detail: 'email' });
    expect(await db().$count(users)).toBe(before);
  });

  it('refuses a record that does not fit the type', async () => {
    const missing = await call(
      'administrator',
      'POST',
      '/api/admin/users',
      newFederationUser({ username: 'ghost', email: 'ghost@x.example', typeNo: 999_999 }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatchObject({ code: 'InvalidData', detail: 'typeNo' });
    const unlinked = await call(
      'administrator',
      'POST',
      '/api/admin/users',
      newFederationUser({ username: 'ghost', email: 'ghost@x.example', type: UserTypeNo.Guest }),
    );
    expect(unlinked.statusCode).toBe(422);
    const badMail = await call(
      'administrator',
      'POST',
      '/api/admin/users',
      newFederationUser({ username: 'ghost', email: 'not an address' }),
    );
    expect(badMail.json().errors[0]).toMatchObject({ code: 'InvalidData', detail: 'email' });
  });

  it('lets only a Supervisor create an admin', async () => {
    const admin = {
      type: UserTypeNo.Administrator,
      typeNo: 0,
      username: 'new.admin',
      email: 'new.admin@x.example',
      accesses: [],
    };
    const byAdministrator = await call('administrator', 'POST', '/api/admin/users', newFederationUser(admin));
    expect(byAdministrator.statusCode).toBe(403);
    const bySupervisor = await call('supervisor', 'POST', '/api/admin/users', newFederationUser(admin));
    expect(bySupervisor.statusCode, bySupervisor.body).toBe(201);
  });
});

describe('editing a user', () => {
  const detailOf = async (no: number) =>
    ZUserDetail.parse((await call('administrator', 'GET', `/api/admin/users/${no}`)).json());
  const fieldsOf = ({
    type,
    typeNo,
    username,
    firstName,
    lastName,
    email,
    countryCode,
    language,
    active,
    accesses,
    version,
  }: ReturnType<typeof ZUserDetail.parse>) => ({
    type,
    typeNo,
    username,
    firstName,
    lastName,
    email,
    countryCode,
    language,
    active,
    accesses,
    version,
  });

  it('saves grants and fields with the version read; a stale version is a 409', async () => {
    const player = await userNamed('player');
    const read = await detailOf(player.no);
    const saved = await call('administrator', 'PUT', `/api/admin/users/${player.no}`, {
      ...fieldsOf(read),
      accesses: ['legal', 'media.albums'],
      lastName: 'Egonu-Rossi',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ accesses: ['legal', 'media.albums'], lastName: 'Egonu-Rossi' });
    expect(saved.json().version).not.toBe(read.version);
    const grants = await db().select().from(userAccesses).where(eq(userAccesses.userNo, player.no));
    expect(grants.map((grant) => grant.access).sort()).toEqual(['legal', 'media.albums']);
    const stale = await call('administrator', 'PUT', `/api/admin/users/${player.no}`, {
      ...fieldsOf(read),
      firstName: 'Lost',
    });
    expect(stale.statusCode).toBe(409);
    expect((await userNamed('player')).firstName).toBe('Paola');
  });

  it('deactivating ends the user’s sessions at once: their next request is signed out', async () => {
    const cookie = await signIn(t.app, 'referee');
    const referee = await userNamed('referee');
    const read = await detailOf(referee.no);
    expect(read.liveSessions).toBeGreaterThan(0);
    const saved = await call('administrator', 'PUT', `/api/admin/users/${referee.no}`, {
      ...fieldsOf(read),
      active: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await db().$count(sessions, eq(sessions.userNo, referee.no))).toBe(0);
    const next = await t.app.inject({ url: '/auth/me', headers: { cookie } });
    expect(next.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'referee', password: 'volleyball' },
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a Supervisor deactivating themself or changing their own type', async () => {
    const me = await userNamed('supervisor');
    const read = ZUserDetail.parse((await call('supervisor', 'GET', `/api/admin/users/${me.no}`)).json());
    const off = await call('supervisor', 'PUT', `/api/admin/users/${me.no}`, { ...fieldsOf(read), active: false });
    expect(off.statusCode).toBe(403);
    expect(off.json().errors[0]).toMatchObject({ code: 'OwnAccount', detail: 'active' });
    const type = await call('supervisor', 'PUT', `/api/admin/users/${me.no}`, {
      ...fieldsOf(read),
      type: UserTypeNo.Administrator,
    });
    expect(type.json().errors[0]).toMatchObject({ code: 'OwnAccount', detail: 'type' });
    expect(await userNamed('supervisor')).toMatchObject({ active: true, type: UserTypeNo.Supervisor });
  });

  it('lets only a Supervisor edit an admin', async () => {
    const supervisor = await userNamed('supervisor');
    const read = ZUserDetail.parse((await call('supervisor', 'GET', `/api/admin/users/${supervisor.no}`)).json());
    const response = await call('administrator', 'PUT', `/api/admin/users/${supervisor.no}`, {
      ...fieldsOf(read),
      firstName: 'Taken',
    });
    expect(response.statusCode).toBe(403);
    expect((await userNamed('supervisor')).firstName).toBe('Sofia');
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await call('administrator', 'GET', '/api/admin/users/987654')).statusCode).toBe(404);
  });
});

describe('sending a password-reset link', () => {
  it('queues a reset mail for an active user, audited', async () => {
    const coach = await userNamed('coach');
    const response = await call('administrator', 'POST', `/api/admin/users/${coach.no}/password-reset`);
    expect(response.statusCode).toBe(202);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'));
    expect(mails.some((mail) => mail.recipients.includes(coach.email))).toBe(true);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sendPasswordLink'), eq(auditLog.entityNo, String(coach.no))));
    expect(entries).toHaveLength(1);
  });
});

describe('finding the record a user stands for', () => {
  it('searches the entity of the type', async () => {
    const response = await call(
      'administrator',
      'GET',
      `/api/admin/users/linked?type=${UserTypeNo.Federation}&search=keny`,
    );
    expect(response.json().data).toContainEqual({
      entity: 'Federation',
      no: kenyaNo,
      name: 'Kenya Volleyball Federation',
    });
    const none = await call('administrator', 'GET', `/api/admin/users/linked?type=${UserTypeNo.Guest}&search=keny`);
    expect(none.json().data).toEqual([]);
  });
});
