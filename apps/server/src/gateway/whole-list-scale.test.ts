import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { heldMemory } from '../../test/heap';
import { recordStatements } from '../../test/statement-recorder';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { LIST_CHUNK } from './whole-lists';

/**
 * A whole list at the public service's scale is read in one pass: one query, sorted once, read
 * through a cursor as it is written, so that twice the records take about twice the time.
 */
let t: TestApp;
let db: Db;
const BULK = 50_000;
const PUBLIC = '/vis2009/XmlRequest.asmx';
/** The bulk players, or the first half of them (born before the middle one). */
const bulk = (half: boolean) =>
  `<Request Type="GetPlayerList" Fields="No FirstName LastName BirthDate FederationCode" Sort="LastName"><Filter Search="Qzvolume"${
    half ? ` BirthDateTo="${middleBirthDate()}"` : ''
  }/></Request>`;
/** Every field a bulk loader asks of a player: a long answer. */
const WIDE_FIELDS =
  'No FirstName LastName BirthDate BirthPlace Height Weight CountryCode Gender FederationCode NationalityCode PlaysBeach PlaysVolley TeamName ConfederationCode';
const middleBirthDate = () => new Date(Date.UTC(1900, 0, 1 + BULK / 2)).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  db = (await t.app.databases.get('production')).db;
  await db.execute(sql`
    insert into persons (first_name, last_name, gender, birth_date, nationality, federation_no, plays_volley)
    select 'Qzvolume', 'Player ' || lpad((${BULK} - i)::text, 6, '0'), i % 2, date '1900-01-01' + i, 'IT',
           (select no from federations where code = 'ITA'), true
    from generate_series(1, ${BULK}) as i`);
  await db.execute(
    sql`insert into person_roles (person_no, role) select no, 'player' from persons where first_name = 'Qzvolume'`,
  );
  await db.execute(sql`analyze persons`);
});
afterAll(() => t?.close());

async function whole(xml: string): Promise<number[]> {
  const response = await t.app.inject({
    url: `${PUBLIC}?Request=${encodeURIComponent(xml)}`,
    headers: { accept: 'application/json' },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { no: number }[] }).data.map((row) => row.no);
}

// Correctness at scale, not speed (that is `npm run bench`): a loaded machine may take its time.
describe('a whole list of 50,000 records', { timeout: 120_000 }, () => {
  it('is read by one query through a cursor, in the order of its pages', async () => {
    const recording = recordStatements(db);
    let numbers: number[];
    try {
      numbers = await whole(bulk(false));
    } finally {
      recording.restore();
    }
    expect(numbers).toHaveLength(BULK);
    const { statements } = recording;
    const lists = statements.filter((text) => /from "persons"/i.test(text) && !/count\(\*\)/i.test(text));
    expect(lists, 'the list is queried once').toHaveLength(1);
    expect(lists[0]).toMatch(/^declare /);
    const fetches = statements.filter((text) => /^fetch /.test(text));
    expect(fetches.length).toBeLessThanOrEqual(Math.ceil(BULK / LIST_CHUNK) + 1);

    const paged: number[] = [];
    for (let skip = 0; skip < BULK; skip += 1000) {
      paged.push(
        ...(await whole(bulk(false).replace('Sort="LastName"', `Sort="LastName" Skip="${skip}" Take="1000"`))),
      );
    }
    expect(numbers).toEqual(paged);
  });

  it('is exported (CSV) by the same one query, in the same order', async () => {
    const cookie = await signIn(t.app, 'administrator');
    const recording = recordStatements(db);
    let csv: string;
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/proxy/export?format=csv',
        headers: { cookie, 'content-type': 'application/xml' },
        payload: bulk(false),
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      csv = response.body;
    } finally {
      recording.restore();
    }
    const lists = recording.statements.filter((text) => /from "persons"/i.test(text) && !/count\(\*\)/i.test(text));
    expect(lists, 'the list is queried once').toHaveLength(1);
    expect(lists[0]).toMatch(/^declare /);
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe('No,FirstName,LastName,BirthDate,FederationCode');
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(await whole(bulk(false)));
  });

  it('is written with the memory flat, whatever its length', async () => {
    const heap = heldMemory;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const wide = bulk(false).replace(
      'Fields="No FirstName LastName BirthDate FederationCode"',
      `Fields="${WIDE_FIELDS}"`,
    );
    // Twice over: the first run warms the plan caches, the second is measured.
    for (const measured of [false, true]) {
      const baseline = heap();
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        const path = `${PUBLIC}?Request=${encodeURIComponent(wide)}`;
        httpRequest({ host: '127.0.0.1', port, path, headers: { accept: 'application/xml' } })
          .on('response', resolve)
          .on('error', reject)
          .end();
      });
      expect(response.statusCode).toBe(200);
      let bytes = 0;
      let measuredAt = 0;
      let most = 0;
      // The client keeps nothing: what the heap holds is the server's and the sockets'. Held whole, the answer alone would be more than 12 MB.
      for await (const chunk of response as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes - measuredAt > 2_000_000) {
          measuredAt = bytes;
          most = Math.max(most, heap() - baseline);
        }
      }
      if (!measured) continue;
      const measure = `${(bytes / 1e6).toFixed(1)} MB written, at most ${(most / 1e6).toFixed(1)} MB more held`;
      expect(bytes, measure).toBeGreaterThan(12_000_000);
      expect(most, measure).toBeLessThan(6_000_000);
    }
  });

  it('takes at most 2.2 times as long for twice the records', async () => {
    expect(await whole(bulk(true))).toHaveLength(BULK / 2);
    const fastest = async (xml: string) => {
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 3; run += 1) {
        const started = performance.now();
        await whole(xml);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const half = await fastest(bulk(true));
    const all = await fastest(bulk(false));
    expect(
      all / half,
      `${BULK / 2} records in ${half.toFixed(0)} ms, ${BULK} in ${all.toFixed(0)} ms`,
    ).toBeLessThanOrEqual(2.2);
  });
});
