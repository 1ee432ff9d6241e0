import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildRequest } from '@libero/shared/vis/request-builder';
import { auditLog } from '../db/schema/audit';
import { federations, volleyClubs } from '../db/schema/bodies';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
let kenya = 0;
let italy = 0;
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['administrator', 'federation', 'federation2', 'player'])
    cookies[user] = await signIn(t.app, user);
  const rows = await t.app.identityDb.db.select().from(federations);
  kenya = rows.find((f) => f.code === 'KEN')!.no;
  italy = rows.find((f) => f.code === 'ITA')!.no;
});
afterAll(() => t?.close());

const db = () => t.app.identityDb.db;
const send = (user: string | null, xml: string) =>
  t.app.inject({
    method: 'POST',
    url: '/proxy',
    headers: { ...(user ? { cookie: cookies[user] } : {}), 'content-type': 'application/xml' },
    payload: xml,
  });
const saveClub = (user: string | null, attributes: Record<string, string | number | null>) =>
  send(user, buildRequest({ type: 'SaveVolleyClub', node: { name: 'VolleyClub', attributes } }));
const writes = async () => [await db().$count(volleyClubs), (await db().select({ n: count() }).from(auditLog))[0]?.n];

describe('SaveVolleyClub', () => {
  it('lets a federation create a club of its own, audited, and answers the saved record', async () => {
    const response = await saveClub('federation', { Name: 'Nairobi Spikers', City: 'Nairobi', NoFederation: kenya });
    expect(response.statusCode).toBe(200);
    const club = response.json().data;
    expect(club).toMatchObject({
      name: 'Nairobi Spikers',
      city: 'Nairobi',
      noFederation: kenya,
      federationCode: 'KEN',
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityNo, String(club.no)));
    expect(entry).toMatchObject({ action: 'save', entity: 'VolleyClub', environment: 'production' });
    expect(entry?.after).toMatchObject({ Name: 'Nairobi Spikers' });
  });

  it('updates with the version read, and refuses a stale version with the current record', async () => {
    const created = (await saveClub('federation', { Name: 'Mombasa Volley', NoFederation: kenya })).json().data;
    const updated = await saveClub('federation', { No: created.no, Version: created.version, City: 'Mombasa' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ city: 'Mombasa', name: 'Mombasa Volley' });
    expect(updated.json().data.version).toBeGreaterThan(created.version);

    const before = await writes();
    const stale = await saveClub('federation', { No: created.no, Version: created.version, City: 'Kisumu' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('Conflict');
    expect(stale.json().data).toMatchObject({ city: 'Mombasa' });
    expect(await writes()).toEqual(before);
  });

  it("refuses another federation's clubs, moving a club away, and people who keep no clubs", async () => {
    const club = (await saveClub('administrator', { Name: 'Roma Volley', NoFederation: italy })).json().data;
    const before = await writes();
    expect((await saveClub('federation', { Name: 'Not mine', NoFederation: italy })).statusCode).toBe(403);
    expect((await saveClub('federation', { No: club.no, Version: club.version, City: 'Nairobi' })).statusCode).toBe(
      403,
    );
    const own = (await saveClub('federation2', { Name: 'Milano Volley', NoFederation: italy })).json().data;
    const after = await writes();
    expect((await saveClub('federation2', { No: own.no, Version: own.version, NoFederation: kenya })).statusCode).toBe(
      403,
    );
    expect((await saveClub('player', { Name: 'Player club', NoFederation: italy })).statusCode).toBe(403);
    expect((await saveClub(null, { Name: 'Anonymous', NoFederation: italy })).statusCode).toBe(401);
    expect(await writes()).toEqual(after);
    expect(after[0]).toBe((before[0] as number) + 1);
  });

  it('refuses invalid data with a 4xx naming the field, writing nothing', async () => {
    const before = await writes();
    const cases: [Record<string, string | number | null>, number, string, string][] = [
      [{ City: 'Nowhere', NoFederation: kenya }, 422, 'InvalidData', 'Name'],
      [{ Name: 'x'.repeat(201), NoFederation: kenya }, 422, 'InvalidData', 'Name'],
      [{ Name: 'Ok', NoFederation: 'abc' }, 400, 'BadParameter', 'NoFederation: abc is not a whole number'],
      [{ Name: 'Ok', NoFederation: kenya, FederationCode: 'KEN' }, 400, 'BadParameter', 'FederationCode is read-only'],
      [{ Name: 'Ok', NoFederation: kenya, Colour: 'red' }, 400, 'BadParameter', 'VolleyClub has no field Colour'],
      [{ No: 1, Name: 'Ok' }, 422, 'InvalidData', 'Version'],
    ];
    for (const [attributes, status, code, detail] of cases) {
      const response = await saveClub('federation', attributes);
      expect(response.statusCode, JSON.stringify(attributes)).toBe(status);
      expect(response.json().errors[0]).toMatchObject({ code, detail });
    }
    expect(
      (await send('administrator', '<Request Type="SaveVolleyTransfer"><VolleyTransfer No="1" Version="1"/></Request>'))
        .statusCode,
    ).toBe(400);
    expect(await writes()).toEqual(before);
  });
});

describe('DeleteVolleyClub', () => {
  it('deletes an own club with its version, audited; refuses a stale version and other federations', async () => {
    const club = (await saveClub('federation', { Name: 'Short-lived', NoFederation: kenya })).json().data;
    const del = (user: string, version: number) =>
      send(user, `<Request Type="DeleteVolleyClub" No="${club.no}" Version="${version}"/>`);
    expect((await del('federation2', club.version)).statusCode).toBe(403);
    expect((await del('federation', club.version - 1)).statusCode).toBe(409);
    const deleted = await del('federation', club.version);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { no: club.no } });
    expect(await db().$count(volleyClubs, eq(volleyClubs.no, club.no))).toBe(0);
    expect(await db().$count(auditLog, eq(auditLog.action, 'delete'))).toBe(1);
    expect((await del('federation', club.version)).statusCode).toBe(404);
  });
});
