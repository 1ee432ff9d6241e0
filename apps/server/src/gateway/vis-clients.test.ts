import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTarget } from '@libero/shared/registry/registry';
import { jsonName } from '@libero/shared/registry/types';
import { FIVBVIS_FIELDS } from '../../test/fivbvis-fields';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { canonicalName } from './names';
import { XML_ONLY_TYPES } from './present';

/**
 * A program written for the public service, unchanged but for its base URL: a bulk loader asking
 * for its own default field lists (fivbvis), whole lists and single records, anonymously but for
 * the people we show signed-in users only (it then signs in), posting its XML with no content type.
 */
let t: TestApp;
let signedIn: string;
beforeAll(async () => {
  t = await createTestApp();
  signedIn = await signIn(t.app, 'guest');
});
afterAll(() => t?.close());

function send(xml: string, accept = 'application/json', cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/vis2009/XmlRequest.asmx',
    headers: { accept, ...(cookie ? { cookie } : {}) },
    payload: xml,
  });
}

/** The number of one of our records, found as a client would: the first of a list. */
async function firstNo(type: string, filter = ''): Promise<number> {
  const response = await send(`<Request Type="Get${type}List" Fields="No" Take="1">${filter}</Request>`);
  const [first] = (response.json() as { data?: { no: number }[] }).data ?? [];
  if (!first) throw new Error(`no ${type} in the demo: ${response.body}`);
  if (!first) throw new Error(`no ${type} in the demo`);
  return first.no;
}

/** The requests the loader sends for each data type, with our numbers where it names one of theirs. */
async function requests(): Promise<[string, string][]> {
  const fields = (type: string) => `Fields="${FIVBVIS_FIELDS[type]}"`;
  const records = ['BeachTournament', 'BeachTeam', 'BeachRound', 'BeachMatch', 'Event', 'VolleyTournament'];
  const byTournament = ['VolleyMatch', 'VolleyPool', 'VolleyTeam', 'VolleyPlayer'];
  const volleyTournament = await firstNo('VolleyTournament', '<Filter Statuses="Running Finished"/>');
  const list: [string, string][] = [
    ...records.flatMap((type): [string, string][] => [[type, `<Request Type="Get${type}List" ${fields(type)}/>`]]),
    ['Referee', `<Requests><Request Type="GetRefereeList" ${fields('Referee')}/></Requests>`],
    ...byTournament.map((type): [string, string] => [
      type,
      `<Request Type="Get${type}List" ${fields(type)}><Filter NoTournament="${volleyTournament}"/></Request>`,
    ]),
    [
      'BeachWorldTourRanking',
      `<Request Type="GetBeachWorldTourRanking" Gender="W" ${fields('BeachWorldTourRanking')}/>`,
    ],
    [
      'BeachOlympicSelectionRanking',
      `<Request Type="GetBeachOlympicSelectionRanking" Gender="W" ${fields('BeachOlympicSelectionRanking')}/>`,
    ],
    [
      'BeachRoundRanking',
      `<Request Type="GetBeachRoundRanking" No="${await firstNo('BeachRound', '<Filter Phase="MainDraw"/>')}" ${fields('BeachRoundRanking')}/>`,
    ],
    [
      'BeachTournamentRanking',
      `<Request Type="GetBeachTournamentRanking" No="${await firstNo('BeachTournament', '<Filter Statuses="RankingPublished"/>')}" ${fields('BeachTournamentRanking')}/>`,
    ],
    [
      'VolleyTournamentRanking',
      `<Request Type="GetVolleyTournamentRanking" NoTournament="${volleyTournament}" ${fields('VolleyTournamentRanking')}/>`,
    ],
    [
      'VolleyPoolRanking',
      `<Request Type="GetVolleyPoolRanking" NoPool="${await firstNo('VolleyPool', `<Filter NoTournament="${volleyTournament}"/>`)}" ${fields('VolleyPoolRanking')}/>`,
    ],
  ];
  for (const type of [...records, ...byTournament]) {
    list.push([type, `<Request Type="Get${type}" No="${await firstNo(type)}" ${fields(type)}/>`]);
  }
  return list;
}

/** The records of an answer, as JSON objects or XML attributes. */
function recordsOf(body: string, json: boolean): Record<string, unknown>[] {
  if (json) {
    const { data } = JSON.parse(body) as { data: Record<string, unknown> | Record<string, unknown>[] };
    return Array.isArray(data) ? data : [data];
  }
  return [...body.matchAll(/<(\w+) ([^<>]*?)\/>/g)].map(([, , attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value])),
  );
}

describe('a bulk loader written for the public service', () => {
  it('gets every list and record it asks for, with each field we store and the others named as left out', async () => {
    for (const [type, xml] of await requests()) {
      const requestType = /Type="(\w+)"/.exec(xml.replace('<Requests>', ''))![1]!;
      const entity = requestTarget(requestType)!.entity;
      const asked = FIVBVIS_FIELDS[type]!.split(' ');
      const ours = asked.filter((name) => canonicalName(entity.fields, name));
      const theirs = asked.filter((name) => !canonicalName(entity.fields, name));
      for (const accept of ['application/json', 'application/xml']) {
        const response = await send(xml, accept, type === 'Referee' ? signedIn : undefined);
        expect(response.statusCode, `${xml}: ${response.body.slice(0, 300)}`).toBe(200);
        const leftOut = (response.headers['x-vis-ignored-fields'] as string | undefined)?.split(' ') ?? [];
        expect(
          leftOut.map((name) => name.replace(/^1:/, '')),
          requestType,
        ).toEqual(theirs);
        const json = response.headers['content-type']!.includes('json');
        expect(json, requestType).toBe(
          accept.includes('json') && !XML_ONLY_TYPES.has(requestType) && !xml.startsWith('<Requests>'),
        );
        const records = recordsOf(response.body, json);
        expect(records.length, requestType).toBeGreaterThan(0);
        const names = ours.map((name) => {
          const field = canonicalName(entity.fields, name)!;
          const answered = entity.fields[field]?.answerAs ?? field;
          return json ? jsonName(answered) : answered;
        });
        for (const record of records.slice(0, 3))
          expect(Object.keys(record), requestType).toEqual(expect.arrayContaining(names));
      }
    }
  });
});
