import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { heldMemory } from '../../test/heap';
import { recordStatements } from '../../test/statement-recorder';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { LIST_CHUNK } from './whole-lists';

/** Lists asked for without `Take`: every record, written as it is read, up to LIST_MAX_ROWS. */
let t: TestApp;
let db: Db;
let players: number;
const BULK = 5000;
const PUBLIC = '/vis2009/XmlRequest.asmx';
const FIELDS =
  'No FirstName LastName BirthDate BirthPlace Height Weight CountryCode Gender FederationCode NationalityCode PlaysBeach PlaysVolley TeamName ConfederationCode';
const WHOLE = `<Request Type="GetPlayerList" Fields="${FIELDS}"/>`;

beforeAll(async () => {
  t = await createTestApp();
  db = (await t.app.databases.get('production')).db;
  // 5,000 more players, in bulk.
  await db.execute(sql`
    insert into persons (first_name, last_name, gender, birth_date, birth_place, nationality, federation_no, height, weight, plays_volley)
    select 'Bulk', 'Player ' || lpad(i::text, 5, '0'), i % 2, date '1980-01-01' + i, 'Somewhere', 'IT',
           (select no from federations where code = 'ITA'), 1700000 + i * 10, 60000000 + i * 1000, true
    from generate_series(1, ${BULK}) as i`);
  await db.execute(sql`
    insert into person_roles (person_no, role) select no, 'player' from persons where first_name = 'Bulk'`);
  const { rows } = (await db.execute(
    sql`select count(*)::int as n from persons p where exists (select 1 from person_roles r where r.person_no = p.no and r.role = 'player')`,
  )) as unknown as { rows: { n: number }[] };
  players = rows[0]!.n;
});
afterAll(() => t?.close());

