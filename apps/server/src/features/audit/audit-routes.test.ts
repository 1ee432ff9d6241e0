import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { ZAuditTrail, type TAuditEntry } from '@libero/shared/audit/audit-trail';
import { buildRequest, type VisAttributes } from '@libero/shared/vis/request-builder';
import { confederations, federations } from '../../db/schema/bodies';
import { users } from '../../db/schema/identity';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

const USERS = ['administrator', 'supervisor', 'federation', 'player'] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = {} as Record<User, string>;
let kenya: typeof federations.$inferSelect;
let federationUserNo = 0;
const NEW_PHONE = '+254 20 555 0199';

const db = () => t.app.identityDb.db;
const proxy = (user: User, xml: string) =>
  t.app.inject({
    method: 'POST',
    url: '/proxy',
    headers: { cookie: cookies[user], 'content-type': 'application/xml' },
    payload: xml,
  });
const saveAs = (user: User, entity: string, attributes: VisAttributes) =>
  proxy(user, buildRequest({ type: `Save${entity}`, node: { name: entity, attributes } }));
const audit = (query: string, user: User | null = 'administrator', path = '/api/admin/audit') =>
  t.app.inject({ url: `${path}${query}`, headers: user ? { cookie: cookies[user] } : {} });
const trail = async (query: string, user: User = 'administrator') => {
  const response = await audit(query, user);
  expect(response.statusCode, response.body).toBe(200);
  return ZAuditTrail.parse(response.json());
};
const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies[user] = await signIn(t.app, user);
  kenya = (await db().select().from(federations).where(eq(federations.code, 'KEN')))[0]!;
  federationUserNo = (await db().select({ no: users.no }).from(users).where(eq(users.username, 'federation')))[0]!.no;
  const saved = await saveAs('federation', 'Federation', { No: kenya.no, Version: kenya.version, Phone: NEW_PHONE });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t?.close());

const kenyaSave = (entry: TAuditEntry | undefined) =>
  entry?.entity === 'Federation' && entry.entityNo === String(kenya.no);

