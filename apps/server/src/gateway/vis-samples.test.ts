import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../paths';
import { createTestApp, type TestApp } from '../../test/test-app';
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
