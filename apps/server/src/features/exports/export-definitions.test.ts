import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest, get, getList, type VisAttributes } from '@libero/shared/vis/request-builder';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { mailOutbox } from '../../db/schema/mail';
import { sendDueExports } from './scheduled-exports';

/**
 * Saved exports (issue #25). `federation` and `federation3` both stand for Kenya (`federation3`
 * without the `legal` grant `federation` holds); `federation2` stands for Italy.
 */
let t: TestApp;
const cookies = new Map<string, string>();
const db = () => t.app.identityDb.db;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['federation', 'federation3', 'federation2', 'administrator'])
    cookies.set(user, await signIn(t.app, user));
}, 120_000);
afterAll(() => t?.close());

const send = (user: string, xml: string) =>
  t.app.inject({
    method: 'POST',
    url: '/proxy',
    headers: { cookie: cookies.get(user) ?? '', 'content-type': 'application/xml', accept: 'application/json' },
    payload: xml,
  });
const saveDefinition = (user: string, attributes: VisAttributes) =>
  send(user, buildRequest({ type: 'SaveExportDefinition', node: { name: 'ExportDefinition', attributes } }));
const file = (user: string, no: number) =>
  t.app.inject({ method: 'GET', url: `/api/exports/${no}/file`, headers: { cookie: cookies.get(user) ?? '' } });
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: { code: string; detail?: string }[] }).errors[0]!;

const KENYAN_PLAYERS: VisAttributes = {
  Name: 'Kenyan players',
  Entity: 'Player',
  Fields: 'No LastName FirstName',
  Filter: '{"FederationCode":"KEN"}',
  Sort: 'LastName',
  Format: 'csv',
  Shared: 1,
};

type Definition = { no: number; version: number; ownerName: string; shared: number | boolean };
let shared: Definition;

describe('a federation user saves an export', () => {
  it('checks the entity, the columns, the filter and the sort against what the owner may read', async () => {
    const refusals: [VisAttributes, number, string][] = [
      [{ Entity: 'Nothing' }, 422, 'Entity'],
      [{ Entity: 'User' }, 403, 'Entity'],
      [{ Fields: 'No Shoe' }, 422, 'Fields'],
      [{ Filter: '{"FederationCode":' }, 422, 'Filter'],
      [{ Filter: '{"Password":"x"}' }, 422, 'Filter'],
      [{ Sort: 'Nickname' }, 422, 'Sort'],
      [{ Schedule: 'daily' }, 403, 'Schedule'],
    ];
    for (const [change, status, field] of refusals) {
      const answer = await saveDefinition('federation', { ...KENYAN_PLAYERS, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(status);
      expect(errorOf(answer).detail).toContain(field);
    }
  });

  it('keeps it under a name, its own, shared with its federation', async () => {
    const answer = await saveDefinition('federation', KENYAN_PLAYERS);
    expect(answer.statusCode, answer.body).toBe(200);
    shared = answer.json().data;
    expect(shared).toMatchObject({ ownerName: 'Faith Wanjiru', entity: 'Player', filter: '{"FederationCode":"KEN"}' });
    const again = await saveDefinition('federation', { ...KENYAN_PLAYERS, Name: 'kenyan PLAYERS' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('Duplicate');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ExportDefinition'), eq(auditLog.entityNo, String(shared.no))));
    expect(audit?.action).toBe('save');
  });
});

describe('running it', () => {
  it('gives the owner and the other users of the federation the same file', async () => {
    const mine = await file('federation', shared.no);
    expect(mine.statusCode, mine.body).toBe(200);
    const theirs = await file('federation3', shared.no);
    expect(theirs.body).toBe(mine.body);
    const [header, ...rows] = mine.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe('No,LastName,FirstName');
    expect(rows.length).toBeGreaterThan(0);
    const listed = await send('federation3', buildRequest(getList('ExportDefinition')));
    expect(listed.json().data.map((row: Definition) => row.no)).toContain(shared.no);
  });

  it('is out of reach of another federation, and of the federation once the owner keeps it private', async () => {
    expect((await file('federation2', shared.no)).statusCode).toBe(404);
    expect((await send('federation2', buildRequest(get('ExportDefinition', shared.no)))).statusCode).toBe(404);
    const stale = await saveDefinition('federation', { No: shared.no, Version: shared.version - 1, Shared: 0 });
    expect(stale.statusCode).toBe(409);
    const made = await saveDefinition('federation', { No: shared.no, Version: shared.version, Shared: 0 });
    expect(made.statusCode, made.body).toBe(200);
    expect((await file('federation3', shared.no)).statusCode).toBe(404);
    shared = made.json().data;
  });

  it('never widens what the runner may read: a shared legal export is refused to a user without the grant', async () => {
    const legal = await saveDefinition('federation', {
      Name: 'Origin changes',
      Entity: 'FederationOfOriginChange',
      Fields: 'No',
      Shared: 1,
    });
    expect(legal.statusCode, legal.body).toBe(200);
    const no = legal.json().data.no;
    expect((await file('federation', no)).statusCode).toBe(200);
    const refused = await file('federation3', no);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('No\n');
  });

  it('is changed and deleted by its owner only', async () => {
    const changed = await saveDefinition('federation3', { No: shared.no, Version: shared.version, Name: 'Mine now' });
    expect([403, 404]).toContain(changed.statusCode);
    const deleted = await send(
      'federation',
      buildRequest({ type: 'DeleteExportDefinition', attributes: { No: shared.no, Version: shared.version } }),
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ExportDefinition'), eq(auditLog.entityNo, String(shared.no))));
    expect(actions.map((row) => row.action)).toEqual(['save', 'save', 'delete']);
  });
});

describe('a scheduled export', () => {
  it('is mailed to the admin who scheduled it, with the file, once per period', async () => {
    const saved = await saveDefinition('administrator', {
      Name: 'Federations weekly',
      Entity: 'Federation',
      Fields: 'Code Name',
      Format: 'csv',
      Schedule: 'weekly',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const now = new Date();
    // The demo's weekly export of the administrator is due too.
    expect(await sendDueExports(db(), now, 'http://libero.example/my-exports')).toBe(2);
    expect(await sendDueExports(db(), now, 'http://libero.example/my-exports')).toBe(0);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'scheduled-export'), eq(mailOutbox.subject, 'Federations weekly (Federation)')));
    expect(mail?.recipients).toEqual(['administrator@demo.libero.example']);
    const [attachment] = mail!.attachments!;
    expect(attachment?.fileName).toBe('federations.csv');
    expect(Buffer.from(attachment!.base64, 'base64').toString('utf8')).toContain('Code,Name');
    const later = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
    // A week on, both are due again.
    expect(await sendDueExports(db(), later, 'http://libero.example/my-exports')).toBe(2);
  });
});