describe('GET /api/admin/audit', () => {
  it("shows an admin a federation's write with who made it and what it changed", async () => {
    const { data, nbItems } = await trail(`?entity=Federation&entityNo=${kenya.no}`);
    expect(nbItems).toBe(1);
    expect(data[0]).toMatchObject({
      action: 'save',
      entity: 'Federation',
      entityNo: String(kenya.no),
      environment: 'production',
      actor: { no: federationUserNo, username: 'federation' },
      impersonator: null,
      changes: [{ field: 'Phone', before: kenya.phone, after: NEW_PHONE }],
    });
    expect(data[0]?.ip).toBeTruthy();
  });

  it('answers a Supervisor too, newest first, with the total', async () => {
    const { data, nbItems } = await trail('', 'supervisor');
    expect(nbItems).toBeGreaterThanOrEqual(USERS.length + 1);
    expect(data.some(kenyaSave)).toBe(true);
    const times = data.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('lists what a creation set and what a deletion removed', async () => {
    const cev = (await db().select().from(confederations).where(eq(confederations.code, 'CEV')))[0]!;
    const created = await saveAs('administrator', 'Federation', {
      Code: 'XKX',
      Name: 'Audit Volleyball Federation',
      CountryCode: 'XK',
      NoConfederation: cev.no,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { no, version } = created.json().data as { no: number; version: number };
    const deleted = await proxy('administrator', `<Request Type="DeleteFederation" No="${no}" Version="${version}"/>`);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const { data } = await trail(`?entity=Federation&entityNo=${no}`);
    expect(data.map((entry) => entry.action)).toEqual(['delete', 'save']);
    const [removal, creation] = data;
    expect(creation?.changes).toEqual(
      expect.arrayContaining([
        { field: 'Code', before: null, after: 'XKX' },
        { field: 'Name', before: null, after: 'Audit Volleyball Federation' },
      ]),
    );
    expect(creation?.changes.every((change) => change.before === null)).toBe(true);
    expect(removal?.changes).toEqual(expect.arrayContaining([{ field: 'Code', before: 'XKX', after: null }]));
    expect(removal?.changes.every((change) => change.after === null)).toBe(true);
  });

  it('filters by user, by name in any case or by number', async () => {
    const byName = await trail('?user=FEDERATION');
    expect(byName.nbItems).toBeGreaterThanOrEqual(2);
    expect(byName.data.every((entry) => entry.actor?.username === 'federation')).toBe(true);
    expect(byName.data.some(kenyaSave)).toBe(true);
    expect(byName.data.map((entry) => entry.action)).toContain('login');
    const byNumber = await trail(`?user=${federationUserNo}`);
    expect(byNumber.data.map((entry) => entry.id)).toEqual(byName.data.map((entry) => entry.id));
    expect((await trail('?user=nobody-at-all')).nbItems).toBe(0);
  });

  it('filters by entity and action', async () => {
    const federationsOnly = await trail('?entity=Federation');
    expect(federationsOnly.nbItems).toBeGreaterThanOrEqual(3);
    expect(federationsOnly.data.every((entry) => entry.entity === 'Federation')).toBe(true);
    const logins = await trail('?action=login&entity=User');
    expect(logins.data.length).toBeGreaterThanOrEqual(USERS.length);
    expect(logins.data.every((entry) => entry.action === 'login' && entry.changes.length === 0)).toBe(true);
  });

  it('filters by day, both days included', async () => {
    const all = await trail('');
    expect((await trail(`?from=${today()}&to=${today()}`)).nbItems).toBe(all.nbItems);
    expect((await trail(`?from=${dayOffset(-3)}`)).nbItems).toBe(all.nbItems);
    expect((await trail(`?to=${dayOffset(-1)}`)).nbItems).toBe(0);
    expect((await trail(`?from=${dayOffset(1)}`)).nbItems).toBe(0);
  });

  it('pages with skip and take', async () => {
    const all = await trail('');
    const first = await trail('?take=2');
    const second = await trail('?skip=2&take=2');
    expect(first.nbItems).toBe(all.nbItems);
    expect([...first.data, ...second.data].map((entry) => entry.id)).toEqual(
      all.data.slice(0, 4).map((entry) => entry.id),
    );
  });

  it('is for admins only', async () => {
    for (const user of ['federation', 'player'] as const) {
      const refused = await audit('', user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0]).toMatchObject({ code: 'AccessDenied' });
      expect((await audit('?format=csv', user, '/api/admin/audit/export')).statusCode).toBe(403);
    }
    const anonymous = await audit('', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0]).toMatchObject({ code: 'NotAuthenticated' });
    expect((await audit('?format=csv', null, '/api/admin/audit/export')).statusCode).toBe(401);
  });

  it('refuses bad parameters, naming them', async () => {
    const cases: [string, string][] = [
      ['?from=2025-13-01', 'from'],
      ['?from=01/02/2025', 'from'],
      ['?to=2025-02-30', 'to'],
      ['?from=2025-03-02&to=2025-03-01', 'to: before from'],
      ['?take=501', 'take'],
      ['?take=0', 'take'],
      ['?skip=-1', 'skip'],
      ['?sort=at', 'sort'],
    ];
    for (const [query, detail] of cases) {
      const response = await audit(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0], query).toMatchObject({ code: 'BadParameter', detail });
    }
    expect((await audit('?take=500')).statusCode).toBe(200);
  });
});

describe('GET /api/admin/audit/export', () => {
  it('streams the matching entries as CSV, with the changes', async () => {
    const response = await audit(
      `?format=csv&entity=Federation&entityNo=${kenya.no}`,
      'administrator',
      '/api/admin/audit/export',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-production.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,at,environment,action,entity,entityNo,actorNo,actor,impersonatorNo,impersonator,ip,changes',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,production,save,Federation,${kenya.no},${federationUserNo},federation,,,`);
    expect(lines[1]).toContain(`Phone: ${kenya.phone ?? '∅'} → ${NEW_PHONE}`);
  });

  it('streams XLSX with every matching entry', async () => {
    const all = await trail('?user=federation');
    const response = await audit('?format=xlsx&user=federation', 'supervisor', '/api/admin/audit/export');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Audit');
    expect(sheet?.rowCount).toBe(all.nbItems + 1);
    expect(sheet?.getRow(2).getCell(1).value).toBe(all.data[0]?.id);
  });

  it('needs a format it knows and valid filters', async () => {
    const noFormat = await audit('', 'administrator', '/api/admin/audit/export');
    expect(noFormat.statusCode).toBe(400);
    expect(noFormat.json().errors[0]).toMatchObject({ code: 'BadParameter', detail: 'format' });
    expect((await audit('?format=pdf', 'administrator', '/api/admin/audit/export')).statusCode).toBe(400);
    expect((await audit('?format=csv&from=yesterday', 'administrator', '/api/admin/audit/export')).statusCode).toBe(
      400,
    );
    expect((await audit('?format=csv&take=5', 'administrator', '/api/admin/audit/export')).statusCode).toBe(400);
  });
});