/** `count()` once it has not moved for 300 ms (at most 10 s). */
async function settledCount(count: () => number): Promise<number> {
  let last = -1;
  for (let waited = 0; waited < 10_000 && count() !== last; waited += 300) {
    last = count();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return count();
}

/** Counts the queries run on the database from now on, in transactions too. */
function countQueries(): { count: () => number; restore: () => void } {
  const { statements, restore } = recordStatements(db);
  return { count: () => statements.length, restore };
}

type Way = { name: string; send: (xml: string, accept: string) => Promise<LightMyRequestResponse> };
const WAYS: Way[] = [
  {
    name: 'POST body',
    send: (xml, accept) =>
      t.app.inject({ method: 'POST', url: PUBLIC, headers: { 'content-type': 'text/xml', accept }, payload: xml }),
  },
  {
    name: 'form field',
    send: (xml, accept) =>
      t.app.inject({
        method: 'POST',
        url: PUBLIC,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
        payload: `Request=${encodeURIComponent(xml)}`,
      }),
  },
  {
    name: 'GET ?Request=',
    send: (xml, accept) => t.app.inject({ url: `${PUBLIC}?Request=${encodeURIComponent(xml)}`, headers: { accept } }),
  },
];

describe('2. a list without Take', () => {
  // First, so that what earlier tests leave in memory does not blur the measure.
  it('is written as it is read: the first bytes leave before the last rows are read, memory stays flat', async () => {
    const heap = heldMemory;
    const reads = countQueries();
    try {
      const baseline = heap();
      const response = await t.app.inject({
        url: `${PUBLIC}?Request=${encodeURIComponent(WHOLE)}`,
        headers: { accept: 'application/json' },
        payloadAsStream: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBeUndefined();
      // Nothing taken yet: the server waits for the client rather than reading on.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const readsBeforeTaking = reads.count();
      const stream = response.stream();
      expect(stream.readableLength, 'bytes written before the client takes any').toBeGreaterThan(0);
      const heldWhileWaiting = heap() - baseline;
      // Taken whole and read, as a server that buffers its answer holds it: the records and their text.
      let text = '';
      for await (const chunk of stream as AsyncIterable<Buffer>) text += chunk.toString();
      const body = JSON.parse(text) as { data: unknown[]; nbItems: number };
      const heldWhole = heap() - baseline;
      expect(body.data).toHaveLength(players);
      expect(body.nbItems).toBe(players);
      // The count, the list's cursor and a chunk or two before the client takes anything; one read per chunk in all.
      expect(readsBeforeTaking).toBeLessThanOrEqual(4);
      expect(reads.count()).toBeGreaterThanOrEqual(1 + Math.ceil(players / LIST_CHUNK));
      const measure = `${players} players, ${text.length} characters: heap held while the client waits ${heldWhileWaiting} bytes, holding the whole answer ${heldWhole}`;
      expect(heldWhileWaiting, measure).toBeLessThan(heldWhole / 3);
    } finally {
      reads.restore();
    }
  });

  it(`answers every one of ${BULK} and more players, in JSON and XML, on every transport`, async () => {
    expect(players).toBeGreaterThan(BULK);
    for (const way of WAYS) {
      const json = await way.send(WHOLE, 'application/json');
      expect(json.statusCode, way.name).toBe(200);
      const body = json.json() as { data: { no: number }[]; nbItems: number };
      expect(body.nbItems, way.name).toBe(players);
      expect(body.data, way.name).toHaveLength(players);
      expect(new Set(body.data.map((row) => row.no)).size, way.name).toBe(players);

      const xml = await way.send(WHOLE, 'application/xml');
      expect(xml.statusCode, way.name).toBe(200);
      expect(xml.headers['content-type'], way.name).toContain('application/xml');
      expect(xml.body, way.name).toMatch(new RegExp(`^<\\?xml[^>]*\\?><Players NbItems="${players}" Version="\\d+">`));
      expect(xml.body.match(/<Player /g), way.name).toHaveLength(players);
      expect(xml.body.endsWith('</Players>'), way.name).toBe(true);
    }
  });

  it('writes the same bytes as the same list read at once, in the same order, relations included', async () => {
    const list = (paging: string) =>
      `<Request Type="GetFederationList" Fields="No Code Name" Sort="-Code" ${paging}><Relation Name="Confederation" Fields="Code"/></Request>`;
    for (const accept of ['application/json', 'application/xml']) {
      for (const skip of [0, 200, 100000]) {
        const whole = await WAYS[0]!.send(list(`Skip="${skip}"`), accept);
        const atOnce = await WAYS[0]!.send(list(`Skip="${skip}" Take="1000"`), accept);
        expect(whole.statusCode, `${accept}, Skip ${skip}`).toBe(200);
        expect(whole.body, `${accept}, Skip ${skip}`).toBe(atOnce.body);
      }
    }
  });

  it('stops reading when the client goes away mid-list', async () => {
    const reads = countQueries();
    try {
      const response = await t.app.inject({
        url: `${PUBLIC}?Request=${encodeURIComponent(WHOLE)}`,
        headers: { accept: 'application/xml' },
        payloadAsStream: true,
      });
      expect(response.statusCode).toBe(200);
      const first = await new Promise<Buffer>((resolve) => response.stream().once('data', resolve));
      expect(first.toString()).toMatch(/^<\?xml/);
      // The client goes away: its connection closes.
      response.raw.res.destroy();
      // A chunk already asked for may still be read on a busy machine: wait until the reads settle.
      const readsAfterLeaving = await settledCount(reads.count);
      expect(readsAfterLeaving).toBeGreaterThan(0);
      expect(readsAfterLeaving).toBeLessThan(1 + Math.ceil(players / LIST_CHUNK));
      // The database is free for the next request; on PostgreSQL the list's snapshot is over.
      const next = await WAYS[2]!.send('<Request Type="GetConfederationList" Fields="Code"/>', 'application/json');
      expect(next.json().nbItems).toBe(5);
      if ((await t.app.databases.get('production')).kind === 'postgres') {
        const { rows } = (await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
        )) as unknown as { rows: { n: number }[] };
        expect(rows[0]?.n).toBe(0);
      }
    } finally {
      reads.restore();
    }
  });

  it('still runs the writes of a batch whose client leaves before their answer', async () => {
    const admin = await signIn(t.app, 'administrator');
    const find = '<Request Type="GetPlayerList" Fields="No Version BirthPlace"><Filter Search="egonu"/></Request>';
    const [egonu] = (await WAYS[0]!.send(find, 'application/json')).json().data as { no: number; version: number }[];
    const batch = `<Requests>${WHOLE}<Request Type="SavePlayer"><Player No="${egonu!.no}" Version="${egonu!.version}" BirthPlace="Left early"/></Request></Requests>`;
    const response = await t.app.inject({
      method: 'POST',
      url: PUBLIC,
      headers: { cookie: admin, 'content-type': 'text/xml' },
      payload: batch,
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => response.stream().once('data', resolve));
    response.raw.res.destroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [after] = (await WAYS[0]!.send(find, 'application/json')).json().data as { birthPlace: string }[];
    expect(after?.birthPlace).toBe('Left early');
  });

  it('is sent chunked over a real connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        path: `${PUBLIC}?Request=${encodeURIComponent(WHOLE)}`,
        headers: { accept: 'application/json' },
      });
      request.on('response', resolve).on('error', reject).end();
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['transfer-encoding']).toBe('chunked');
    let text = '';
    for await (const chunk of response as AsyncIterable<Buffer>) text += chunk.toString();
    expect((JSON.parse(text) as { data: unknown[] }).data).toHaveLength(players);
  });
});

