import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest, type VisAttributes } from '@libero/shared/vis/request-builder';
import { createTestApp, signIn, type TestApp } from '../../../../test/test-app';
import { auditLog } from '../../../db/schema/audit';
import { users } from '../../../db/schema/identity';
import { medicalQualifications } from '../../../db/schema/medical';
import { personRoles } from '../../../db/schema/people';

const USERS = ['administrator', 'medicaladministrator', 'medicalperson', 'coach', 'federation'] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = new Map<User, string>();
const db = () => t.app.identityDb.db;
let own = 0;
let colleague = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies.set(user, await signIn(t.app, user));
  const [user] = await db().select({ typeNo: users.typeNo }).from(users).where(eq(users.username, 'medicalperson'));
  own = user!.typeNo;
  const medical = await db()
    .select({ no: personRoles.personNo })
    .from(personRoles)
    .where(eq(personRoles.role, 'medical'));
  colleague = medical.find((row) => row.no !== own)!.no;
});
afterAll(() => t?.close());

const send = (user: User, xml: string) =>
  t.app.inject({
    method: 'POST',
    url: '/proxy',
    headers: { cookie: cookies.get(user) ?? '', 'content-type': 'application/xml' },
    payload: xml,
  });
const save = (user: User, attributes: VisAttributes) =>
  send(user, buildRequest({ type: 'SaveMedicalQualification', node: { name: 'MedicalQualification', attributes } }));
const remove = (user: User, no: number, version: number) =>
  send(user, buildRequest({ type: 'DeleteMedicalQualification', attributes: { No: no, Version: version } }));
const writes = async () => [
  (await db().select().from(medicalQualifications)).map((row) => `${row.no}:${row.version}`).join(),
  (await db().select({ n: count() }).from(auditLog))[0]!.n,
];

const licence = (personNo: number): VisAttributes => ({
  NoPerson: personNo,
  Title: 'Sports physiotherapy licence',
  Issuer: 'Board of Physiotherapy',
  ObtainedOn: '2020-01-15',
  ValidUntil: '2035-01-14',
});

describe('SaveMedicalQualification and DeleteMedicalQualification', () => {
  it('lets a medical person add, change and remove their own, audited', async () => {
    const created = await save('medicalperson', licence(own));
    expect(created.statusCode, created.body).toBe(200);
    const { no, version } = created.json().data as { no: number; version: number };
    expect(created.json().data).toMatchObject({ valid: 1, personName: expect.any(String) });
    const changed = await save('medicalperson', { No: no, Version: version, ValidUntil: '2021-01-14' });
    expect(changed.json().data).toMatchObject({ validUntil: '2021-01-14', valid: 0 });
    const gone = await remove('medicalperson', no, changed.json().data.version);
    expect(gone.statusCode, gone.body).toBe(200);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'MedicalQualification'), eq(auditLog.entityNo, String(no))));
    expect(audit.map((row) => row.action)).toEqual(['save', 'save', 'delete']);
  });

  it("refuses a medical person another's qualifications (403), writing nothing", async () => {
    const [theirs] = await db()
      .select()
      .from(medicalQualifications)
      .where(eq(medicalQualifications.personNo, colleague))
      .limit(1);
    const before = await writes();
    expect((await save('medicalperson', licence(colleague))).statusCode).toBe(403);
    expect(
      (await save('medicalperson', { No: theirs!.no, Version: theirs!.version, Title: 'Forged' })).statusCode,
    ).toBe(403);
    // Moving one's own to a colleague is refused too.
    const [mine] = await db()
      .select()
      .from(medicalQualifications)
      .where(eq(medicalQualifications.personNo, own))
      .limit(1);
    expect(
      (await save('medicalperson', { No: mine!.no, Version: mine!.version, NoPerson: colleague })).statusCode,
    ).toBe(403);
    expect((await remove('medicalperson', theirs!.no, theirs!.version)).statusCode).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it("lets medical administrators and admins keep anyone's; coaches and federations are refused", async () => {
    for (const user of ['medicaladministrator', 'administrator'] as const) {
      const response = await save(user, licence(colleague));
      expect(response.statusCode, `${user}: ${response.body}`).toBe(200);
    }
    const before = await writes();
    for (const user of ['coach', 'federation'] as const)
      expect((await save(user, licence(colleague))).statusCode).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('refuses a person who is not medical staff, no title, and an end before the start (422)', async () => {
    const [user] = await db().select({ typeNo: users.typeNo }).from(users).where(eq(users.username, 'coach'));
    const before = await writes();
    expect((await save('administrator', licence(user!.typeNo))).statusCode).toBe(422);
    expect((await save('administrator', { ...licence(own), Title: '' })).statusCode).toBe(422);
    expect((await save('administrator', { ...licence(own), ValidUntil: '2019-01-01' })).statusCode).toBe(422);
    expect(await writes()).toEqual(before);
  });

  it('refuses a stale version (409)', async () => {
    const created = (await save('medicalperson', licence(own))).json().data;
    await save('medicalperson', { No: created.no, Version: created.version, Issuer: 'Board' });
    const before = await writes();
    expect(
      (await save('medicalperson', { No: created.no, Version: created.version, Issuer: 'Other' })).statusCode,
    ).toBe(409);
    expect(await writes()).toEqual(before);
  });
});

describe('GET /api/medical/staff/{no}/teams', () => {
  it('lists the teams the medical person serves as doctor or physiotherapist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/medical/staff/${own}/teams`,
      headers: { cookie: cookies.get('coach')! },
    });
    expect(response.statusCode).toBe(200);
    const teams = response.json() as { role: string; teamName: string; tournamentName: string }[];
    expect(teams.length).toBeGreaterThan(0);
    for (const team of teams) expect(['doctor', 'physiotherapist']).toContain(team.role);
    expect((await t.app.inject({ method: 'GET', url: `/api/medical/staff/${own}/teams` })).statusCode).toBe(401);
  });
});
