import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/identity';

/** `User` through the gateway: admins read users, from production whatever the environment, never a password. */
let t: TestApp;
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['administrator', 'supervisor', 'federation', 'pressofficer'])
    cookies.set(user, await signIn(t.app, user));
});
afterAll(() => t?.close());

const send = (user: string | null, xml: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: user ? '/proxy' : '/vis2009/XmlRequest.asmx',
    headers: { cookie: user ? (cookies.get(user) ?? '') : '', 'content-type': 'application/xml', ...headers },
    payload: xml,
  });
const FIELDS = 'No Username FirstName Type TypeNo Grants Active LastLoginAt';

describe('GetUserList and GetUser', () => {
  it('answers admins with the users, their type, record and grants', async () => {
    const response = await send(
      'administrator',
      `<Request Type="GetUserList" Fields="${FIELDS}"><Filter Type="${UserTypeNo.Federation}"/></Request>`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as { username: string; grants: string; active: number; type: number }[];
    expect(rows.map((row) => row.username)).toEqual(expect.arrayContaining(['federation', 'federation2']));
    expect(rows.every((row) => row.type === UserTypeNo.Federation)).toBe(true);
    const kenya = rows.find((row) => row.username === 'federation')!;
    expect(kenya.grants.split(' ')).toEqual(expect.arrayContaining(['legal', 'nfCategorization']));
    expect(kenya.active).toBe(1);
    const [stored] = await t.app.identityDb.db.select().from(users).where(eq(users.username, 'federation'));
    const one = await send('supervisor', `<Request Type="GetUser" No="${stored!.no}" Fields="No Username Email"/>`);
    expect(one.json().data).toEqual({ no: stored!.no, username: 'federation', email: stored!.email });
  });

  it('has no password data to give', async () => {
    for (const field of ['PasswordHash', 'Password']) {
      const response = await send('administrator', `<Request Type="GetUserList" Fields="No ${field}"/>`);
      expect(response.statusCode, field).toBe(400);
    }
    const everything = await send('administrator', '<Request Type="GetUserList" Take="5"/>');
    expect(everything.body).not.toMatch(/password|argon2/i);
  });

  it('refuses everyone else: 403 signed in, 401 anonymous', async () => {
    for (const user of ['federation', 'pressofficer'])
      expect((await send(user, '<Request Type="GetUserList"/>')).statusCode, user).toBe(403);
    expect((await send(null, '<Request Type="GetUserList"/>')).statusCode).toBe(401);
  });

  it('reads users from production in every environment, alone in a batch', async () => {
    const [made] = await t.app.identityDb.db
      .insert(users)
      .values({ type: UserTypeNo.Guest, username: 'only-in-production', firstName: 'Only', lastName: 'Here' })
      .returning();
    const uat = { 'x-fivb-env': 'uat' };
    const list = await send(
      'supervisor',
      '<Request Type="GetUserList" Fields="No Username"><Filter Search="only-in-production"/></Request>',
      uat,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([{ no: made!.no, username: 'only-in-production' }]);
    const mixed = await send(
      'supervisor',
      '<Requests><Request Type="GetUserList" Take="1"/><Request Type="GetFederationList" Take="1"/></Requests>',
      uat,
    );
    expect(mixed.statusCode).toBe(400);
    const exported = await t.app.inject({
      method: 'POST',
      url: '/proxy/export?format=csv',
      headers: { cookie: cookies.get('supervisor')!, 'content-type': 'application/xml', ...uat },
      payload: '<Request Type="GetUserList" Fields="No Username"><Filter Search="only-in-production"/></Request>',
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain('only-in-production');
  });
});
