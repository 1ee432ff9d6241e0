import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BEACH_MATCH_STATUS, BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import { beachTournaments } from '../../db/schema/beach';
import { volleyTournaments } from '../../db/schema/competitions';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

/** `GetTournament(List)` and `GetMatch(List)`: indoor and beach records in one view, as the public service serves them. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'administrator');
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;

async function read(xml: string, cookie?: string): Promise<{ data: Row[]; nbItems: number }> {
  const response = await t.app.inject({
    url: `/vis2009/XmlRequest.asmx?Request=${encodeURIComponent(xml)}`,
    headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode, `${xml}: ${response.body}`).toBe(200);
  return response.json() as { data: Row[]; nbItems: number };
}

const nbItems = async (type: string, cookie?: string) =>
  (await read(`<Request Type="${type}" Fields="No" Take="1"/>`, cookie)).nbItems;

describe('the tournaments and matches of both kinds', () => {
  it('lists indoor and beach records together, as many as each kind lists, for anyone and for admins', async () => {
    for (const cookie of [undefined, admin]) {
      for (const [view, volley, beach] of [
        ['GetTournamentList', 'GetVolleyTournamentList', 'GetBeachTournamentList'],
        ['GetMatchList', 'GetVolleyMatchList', 'GetBeachMatchList'],
      ] as const) {
        const expected = [await nbItems(volley, cookie), await nbItems(beach, cookie)];
        expect(
          expected.every((count) => count > 0),
          view,
        ).toBe(true);
        const all = await read(`<Request Type="${view}" Fields="No Kind"/>`, cookie);
        expect(all.nbItems, view).toBe(expected[0]! + expected[1]!);
        const kinds = all.data.map((row) => row.kind);
        expect([
          kinds.filter((kind) => kind === 'Volley').length,
          kinds.filter((kind) => kind === 'Beach').length,
        ]).toEqual(expected);
      }
    }
    const [anyone, admins] = [await nbItems('GetTournamentList'), await nbItems('GetTournamentList', admin)];
    const db = t.app.identityDb.db;
    const [draft] = await db
      .update(volleyTournaments)
      .set({ published: false })
      .where(eq(volleyTournaments.no, sql`(select min(no) from ${volleyTournaments} where published)`))
      .returning({ no: volleyTournaments.no });
    // Written beside the app: its kept answers go when the database's notice of the change arrives.
    await expect.poll(() => nbItems('GetTournamentList'), { timeout: 5_000 }).toBe(anyone - 1);
    expect(await nbItems('GetTournamentList', admin)).toBe(admins);
    await db.update(volleyTournaments).set({ published: true }).where(eq(volleyTournaments.no, draft!.no));
  });

  it("opens each record's number with the type of its kind, which answers the same values", async () => {
    const fields = 'No Kind Code Name CountryCode City StartDate EndDate Gender Season Status';
    const { data } = await read(
      `<Request Type="GetTournamentList" Fields="${fields}" Sort="Kind -StartDate" Take="1000"/>`,
    );
    const beachStatuses = Object.fromEntries(
      Object.entries(BEACH_TOURNAMENT_STATUS).map(([name, code]) => [code, name]),
    );
    for (const kind of ['Volley', 'Beach']) {
      for (const row of data.filter((one) => one.kind === kind).slice(0, 5)) {
        const own = await read(
          `<Request Type="Get${kind}Tournament" No="${String(row.no)}" Fields="${fields.replace(' Kind', '')}"/>`,
        );
        const record = own.data as unknown as Row;
        const status = kind === 'Beach' ? beachStatuses[Number(record.status)] : record.status;
        expect({ ...row, kind: undefined }, `${kind} ${String(row.no)}`).toEqual({
          ...record,
          kind: undefined,
          status,
        });
      }
    }
    const matchFields = 'No Kind NoTournament LocalDate TeamAName TeamBName MatchPointsA MatchPointsB Status';
    const beachMatchStatuses = Object.fromEntries(
      Object.entries(BEACH_MATCH_STATUS).map(([name, code]) => [code, name]),
    );
    for (const kind of ['Volley', 'Beach']) {
      const filter = `<Filter Kind="${kind}" Statuses="finished"/>`;
      const [row] = (await read(`<Request Type="GetMatchList" Fields="${matchFields}" Take="1">${filter}</Request>`))
        .data;
      expect(row?.matchPointsA, kind).toEqual(expect.any(Number));
      const own = (
        await read(
          `<Request Type="Get${kind}Match" No="${String(row!.no)}" Fields="${matchFields.replace(' Kind', '')}"/>`,
        )
      ).data as unknown as Row;
      const status = kind === 'Beach' ? beachMatchStatuses[Number(own.status)] : own.status;
      expect({ ...row, kind: undefined }).toEqual({ ...own, kind: undefined, status });
    }
  });

  it('tells records sharing a number apart by Kind, and asks for it when the number alone is not enough', async () => {
    const db = t.app.identityDb.db;
    const [shared] = (
      (await db.execute(
        sql`select v.no from ${volleyTournaments} v join ${beachTournaments} b on b.no = v.no where v.published and b.published order by v.no limit 1`,
      )) as unknown as { rows: { no: number }[] }
    ).rows;
    expect(shared, 'an indoor and a beach tournament share a number in the demo').toBeDefined();
    const ask = (extra: string) =>
      t.app.inject({
        url: `/vis2009/XmlRequest.asmx?Request=${encodeURIComponent(`<Request Type="GetTournament" No="${shared!.no}"${extra} Fields="Kind Name"/>`)}`,
        headers: { accept: 'application/json' },
      });
    const both = await ask('');
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0]).toMatchObject({
      code: 'BadParameter',
      detail: `No: Tournament ${shared!.no} names more than one record: give Kind`,
    });
    for (const kind of ['Volley', 'beach']) {
      const one = await ask(` Kind="${kind}"`);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json().data.kind.toLowerCase()).toBe(kind.toLowerCase());
    }
    const [[beachOnly]] = [
      (
        (await db.execute(
          sql`select b.no from ${beachTournaments} b where b.published and not exists (select 1 from ${volleyTournaments} v where v.no = b.no) limit 1`,
        )) as unknown as { rows: { no: number }[] }
      ).rows,
    ];
    if (beachOnly) {
      const alone = await read(`<Request Type="GetTournament" No="${beachOnly.no}" Fields="Kind"/>`);
      expect(alone.data).toEqual({ kind: 'Beach' });
    }
  });

  it('filters on the kind, a status by name across both kinds, a season and dates', async () => {
    const beach = await read('<Request Type="GetTournamentList" Fields="No Kind"><Filter Kind="Beach"/></Request>');
    expect(beach.nbItems).toBe(await nbItems('GetBeachTournamentList'));
    expect(new Set(beach.data.map((row) => row.kind))).toEqual(new Set(['Beach']));
    const running = await read(
      '<Request Type="GetTournamentList" Fields="Kind Status" Filter="Statuses=\'Running\'"/>',
    );
    expect(running.data.length).toBeGreaterThan(0);
    expect(new Set(running.data.map((row) => row.status))).toEqual(new Set(['running']));
    const finishedMatches = await read(
      '<Request Type="GetMatchList" Fields="Kind Status"><Filter Statuses="finished"/></Request>',
    );
    expect(new Set(finishedMatches.data.map((row) => row.kind))).toEqual(new Set(['Volley', 'Beach']));
    const all = await read('<Request Type="GetTournamentList" Fields="No Kind Season StartDate EndDate"/>');
    const year = String(all.data[0]!.season).split(' ')[0]!;
    const inYear = await read(
      `<Request Type="GetTournamentList" Fields="No Kind"><Filter Season="${year}"/></Request>`,
    );
    expect(inYear.data).toEqual(
      all.data
        .filter((row) => String(row.season).split(' ').includes(year))
        .map((row) => ({ no: row.no, kind: row.kind })),
    );
  });

  it('cannot be written', async () => {
    for (const type of ['SaveTournament', 'SaveMatch', 'DeleteTournament']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/proxy',
        headers: { cookie: admin, 'content-type': 'application/xml', accept: 'application/json' },
        payload: type.startsWith('Save')
          ? `<Request Type="${type}"><${type.slice(4)} No="1" Version="1" Name="x"/></Request>`
          : `<Request Type="${type}" No="1" Version="1"/>`,
      });
      expect(response.statusCode, type).toBe(400);
    }
  });
});
