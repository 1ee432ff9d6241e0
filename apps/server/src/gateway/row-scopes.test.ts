import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest } from '@libero/shared/vis/request-builder';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

/** Passport data of players: admins, the player's own federation and the player themself. */
const VIEWERS = ['administrator', 'federation', 'federation2', 'player', 'referee', 'guest', null] as const;
type Viewer = (typeof VIEWERS)[number];

let t: TestApp;
let egonu: number;
const cookies = new Map<Viewer, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const viewer of VIEWERS) if (viewer) cookies.set(viewer, await signIn(t.app, viewer));
  const list = await send(
    'administrator',
    buildRequest({ type: 'GetPlayerList', fields: ['No'], filter: { Search: 'Egonu' } }),
  );
  egonu = list.json().data[0].no;
});
afterAll(() => t?.close());

function send(viewer: Viewer, xml: string) {
  return viewer
    ? t.app.inject({
        method: 'POST',
        url: '/proxy',
        headers: { cookie: cookies.get(viewer) ?? '', 'content-type': 'application/xml', accept: 'application/json' },
        payload: xml,
      })
    : t.app.inject({
        method: 'POST',
        url: '/vis2009/XmlRequest.asmx',
        headers: { 'content-type': 'application/xml', accept: 'application/json' },
        payload: xml,
      });
}

const passportOfEgonu = () =>
  buildRequest({ type: 'GetPlayer', fields: ['No', 'PassportNo', 'PassportValidity'], attributes: { No: egonu } });

describe('restricted fields', () => {
  /** On the public endpoint, anonymous callers get the record without the fields, as if they did not exist. */
  const expected: Record<string, { status: number; passportNo?: string | null | undefined }> = {
    administrator: { status: 200, passportNo: 'IT981218' },
    // Kenya's federation: not Egonu's.
    federation: { status: 200, passportNo: null },
    // Italy's federation: Egonu's own.
    federation2: { status: 200, passportNo: 'IT981218' },
    player: { status: 200, passportNo: 'IT981218' },
    referee: { status: 403 },
    guest: { status: 403 },
    anonymous: { status: 200, passportNo: undefined },
  };
  for (const viewer of VIEWERS) {
    const want = expected[viewer ?? 'anonymous']!;
    it(`Player passport as ${viewer ?? 'anonymous'}: ${want.status} ${String(want.passportNo ?? '')}`, async () => {
      const response = await send(viewer, passportOfEgonu());
      expect(response.statusCode, response.body).toBe(want.status);
      if (want.status !== 200) return;
      const data = response.json().data;
      expect(data.passportNo).toBe(want.passportNo);
      expect(data.passportValidity).toBe(want.passportNo ? '2031-06-30' : want.passportNo);
    });
  }

  it('are masked row by row in a list, also when sorting on them', async () => {
    const response = await send(
      'federation2',
      buildRequest({
        type: 'GetPlayerList',
        fields: ['No', 'FederationCode', 'PassportNo', 'PassportValidity'],
        attributes: { Sort: '-PassportValidity' },
        relations: [],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as {
      federationCode: string;
      passportNo: string | null;
      passportValidity: string | null;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.passportNo !== null).toBe(row.federationCode === 'ITA');
    expect(rows[0]?.federationCode).toBe('ITA');
  });

  it('come with a Get without fields for those who may read them, and not for the others', async () => {
    const asPlayer = (await send('player', buildRequest({ type: 'GetPlayer', attributes: { No: egonu } }))).json().data;
    expect(asPlayer.passportNo).toBe('IT981218');
    const asGuest = await send('guest', buildRequest({ type: 'GetPlayer', attributes: { No: egonu } }));
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.json().data).not.toHaveProperty('passportNo');
  });

  it('a referee reads their own passport as Referee, not another referee’s', async () => {
    const own = (
      await send('referee', buildRequest({ type: 'GetRefereeList', fields: ['LastName', 'PassportNo'] }))
    ).json().data as { lastName: string; passportNo: string | null }[];
    expect(own.find((r) => r.lastName === 'Núñez')?.passportNo).toBe('ES790402');
    expect(own.filter((r) => r.lastName !== 'Núñez').every((r) => r.passportNo === null)).toBe(true);
  });
});