describe('2. past LIST_MAX_ROWS', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ LIST_MAX_ROWS: '100' });
  });
  afterAll(() => small?.close());

  const send = (way: 'POST body' | 'form field' | 'GET ?Request=', xml: string, accept: string) => {
    const url = way === 'GET ?Request=' ? `${PUBLIC}?Request=${encodeURIComponent(xml)}` : PUBLIC;
    if (way === 'GET ?Request=') return small.app.inject({ url, headers: { accept } });
    const form = way === 'form field';
    return small.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'text/xml', accept },
      payload: form ? `Request=${encodeURIComponent(xml)}` : xml,
    });
  };
  const ways = ['POST body', 'form field', 'GET ?Request='] as const;

  it('refuses a longer list with ListTooLong naming Take, never a silent cut, in JSON and XML', async () => {
    const xml = '<Request Type="GetFederationList" Fields="Code"/>';
    for (const way of ways) {
      const json = await send(way, xml, 'application/json');
      expect(json.statusCode, way).toBe(400);
      const [error] = json.json().errors;
      expect(error.code, way).toBe('ListTooLong');
      expect(error.detail, way).toMatch(/^Take: \d+ records match, more than the 100 a list answers without Take/);
      expect(error.message, way).toContain('Take');
      const asXml = await send(way, xml, 'application/xml');
      expect(asXml.statusCode, way).toBe(400);
      expect(asXml.body, way).toMatch(
        /<ListTooLong Code="ListTooLong" Message="[^"]*Take[^"]*" Detail="Take: \d+ records/,
      );
    }
  });

  it('answers the same list page by page, or its rest when that is within the ceiling', async () => {
    const count = (
      await send('GET ?Request=', '<Request Type="GetFederationList" Take="1"/>', 'application/json')
    ).json().nbItems as number;
    expect(count).toBeGreaterThan(100);
    const page = await send('POST body', '<Request Type="GetFederationList" Take="100"/>', 'application/json');
    expect(page.json().data).toHaveLength(100);
    const rest = await send(
      'form field',
      `<Request Type="GetFederationList" Skip="${count - 100}"/>`,
      'application/json',
    );
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data).toHaveLength(100);
  });

  it('refuses it within a batch, answering the other requests', async () => {
    const xml =
      '<Requests><Request Type="GetFederationList" Fields="Code"/><Request Type="GetConfederationList" Fields="Code"/></Requests>';
    const response = await send('GET ?Request=', xml, 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toMatch(
      /^<\?xml[^>]*\?><Responses><ListTooLong Code="ListTooLong" [^>]*\/><Confederations NbItems="5"/,
    );
  });
});
