import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest } from '@libero/shared/vis/request-builder';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

type Row = {
  no: number;
  federationFromCode: string;
  federationToCode: string;
  clubFromName: string | null;
  clubToName: string | null;
  playerName: string;
};
const FIELDS = ['No', 'PlayerName', 'FederationFromCode', 'FederationToCode', 'ClubFromName', 'ClubToName'];

let t: TestApp;
const cookies = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['administrator', 'federation', 'volleyclub', 'confederation', 'player', 'coach'])
    cookies.set(user, await signIn(t.app, user));
});
afterAll(() => t?.close());

function send(user: string, xml: string) {
  return t.app.inject({
    method: 'POST',
    url: '/proxy',
    headers: { cookie: cookies.get(user) ?? '', 'content-type': 'application/xml', accept: 'application/json' },
    payload: xml,
  });
}

async function list(user: string): Promise<{ rows: Row[]; nbItems: number }> {
  const response = await send(user, buildRequest({ type: 'GetVolleyTransferList', fields: FIELDS }));
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { rows: body.data, nbItems: body.nbItems };
}

describe('who sees international transfers', () => {
  it('admins see every transfer', async () => {
    expect((await list('administrator')).nbItems).toBe(402);
  });

  it('a federation sees the transfers from or to it, and no other', async () => {
    const { rows } = await list('federation');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([row.federationFromCode, row.federationToCode]).toContain('KEN');
    const foreign = (await list('administrator')).rows.find(
      (row) => row.federationFromCode !== 'KEN' && row.federationToCode !== 'KEN',
    );
    const get = await send('federation', buildRequest({ type: 'GetVolleyTransfer', attributes: { No: foreign!.no } }));
    expect(get.statusCode).toBe(404);
  });

  it('a club sees its own transfers in and out', async () => {
    const { rows } = await list('volleyclub');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([row.clubFromName, row.clubToName]).toContain('Sir Safety Perugia');
  });

  it('a confederation sees transfers touching its federations', async () => {
    const response = await send(
      'confederation',
      buildRequest({
        type: 'GetVolleyTransferList',
        fields: ['No'],
        attributes: { Take: 1000 },
        relations: [
          { name: 'FederationFrom', fields: ['ConfederationCode'] },
          { name: 'FederationTo', fields: ['ConfederationCode'] },
        ],
      }),
    );
    const rows = response.json().data as {
      federationFrom: { confederationCode: string };
      federationTo: { confederationCode: string };
    }[];
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows)
      expect([row.federationFrom.confederationCode, row.federationTo.confederationCode]).toContain('CEV');
    const all = (await list('administrator')).nbItems;
    expect(rows.length).toBeLessThan(all);
  });

  it('a player sees their own transfers, with the related records', async () => {
    const response = await send(
      'player',
      buildRequest({
        type: 'GetVolleyTransferList',
        fields: ['PlayerName', 'ItcNumber', 'Status'],
        relations: [{ name: 'ClubTo', fields: ['Name'] }],
      }),
    );
    expect(response.json().data).toEqual([
      {
        playerName: 'Paola Egonu',
        itcNumber: 'ITC-2022-00001',
        status: 'ended',
        clubTo: { name: 'VakıfBank Spor Kulübü' },
      },
    ]);
  });

  it('is refused to anyone else, and exports only what the user sees', async () => {
    expect((await send('coach', buildRequest({ type: 'GetVolleyTransferList' }))).statusCode).toBe(403);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/proxy/export?format=csv',
      headers: { cookie: cookies.get('federation') ?? '', 'content-type': 'application/xml' },
      payload: buildRequest({ type: 'GetVolleyTransferList', fields: ['FederationFromCode', 'FederationToCode'] }),
    });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .slice(1);
    expect(lines.length).toBe((await list('federation')).nbItems);
    expect(lines.every((line) => line.includes('KEN'))).toBe(true);
  });

  it('filters by who must act and by either federation', async () => {
    const answer = async (filter: string) =>
      (
        await send(
          'administrator',
          `<Request Type="GetVolleyTransferList" Properties="AwaitingParties FederationCodes" Take="500"><Filter ${filter}/></Request>`,
        )
      ).json();
    const awaitingClub = await answer('AwaitingParties="receivingClub"');
    expect(awaitingClub.nbItems).toBeGreaterThan(0);
    for (const row of awaitingClub.data) expect(row.awaitingParties.split(' ')).toContain('receivingClub');
    const either = await answer('AwaitingParties="releasingFederation receivingFederation"');
    for (const row of either.data) expect(row.awaitingParties).toMatch(/releasingFederation|receivingFederation/);
    const kenya = await answer('FederationCodes="ken"');
    expect(kenya.nbItems).toBe((await list('federation')).nbItems);
    for (const row of kenya.data) expect(row.federationCodes.split(' ')).toContain('KEN');
  });
});
