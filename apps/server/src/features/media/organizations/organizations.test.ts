import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest, type VisAttributes } from '@libero/shared/vis/request-builder';
import { createTestApp, signIn, type TestApp } from '../../../../test/test-app';
import { auditLog } from '../../../db/schema/audit';
import { users } from '../../../db/schema/identity';
import { mediaOrganizations } from '../../../db/schema/media';
import { personRoles } from '../../../db/schema/people';

const USERS = [
  'administrator',
  'pressofficer',
  'pressadministrator',
  'presswriter',
  'mediaperson',
  'federation',
] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = new Map<User, string>();
const db = () => t.app.identityDb.db;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies.set(user, await signIn(t.app, user));
});
afterAll(() => t?.close());

const send = (user: User, xml: string) =>
  t.app.inject({
    method: 'POST',
    url: '/proxy',
    headers: { cookie: cookies.get(user) ?? '', 'content-type': 'application/xml' },
    payload: xml,
  });
const save = (user: User, entity: string, attributes: VisAttributes) =>
  send(user, buildRequest({ type: `Save${entity}`, node: { name: entity, attributes } }));
const remove = (user: User, entity: string, attributes: VisAttributes) =>
  send(user, buildRequest({ type: `Delete${entity}`, attributes }));
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: { code: string; detail?: string }[] }).errors[0]!;
const writes = async () => [
  (await db().select({ n: count() }).from(mediaOrganizations))[0]!.n,
  (await db().select().from(mediaOrganizations)).map((row) => `${row.no}:${row.version}`).join(),
  (await db().select({ n: count() }).from(auditLog))[0]!.n,
];

const NEW = { Name: 'Volley Weekly', Kind: 'newspaper', CountryCode: 'NL', Website: 'https://volleyweekly.example' };

describe('SaveMediaOrganization', () => {
  it('lets admins, press officers and press administrators create and change one, audited', async () => {
    for (const user of ['administrator', 'pressofficer', 'pressadministrator'] as const) {
      const created = await save(user, 'MediaOrganization', { ...NEW, Name: `${NEW.Name} ${user}` });
      expect(created.statusCode, created.body).toBe(200);
      const { no, version } = created.json().data as { no: number; version: number };
      const changed = await save(user, 'MediaOrganization', { No: no, Version: version, Phone: '+31 20 555 0100' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data).toMatchObject({ phone: '+31 20 555 0100', kind: 'newspaper', staffCount: 0 });
      const audit = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'MediaOrganization'), eq(auditLog.entityNo, String(no))));
      expect(audit).toHaveLength(2);
    }
  });

  it('refuses other users (403), writing nothing', async () => {
    const before = await writes();
    for (const user of ['presswriter', 'mediaperson', 'federation'] as const)
      expect((await save(user, 'MediaOrganization', NEW)).statusCode, user).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('refuses a bad website, e-mail, country or kind, and a missing name (422 naming the field)', async () => {
    const before = await writes();
    const cases: [VisAttributes, string][] = [
      [{ ...NEW, Website: 'javascript:alert(1)' }, 'Website'],
      [{ ...NEW, Email: 'not-an-address' }, 'Email'],
      [{ ...NEW, CountryCode: 'XX' }, 'CountryCode'],
      [{ ...NEW, Kind: 'blog' }, 'Kind'],
      [{ Kind: 'tv' }, 'Name'],
    ];
    for (const [attributes, field] of cases) {
      const response = await save('pressofficer', 'MediaOrganization', attributes);
      expect(response.statusCode, field).toBe(422);
      expect(errorOf(response).code).toBe('InvalidData');
      expect(errorOf(response).detail).toContain(field);
    }
    expect(await writes()).toEqual(before);
  });

  it('refuses a stale version (409), writing nothing', async () => {
    const created = (await save('pressofficer', 'MediaOrganization', { ...NEW, Name: 'Stale News' })).json().data;
    await save('pressofficer', 'MediaOrganization', { No: created.no, Version: created.version, Phone: '1' });
    const before = await writes();
    const stale = await save('pressofficer', 'MediaOrganization', {
      No: created.no,
      Version: created.version,
      Phone: '2',
    });
    expect(stale.statusCode).toBe(409);
    expect(await writes()).toEqual(before);
  });
});

describe('DeleteMediaOrganization', () => {
  it('deletes one nobody works for, and keeps one with staff (409 OrganizationHasStaff)', async () => {
    const created = (await save('pressofficer', 'MediaOrganization', { ...NEW, Name: 'Short-lived' })).json().data;
    const gone = await remove('pressofficer', 'MediaOrganization', { No: created.no, Version: created.version });
    expect(gone.statusCode, gone.body).toBe(200);
    // An organisation with staff (and no accreditations, which would keep it too).
    const staffed = (await save('pressofficer', 'MediaOrganization', { ...NEW, Name: 'Staffed' })).json().data;
    const [user] = await db().select({ typeNo: users.typeNo }).from(users).where(eq(users.username, 'photographer'));
    await db()
      .update(personRoles)
      .set({ mediaOrganizationNo: staffed.no })
      .where(and(eq(personRoles.personNo, user!.typeNo), eq(personRoles.role, 'media')));
    const before = await writes();
    const kept = await remove('administrator', 'MediaOrganization', { No: staffed.no, Version: staffed.version });
    expect(kept.statusCode).toBe(409);
    expect(errorOf(kept).code).toBe('OrganizationHasStaff');
    expect(await writes()).toEqual(before);
    expect(
      (await remove('presswriter', 'MediaOrganization', { No: staffed.no, Version: staffed.version })).statusCode,
    ).toBe(403);
  });
});

describe('MediaPerson: organisation and position', () => {
  it('reads and writes them through the role, and refuses an unknown organisation (422)', async () => {
    const [user] = await db().select({ typeNo: users.typeNo }).from(users).where(eq(users.username, 'mediaperson'));
    const get = await send('administrator', buildRequest({ type: 'GetMediaPerson', attributes: { No: user!.typeNo } }));
    const person = get.json().data as { version: number; mediaOrganizationName: string; mediaPosition: string };
    expect(person).toMatchObject({
      mediaOrganizationName: 'Diario Deportivo del Sur',
      mediaPosition: 'Volleyball correspondent',
    });
    const [other] = await db()
      .select({ no: mediaOrganizations.no })
      .from(mediaOrganizations)
      .where(eq(mediaOrganizations.name, 'Spike Online'));
    const saved = await save('administrator', 'MediaPerson', {
      No: user!.typeNo,
      Version: person.version,
      NoMediaOrganization: other!.no,
      MediaPosition: 'Editor in chief',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      mediaOrganizationName: 'Spike Online',
      mediaPosition: 'Editor in chief',
    });
    const [role] = await db()
      .select()
      .from(personRoles)
      .where(and(eq(personRoles.personNo, user!.typeNo), eq(personRoles.role, 'media')));
    expect(role).toMatchObject({ mediaOrganizationNo: other!.no, mediaPosition: 'Editor in chief' });
    const unknown = await save('administrator', 'MediaPerson', {
      No: user!.typeNo,
      Version: saved.json().data.version,
      NoMediaOrganization: 99_999_999,
    });
    expect(unknown.statusCode).toBe(422);
  });
});
