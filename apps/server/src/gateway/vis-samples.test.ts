import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../paths';
import { BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import { ENTITIES } from '@libero/shared/registry/registry';
import { jsonName } from '@libero/shared/registry/types';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { parseVisXml, type ParsedRequest } from './parse-request';

/** Recorded exchanges with the public service (shared/vis-samples, beside the repository). */
const SAMPLES_DIR = resolve(SERVER_ROOT, '..', '..', '..', 'shared', 'vis-samples');
type Sample = {
  request_type: string;
  request_xml: string;
  response_status_code: number;
  response_content_type: string;
  response_text: string;
};
const samples: Sample[] = existsSync(SAMPLES_DIR)
  ? readdirSync(SAMPLES_DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(SAMPLES_DIR, name), 'utf8')) as Sample)
  : [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const xmlParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: false });

type Shape = Record<string, string>;

/** Where a ranking request's number is found, when it is not a record of its own entity: a pool, a played tournament. */
const NUMBER_OF: Readonly<Record<string, string>> = {
  GetBeachRoundRanking: '<Request Type="GetBeachRoundList" Fields="No" Take="1"><Filter Phase="4"/></Request>',
  GetBeachTournamentRanking:
    '<Request Type="GetBeachTournamentList" Fields="No" Take="1"><Filter Statuses="6"/></Request>',
};

/** The recorded numbers are the public service's: a Get asks for one of our own records instead. */
async function aSeededNo(requestType: string): Promise<number> {
  const entity = requestType.replace(/^Get/, '').replace(/List$/, '');
  const request = NUMBER_OF[requestType] ?? `<Request Type="Get${entity}List" Fields="No" Take="1"/>`;
  const list = await t.app.inject({
    url: `/vis2009/XmlRequest.asmx?Request=${encodeURIComponent(request)}`,
    headers: { accept: 'application/json' },
  });
  return (list.json() as { data: { no: number }[] }).data[0]?.no ?? 0;
}
const typeOf = (value: unknown) => (value === null ? 'null' : typeof value);

/** Every key of the recorded record is in ours, with the same type where both have a value. */
function expectSameShape(recorded: Record<string, unknown>, ours: Record<string, unknown>, where: string) {
  for (const [key, value] of Object.entries(recorded)) {
    expect(Object.keys(ours), `${where}: key ${key}`).toContain(key);
    if (value !== null && ours[key] !== null) expect(typeOf(ours[key]), `${where}: type of ${key}`).toBe(typeOf(value));
  }
}

function firstRecord(node: unknown): Record<string, unknown> {
  const value = Array.isArray(node) ? node[0] : node;
  return (value ?? {}) as Record<string, unknown>;
}

describe.runIf(samples.length > 0)('recorded VIS exchanges', () => {
  it('every recorded request is read by our gateway: type, fields, filter element or attribute', () => {
    for (const sample of samples) {
      const { requests } = parseVisXml(sample.request_xml);
      expect(requests.map((request) => request.type)).toEqual([sample.request_type]);
      const [request] = requests as [ParsedRequest];
      expect(request.fields?.length, sample.request_type).toBeGreaterThan(0);
      const filter =
        / Filter="(.*?)"/.exec(sample.request_xml)?.[1] ?? /<Filter (.*?) ?\/>/.exec(sample.request_xml)?.[1];
      if (filter) expect(Object.keys(request.filter ?? {}).length, sample.request_type).toBeGreaterThan(0);
    }
    const attributeFilters = samples.filter((sample) => / Filter="/.test(sample.request_xml));
    expect(attributeFilters.map((sample) => parseVisXml(sample.request_xml).requests[0]?.filter)).toEqual(
      expect.arrayContaining([{ NoTournament: '2' }, { Season: '2025 2026' }]),
    );
  });

  for (const sample of samples) {
    it(`${sample.request_type} answers with the recorded names, types and content type, asked for JSON`, async () => {
      const requestXml = / No="\d+"/.test(sample.request_xml)
        ? sample.request_xml.replace(/ No="\d+"/, ` No="${await aSeededNo(sample.request_type)}"`)
        : sample.request_xml;
      // As the recording client asked: JSON. A <Requests> batch is answered in XML all the same.
      const response = await t.app.inject({
        url: `/vis2009/XmlRequest.asmx?Request=${encodeURIComponent(requestXml)}`,
        headers: { accept: 'application/json' },
      });
      expect(response.statusCode, response.body).toBe(sample.response_status_code);
      expect(response.headers['content-type']).toContain(sample.response_content_type);
      if (sample.response_content_type.includes('json')) {
        const recorded = JSON.parse(sample.response_text) as {
          data: Record<string, unknown> | Record<string, unknown>[];
        };
        const ours = response.json() as typeof recorded & { nbItems?: number };
        expect(Array.isArray(ours.data)).toBe(Array.isArray(recorded.data));
        expectSameShape(firstRecord(recorded.data), firstRecord(ours.data), sample.request_type);
        // A list asked for without Take is answered whole.
        if (Array.isArray(ours.data) && !/ Take="/.test(requestXml)) expect(ours.data).toHaveLength(ours.nbItems ?? -1);
        return;
      }
      const recorded = xmlParser.parse(sample.response_text) as Record<string, Record<string, Shape>>;
      const ours = xmlParser.parse(response.body) as Record<string, Record<string, Shape>>;
      const recordedRoot = Object.keys(recorded.Responses ?? recorded).filter((k) => k !== '?xml');
      const ourRoot = Object.keys(ours.Responses ?? ours).filter((k) => k !== '?xml');
      expect(ourRoot).toEqual(recordedRoot);
      const element = recordedRoot[0] as string;
      expectSameShape(
        firstRecord((recorded.Responses ?? recorded)[element]),
        firstRecord((ours.Responses ?? ours)[element]),
        sample.request_type,
      );
    });
  }
});

describe("the service's names for what we keep under ours", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app, 'administrator');
  });
  const read = async (xml: string, cookie?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/vis2009/XmlRequest.asmx',
      headers: { accept: 'application/json', 'content-type': 'text/xml', ...(cookie ? { cookie } : {}) },
      payload: xml,
    });
    expect(response.statusCode, `${xml}: ${response.body}`).toBe(200);
    return (response.json() as { data: Record<string, unknown>[] }).data;
  };

  it('answers each other name of a field with the value of the field, in every entity', async () => {
    for (const entity of Object.values(ENTITIES)) {
      const others = Object.entries(entity.fields).flatMap(([name, field]) =>
        field.sameAs ? [[name, field.sameAs] as const] : [],
      );
      if (others.length === 0) continue;
      const fields = others.flat().join(' ');
      const rows = await read(`<Request Type="Get${entity.name}List" Fields="${fields}" Take="100"/>`, admin);
      expect(rows.length, entity.name).toBeGreaterThan(0);
      for (const [name, original] of others) {
        const values = rows.map((row) => row[jsonName(name)]);
        expect(values, `${entity.name}.${name}`).toEqual(rows.map((row) => row[jsonName(original)]));
        expect(
          values.some((value) => value !== null),
          `${entity.name}.${name} has values`,
        ).toBe(true);
      }
    }
  });

  it("answers an indoor tournament's Season as the public service writes seasons, and filters on its years", async () => {
    const rows = await read(
      '<Request Type="GetVolleyTournamentList" Fields="No Season StartDate EndDate" Take="500"/>',
      admin,
    );
    for (const row of rows) {
      const [first, last] = [String(row.startDate).slice(0, 4), String(row.endDate).slice(0, 4)];
      expect(row.season, String(row.no)).toBe(first === last ? first : `${first} ${last}`);
    }
    expect(
      rows.some((row) => row.season === String(row.startDate).slice(0, 4)),
      'a championship in one year',
    ).toBe(true);
    const acrossYears = rows.find((row) => String(row.season).includes(' '));
    expect(acrossYears, 'a national league over two years').toBeDefined();
    const [year] = String(acrossYears!.season).split(' ');
    const inYear = rows.filter((row) => String(row.season).split(' ').includes(year!)).map((row) => row.no);
    for (const filter of [`<Filter Seasons="${year}"/>`, `<Filter Season="${year}"/>`]) {
      const filtered = await read(
        `<Request Type="GetVolleyTournamentList" Fields="No" Take="500">${filter}</Request>`,
        admin,
      );
      expect(filtered.map((row) => row.no).sort(), filter).toEqual([...inYear].sort());
    }
  });

  it('filters on a coded field by the name of its code, in any case, as by the code', async () => {
    const cases: [string, string, string[]][] = [
      [
        'GetBeachTournamentList',
        'Statuses',
        Object.entries(BEACH_TOURNAMENT_STATUS).map(([name, code]) => `${name}=${code}`),
      ],
      ['GetBeachMatchList', 'Statuses', ['Finished=15', 'running=10', 'SCHEDULED=0']],
      ['GetBeachRoundList', 'Phase', ['MainDraw=4', 'qualification=3']],
      ['GetPlayerList', 'Gender', ['W=1', 'men=0', 'Women=1']],
      ['GetVolleyTournamentList', 'Statuses', ['Running=running', 'FINISHED=finished']],
    ];
    for (const [type, filter, pairs] of cases) {
      for (const pair of pairs) {
        const [name, code] = pair.split('=') as [string, string];
        const byCode = await read(
          `<Request Type="${type}" Fields="No" Take="200"><Filter ${filter}="${code}"/></Request>`,
          admin,
        );
        const byName = await read(
          `<Request Type="${type}" Fields="No" Take="200"><Filter ${filter}="${name}"/></Request>`,
          admin,
        );
        expect(byName, `${type} ${filter}=${name}`).toEqual(byCode);
        if (name === 'Finished' || name === 'W') expect(byName.length, `${type} ${name}`).toBeGreaterThan(0);
      }
    }
    const unknown = await t.app.inject({
      url: `/vis2009/XmlRequest.asmx?Request=${encodeURIComponent('<Request Type="GetBeachTournamentList"><Filter Statuses="Sleeping"/></Request>')}`,
      headers: { accept: 'application/json' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].detail).toBe(
      'Filter Statuses: Sleeping is neither a code nor one of its names (planned, entryOpen, entryClosed, drawn, running, finished, rankingPublished, cancelled)',
    );
  });

  it('reads the ranking requests by the attributes the public service names', async () => {
    const pools = await read('<Request Type="GetVolleyPoolList" Fields="No" Take="1"/>', admin);
    const pool = pools[0]!.no;
    const byNo = await read(`<Request Type="GetVolleyPoolRanking" No="${pool}" Fields="NoTeam Position"/>`);
    expect(byNo.length).toBeGreaterThan(0);
    expect(await read(`<Request Type="GetVolleyPoolRanking" NoPool="${pool}" Fields="NoTeam Position"/>`)).toEqual(
      byNo,
    );
  });
});
