import { XMLParser } from 'fast-xml-parser';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '@libero/shared/registry/registry';
import { jsonName, type EntityDef } from '@libero/shared/registry/types';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { XML_ONLY_TYPES } from './present';

/**
 * The public VIS protocol as programs written for the public service use it, over every
 * transport they use (POST body, form field, GET ?Request=) and our web app's /proxy, asking for
 * JSON and for XML.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'administrator');
});
afterAll(() => t?.close());

const PUBLIC = '/vis2009/XmlRequest.asmx';
type Format = 'json' | 'xml';
const ACCEPT: Record<Format, string> = { json: 'application/json', xml: 'application/xml' };
type Transport = {
  name: string;
  send: (xml: string, format: Format, cookie?: string) => Promise<LightMyRequestResponse>;
};

const cookieHeader = (cookie: string | undefined): Record<string, string> => (cookie ? { cookie } : {});
const TRANSPORTS: Transport[] = [
  {
    name: 'POST body',
    send: (xml, format, cookie) =>
      t.app.inject({
        method: 'POST',
        url: PUBLIC,
        headers: { 'content-type': 'text/xml', accept: ACCEPT[format], ...cookieHeader(cookie) },
        payload: xml,
      }),
  },
  {
    name: 'form field',
    send: (xml, format, cookie) =>
      t.app.inject({
        method: 'POST',
        url: PUBLIC,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: ACCEPT[format],
          ...cookieHeader(cookie),
        },
        payload: `Request=${encodeURIComponent(xml)}`,
      }),
  },
  {
    name: 'GET ?Request=',
    send: (xml, format, cookie) =>
      t.app.inject({
        url: `${PUBLIC}?Request=${encodeURIComponent(xml)}`,
        headers: { accept: ACCEPT[format], ...cookieHeader(cookie) },
      }),
  },
  {
    name: '/proxy',
    send: (xml, format) =>
      t.app.inject({
        method: 'POST',
        url: '/proxy',
        headers: { cookie: admin, 'content-type': 'application/xml', accept: ACCEPT[format] },
        payload: xml,
      }),
  }, // HTTP libraries posting a string give it the form type, or none, when the client names none.
  ...(['application/x-www-form-urlencoded', undefined] as const).map((type): Transport => ({
    name: `POST raw XML as ${type ?? 'no type'}`,
    send: (xml, format, cookie) =>
      t.app.inject({
        method: 'POST',
        url: PUBLIC,
        headers: { ...(type ? { 'content-type': type } : {}), accept: ACCEPT[format], ...cookieHeader(cookie) },
        payload: xml,
      }),
  })),
];
const EVERY_WAY = TRANSPORTS.flatMap((transport) =>
  (['json', 'xml'] as const).map((format) => ({ transport, format, label: `${transport.name}, ${format}` })),
);

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  // The records of a list (children of the root element) are an array, even when there is one.
  isArray: (_name, path, _leaf, isAttribute) =>
    !isAttribute && typeof path === 'string' && path.split('.').length === 2,
});
type Parsed = Record<string, unknown>;

/** The root element of an XML answer, by name. */
function xmlRoot(body: string): [string, Parsed] {
  const document = xmlParser.parse(body) as Record<string, Parsed>;
  const root = Object.entries(document).find(([name]) => name !== '?xml');
  if (!root) throw new Error(`no root element in ${body}`);
  return root;
}

/** The records of a list answer, in JSON or XML, as objects keyed as answered. */
function records(response: LightMyRequestResponse, format: Format): Parsed[] {
  expect(response.statusCode, response.body).toBe(200);
  if (format === 'json') return (response.json() as { data: Parsed[] }).data;
  const [, list] = xmlRoot(response.body);
  return (Object.values(list).find(Array.isArray) ?? []) as Parsed[];
}

/** The numbers of a list answer's records, whatever the format. */
const numbers = (response: LightMyRequestResponse, format: Format) =>
  records(response, format).map((row) => Number(row.no ?? row.No));

/** The refusal of an answer: its code and detail, in JSON or XML. */
function refusal(response: LightMyRequestResponse, format: Format): { code: string; detail?: string } {
  if (format === 'json') {
    const [error] = (response.json() as { errors: { code: string; detail?: string }[] }).errors;
    return { code: error?.code ?? '', detail: error?.detail };
  }
  const [, error] = xmlRoot(response.body) as [string, { Code?: string; Detail?: string }];
  return { code: error.Code ?? '', detail: error.Detail };
}

/** What tells a record apart beside its number (`Kind` in the views over indoor and beach), as fields to ask for. */
const keyFields = (entity: EntityDef) => ['No', ...(entity.recordKeys ?? [])].join(' ');

/** The same, as the attributes of a request naming the record of `row` (` Kind="Beach"`). */
const keyAttributes = (entity: EntityDef, row: Parsed) =>
  (entity.recordKeys ?? []).map((key) => ` ${key}="${String(row[jsonName(key)])}"`).join('');

async function federationNo(code: string): Promise<number> {
  const xml = `<Request Type="GetFederationList" Fields="No"><Filter Code="${code}"/></Request>`;
  return numbers(await TRANSPORTS[0]!.send(xml, 'json'), 'json')[0]!;
}

describe('1. batches, and the types answered only in XML', () => {
  const DECLARATION = '<?xml version="1.0" encoding="utf-8" standalone="yes"?>';

  it('answers a <Requests> batch <Responses> in XML whatever Accept asks, Content-Type saying so', async () => {
    const xml =
      '<Requests><Request Type="GetConfederationList" Fields="Code" Sort="Code"/><Request Type="GetNothingList"/></Requests>';
    for (const { transport, format, label } of EVERY_WAY) {
      const response = await transport.send(xml, format);
      expect(response.statusCode, label).toBe(200);
      expect(response.headers['content-type'], label).toBe('application/xml; charset=utf-8');
      expect(response.body, label).toMatch(
        /^<\?xml[^>]*\?><Responses><Confederations NbItems="5" Version="\d+"><Confederation Code="AVC" Version="\d+"\/>.*<\/Confederations><BadParameter Code="BadParameter" [^>]*Detail="Type: unknown request type GetNothingList"\/><\/Responses>$/,
      );
    }
  });

  it('wraps a one-request batch too, as the recorded exchanges show', async () => {
    const xml = '<Requests><Request Type="GetPlayer" Fields="No LastName" No="1"/></Requests>';
    const missing = `${DECLARATION}<Responses><NoData Code="NotFound" Message="Not found." Detail="Player 1"/></Responses>`;
    const [egonu] = records(
      await TRANSPORTS[0]!.send('<Request Type="GetPlayerList" Fields="No"><Filter Search="egonu"/></Request>', 'json'),
      'json',
    );
    const found = `<Requests><Request Type="GetPlayer" Fields="No LastName" No="${egonu!.no}"/></Requests>`;
    for (const { transport, format, label } of EVERY_WAY) {
      expect((await transport.send(xml, format)).body, label).toBe(missing);
      const one = await transport.send(found, format);
      expect(one.headers['content-type'], label).toContain('application/xml');
      expect(one.body, label).toMatch(
        new RegExp(
          `^<\\?xml[^>]*\\?><Responses><Player No="${egonu!.no}" LastName="Egonu" Version="\\d+"/></Responses>$`,
        ),
      );
    }
  });

  it('answers each request of a batch in order: a whole list, a refused write, a record', async () => {
    const xml = `<Requests><Request Type="GetConfederationList" Fields="Code"/><Request Type="SavePlayer"><Player No="1" Version="1"><Photo/></Player></Request><Request Type="GetConfederation" Fields="Code" No="1"/></Requests>`;
    const response = await TRANSPORTS[3]!.send(xml, 'json');
    expect(response.headers['content-type']).toContain('application/xml');
    const [root, answers] = xmlRoot(response.body);
    expect(root).toBe('Responses');
    expect(Object.keys(answers)).toEqual(['Confederations', 'BadParameter', 'Confederation']);
    expect(answers.BadParameter).toEqual([expect.objectContaining({ Detail: 'Player has no node Photo' })]);
  });

  it('answers a type the public service has no JSON for in XML, even asked for JSON', async () => {
    const xml =
      '<Request Type="GetBeachWorldTourRanking" Gender="W" Number="3" Fields="Position TeamName EarnedPointsTeam"/>';
    for (const { transport, format, label } of EVERY_WAY) {
      const response = await transport.send(xml, format);
      expect(response.statusCode, label).toBe(200);
      expect(response.headers['content-type'], label).toBe('application/xml; charset=utf-8');
      const [root, answers] = xmlRoot(response.body);
      expect(root, label).toBe('BeachWorldTourRanking');
      expect(answers.BeachWorldTourRankingEntry, label).toHaveLength(3);
    }
  });

  it('still answers a single request in the format asked', async () => {
    const xml = '<Request Type="GetConfederationList" Fields="Code"/>';
    for (const { transport, format, label } of EVERY_WAY) {
      const response = await transport.send(xml, format);
      expect(response.headers['content-type'], label).toContain(ACCEPT[format]);
      expect(records(response, format), label).toHaveLength(5);
    }
  });
});

describe('2. names a record lacks, or that its reader may not read', () => {
  const HEADER = 'x-vis-ignored-fields';
  const [publicPost, , , proxy] = TRANSPORTS as [Transport, Transport, Transport, Transport];

  /** The one record of a `Get{Entity}` answer, in JSON or XML. */
  function answered(response: LightMyRequestResponse, format: Format): Parsed {
    expect(response.statusCode, response.body).toBe(200);
    return format === 'json' ? (response.json() as { data: Parsed }).data : xmlRoot(response.body)[1];
  }

  /** The reads a client sends of an entity, asking for `No` and a name it lacks: its list, a record, its ranking. */
  async function readsOf(entity: EntityDef): Promise<{ xml: string; one: boolean }[]> {
    const required = entity.ranking?.required ?? [];
    const keys = required.map((attribute) => entity.ranking!.attributes[attribute]!);
    const sample = `<Request Type="Get${entity.name}List" Fields="${[keyFields(entity), ...keys].join(' ')}" Take="1"/>`;
    const [first] = records(await publicPost.send(sample, 'json', admin), 'json');
    const reads = [{ xml: `<Request Type="Get${entity.name}List" Fields="No Colour" Take="3"/>`, one: false }];
    if (!first) return reads;
    reads.push({
      xml: `<Request Type="Get${entity.name}" Fields="No Colour" No="${String(first.no)}"${keyAttributes(entity, first)}/>`,
      one: true,
    });
    if (entity.ranking) {
      const attributes = required.map((attribute, i) => `${attribute}="${String(first[jsonName(keys[i]!)])}"`);
      reads.push({
        xml: `<Request Type="Get${entity.ranking.request}" Fields="No Colour" ${attributes.join(' ')}/>`,
        one: false,
      });
    }
    return reads;
  }

  it('are left out of every read of every entity, over JSON and XML, the header naming them; /proxy refuses them', async () => {
    for (const entity of Object.values(ENTITIES)) {
      for (const { xml, one } of await readsOf(entity)) {
        for (const asked of ['json', 'xml'] as const) {
          const response = await publicPost.send(xml, asked, admin);
          const format = XML_ONLY_TYPES.has(/Type="(\w+)"/.exec(xml)![1]!) ? 'xml' : asked;
          expect(response.headers[HEADER], xml).toBe('Colour');
          const rows = one ? [answered(response, format)] : records(response, format);
          for (const row of rows) {
            const names = Object.keys(row);
            expect(names, `${xml} ${format}`).toEqual(format === 'json' ? ['no'] : expect.arrayContaining(['No']));
            expect(names, `${xml} ${format}`).not.toContain('Colour');
          }
          expect(refusal(await proxy.send(xml, asked), format), xml).toEqual({
            code: 'BadParameter',
            detail: `${entity.name} has no field Colour`,
          });
        }
      }
    }
  });

  it('are named after their request in a batch, and in a relation after its path', async () => {
    const xml = `<Requests><Request Type="GetConfederationList" Fields="Code" Take="1"/><Request Type="GetConfederationList" Fields="Code Colour" Take="1"/><Request Type="GetPlayerList" Fields="No Phase ValidFrom" Take="1"><Relation Name="Federation" Fields="Code Motto"/></Request></Requests>`;
    for (const { transport, format, label } of EVERY_WAY.filter(({ transport }) => transport !== proxy)) {
      const response = await transport.send(xml, format);
      expect(response.statusCode, label).toBe(200);
      expect(response.headers[HEADER], label).toBe('2:Colour 3:Phase 3:ValidFrom 3:Federation.Motto');
      expect(response.body, label).toMatch(
        /<Player No="\d+" Version="\d+"><Federation Code="[A-Z]{3}" Version="\d+"\/><\/Player>/,
      );
    }
    const none = await publicPost.send('<Request Type="GetConfederationList" Fields="Code"/>', 'json');
    expect(none.headers).not.toHaveProperty(HEADER);
  });

  it('leave out a field the reader may not read as if it did not exist, and mask one read on some rows only', async () => {
    const xml = '<Request Type="GetPlayerList" Fields="No PassportNo" Sort="No" Take="400"/>';
    const anonymous = await publicPost.send(xml, 'json');
    expect(anonymous.headers[HEADER]).toBe('PassportNo');
    expect(records(anonymous, 'json').every((row) => Object.keys(row).join() === 'no')).toBe(true);
    const unknown = await publicPost.send(xml.replace('PassportNo', 'PassportColr'), 'json');
    expect(unknown.body.replaceAll('PassportColr', 'PassportNo')).toBe(anonymous.body);
    const federation = await signIn(t.app, 'federation');
    const kenyaAndItaly = xml.replace('/>', '><Filter FederationCode="KEN ITA"/></Request>');
    const own = records(await publicPost.send(kenyaAndItaly, 'json', federation), 'json');
    expect(own.some((row) => row.passportNo === null)).toBe(true);
    expect(own.some((row) => typeof row.passportNo === 'string')).toBe(true);
  });

  it('still refuse unknown filters, sorts, attributes, relations and request types', async () => {
    const cases: [string, string][] = [
      [
        '<Request Type="GetPlayerList" Fields="No"><Filter Colour="red"/></Request>',
        'Player cannot be filtered on Colour',
      ],
      ['<Request Type="GetPlayerList" Fields="No" Sort="Colour"/>', 'Player cannot be sorted on Colour'],
      ['<Request Type="GetPlayerList" Fields="No" Colour="red"/>', 'unknown attribute Colour'],
      [
        '<Request Type="GetPlayerList" Fields="No"><Relation Name="Colour"/></Request>',
        'Player has no relation Colour',
      ],
      ['<Request Type="GetColourList" Fields="No"/>', 'Type: unknown request type GetColourList'],
    ];
    for (const [xml, detail] of cases) {
      for (const { transport, format, label } of EVERY_WAY) {
        const response = await transport.send(xml, format);
        expect(response.statusCode, `${label}: ${xml}`).toBe(400);
        expect(refusal(response, format), label).toEqual({ code: 'BadParameter', detail });
      }
    }
  });
});

describe('3. a filter written as an attribute', () => {
  it('is the same filter as the <Filter> element, on every transport, in JSON and XML', async () => {
    const ita = await federationNo('ITA');
    const asElement = `<Request Type="GetPlayerList" Fields="No" Sort="No"><Filter NoFederation="${ita}" Gender="1"/></Request>`;
    const expected = numbers(await TRANSPORTS[0]!.send(asElement, 'json'), 'json');
    expect(expected.length).toBeGreaterThan(0);
    const asAttribute = `<Request Type="GetPlayerList" Fields="No" Sort="No" Filter="NoFederation='${ita}' and Gender='1'"/>`;
    for (const { transport, format, label } of EVERY_WAY) {
      expect(numbers(await transport.send(asAttribute, format), format), label).toEqual(expected);
    }
  });

  it('reads a quoted list of values as "any of", and a doubled quote as a quote', async () => {
    const [ita, can] = [await federationNo('ITA'), await federationNo('CAN')];
    const send = (xml: string) => TRANSPORTS[2]!.send(xml, 'json');
    const bothElement = numbers(
      await send(
        `<Request Type="GetPlayerList" Fields="No" Sort="No"><Filter NoFederation="${ita} ${can}"/></Request>`,
      ),
      'json',
    );
    const bothAttribute = numbers(
      await send(`<Request Type="GetPlayerList" Fields="No" Sort="No" Filter="NoFederation='${ita} ${can}'"/>`),
      'json',
    );
    expect(bothAttribute).toEqual(bothElement);
    const quoted = await send(`<Request Type="GetFederationList" Fields="Name" Filter="Search='d''Ivoire'"/>`);
    expect(records(quoted, 'json').map((row) => row.name)).toEqual(['Ivory Coast Volleyball Federation']);
  });

  it('works for every entity of the registry', async () => {
    for (const entity of Object.values(ENTITIES)) {
      const type = `Get${entity.name}List`;
      const list = await TRANSPORTS[3]!.send(
        `<Request Type="${type}" Fields="${keyFields(entity)}" Take="2"/>`,
        'json',
      );
      const [first] = records(list, 'json');
      if (first === undefined) continue;
      const keys = (entity.recordKeys ?? []).map((key) => ` and ${key}='${String(first[jsonName(key)])}'`).join('');
      const filtered = await TRANSPORTS[3]!.send(
        `<Request Type="${type}" Fields="No" Filter="No='${String(first.no)}'${keys}"/>`,
        'json',
      );
      expect(numbers(filtered, 'json'), type).toEqual([first.no]);
    }
  });

  it('refuses an unknown field or a malformed expression with 400 naming it', async () => {
    const cases: [string, string][] = [
      [`<Request Type="GetPlayerList" Filter="Colour='red'"/>`, 'Player cannot be filtered on Colour'],
      [`<Request Type="GetPlayerList" Filter="Gender=1"/>`, `Filter: expected Key='value' at "Gender=1"`],
      [
        `<Request Type="GetPlayerList" Filter="Gender='1' or Gender='0'"/>`,
        `Filter: expected "and" at "or Gender='0'"`,
      ],
    ];
    for (const [xml, detail] of cases) {
      for (const { transport, format, label } of EVERY_WAY) {
        const response = await transport.send(xml, format);
        expect(response.statusCode, `${label}: ${xml}`).toBe(400);
        expect(refusal(response, format), label).toEqual({ code: 'BadParameter', detail });
      }
    }
  });
});

describe('4. field, filter and sort names without regard to case', () => {
  it('is never ambiguous: no entity has two field or filter names differing only in case', () => {
    for (const entity of Object.values(ENTITIES)) {
      for (const names of [Object.keys(entity.fields), Object.keys(entity.filters)]) {
        expect(new Set(names.map((name) => name.toLowerCase())).size, entity.name).toBe(names.length);
      }
    }
  });

  it('reads Birthdate, birthDate and BIRTHDATE as BirthDate, answered in the canonical spelling', async () => {
    for (const spelling of ['Birthdate', 'birthDate', 'BIRTHDATE', 'BirthDate']) {
      const xml = `<Request Type="GetPlayerList" Fields="no ${spelling} LASTNAME" Take="1"><Filter Search="egonu"/></Request>`;
      for (const { transport, format, label } of EVERY_WAY) {
        const [row] = records(await transport.send(xml, format), format);
        const expected =
          format === 'json'
            ? { no: expect.any(Number), birthdate: '1998-12-18', lastName: 'Egonu' }
            : { No: expect.any(String), Birthdate: '1998-12-18', LastName: 'Egonu', Version: expect.any(String) };
        expect(row, `${label}: ${spelling}`).toEqual(expected);
      }
    }
  });

  it('matches filter names in the element and the attribute, and sort names, without regard to case', async () => {
    const ita = await federationNo('ITA');
    const canonical = `<Request Type="GetPlayerList" Fields="No" Sort="-BirthDate"><Filter NoFederation="${ita}"/></Request>`;
    const expected = numbers(await TRANSPORTS[0]!.send(canonical, 'json'), 'json');
    expect(expected.length).toBeGreaterThan(1);
    for (const xml of [
      `<Request Type="GetPlayerList" Fields="No" Sort="-birthdate"><Filter nofederation="${ita}"/></Request>`,
      `<Request Type="GetPlayerList" Fields="No" Sort="-BIRTHDATE" Filter="NOFEDERATION='${ita}'"/>`,
    ]) {
      for (const { transport, format, label } of EVERY_WAY) {
        expect(numbers(await transport.send(xml, format), format), `${label}: ${xml}`).toEqual(expected);
      }
    }
  });

  it('refuses two spellings of one filter, and still names an unknown field as written', async () => {
    const twice = await TRANSPORTS[0]!.send(
      `<Request Type="GetPlayerList"><Filter Gender="1" gender="0"/></Request>`,
      'json',
    );
    expect(refusal(twice, 'json')).toEqual({ code: 'BadParameter', detail: 'Filter: Gender is given twice' });
    const unknown = `<Request Type="GetPlayerList" Fields="No shoeSize" Take="1"/>`;
    expect((await TRANSPORTS[0]!.send(unknown, 'json')).headers['x-vis-ignored-fields']).toBe('shoeSize');
    expect(refusal(await TRANSPORTS[3]!.send(unknown, 'json'), 'json')).toEqual({
      code: 'BadParameter',
      detail: 'Player has no field shoeSize',
    });
  });

  it('matches the field names of a saved record without regard to case', async () => {
    const [egonu] = records(
      await TRANSPORTS[3]!.send(
        '<Request Type="GetPlayerList" Fields="No Version"><Filter Search="egonu"/></Request>',
        'json',
      ),
      'json',
    );
    const xml = `<Request Type="SavePlayer"><Player no="${egonu!.no}" VERSION="${egonu!.version}" birthplace="Cittadella"/></Request>`;
    const saved = await TRANSPORTS[3]!.send(xml, 'json');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.birthPlace).toBe('Cittadella');
  });
});

describe('5. <Tags> without Mode', () => {
  it('means MySqlBoolean, on every transport, in JSON and XML', async () => {
    const withMode = `<Request Type="GetPlayerList" Fields="No" Sort="No"><Filter><Tags Mode="MySqlBoolean">+demo</Tags></Filter></Request>`;
    const expected = numbers(await TRANSPORTS[0]!.send(withMode, 'json'), 'json');
    expect(expected).toHaveLength(2);
    const withoutMode = `<Request Type="GetPlayerList" Fields="No" Sort="No"><Filter><Tags>+demo</Tags></Filter></Request>`;
    for (const { transport, format, label } of EVERY_WAY) {
      expect(numbers(await transport.send(withoutMode, format), format), label).toEqual(expected);
    }
  });

  it('still refuses another mode', async () => {
    const xml = `<Request Type="GetPlayerList"><Filter><Tags Mode="Natural">demo</Tags></Filter></Request>`;
    expect(refusal(await TRANSPORTS[0]!.send(xml, 'json'), 'json')).toEqual({
      code: 'BadParameter',
      detail: 'Tags: Mode must be MySqlBoolean',
    });
  });
});

describe('6. strict writes', () => {
  const playerCount = async () =>
    (await TRANSPORTS[3]!.send('<Request Type="GetPlayerList" Fields="No" Take="1"/>', 'json')).json()
      .nbItems as number;

  it('refuses a node inside a new record with 400 naming it, and stores nothing', async () => {
    const ita = await federationNo('ITA');
    const before = await playerCount();
    const xml = `<Request Type="SavePlayer"><Player FirstName="Ana" LastName="Strict" Gender="1" NoFederation="${ita}"><Photo Extension="png">Something</Photo></Player></Request>`;
    for (const { transport, format, label } of EVERY_WAY) {
      const response = await transport.send(xml, format, admin);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      expect(refusal(response, format), label).toEqual({ code: 'BadParameter', detail: 'Player has no node Photo' });
    }
    expect(await playerCount()).toBe(before);
  });

  it('refuses a node inside an updated record, and changes nothing', async () => {
    const find = `<Request Type="GetPlayerList" Fields="No Version FirstName"><Filter Search="egonu"/></Request>`;
    const [before] = records(await TRANSPORTS[3]!.send(find, 'json'), 'json');
    const xml = `<Request Type="SavePlayer"><Player No="${before!.no}" Version="${before!.version}" FirstName="Changed"><ArticleText Headline="x"/></Player></Request>`;
    for (const { transport, format, label } of EVERY_WAY) {
      const response = await transport.send(xml, format, admin);
      expect(response.statusCode, label).toBe(400);
      expect(refusal(response, format).detail, label).toBe('Player has no node ArticleText');
    }
    const text = `<Request Type="SavePlayer"><Player No="${before!.no}" Version="${before!.version}" FirstName="Changed">Ana</Player></Request>`;
    expect(refusal(await TRANSPORTS[3]!.send(text, 'json'), 'json')).toEqual({
      code: 'BadParameter',
      detail: 'Player takes no text, only attributes',
    });
    const [after] = records(await TRANSPORTS[3]!.send(find, 'json'), 'json');
    expect(after).toEqual(before);
  });
});

describe('our protocol reference (/api-docs)', () => {
  it('says what we accept: filter attribute, names in any case, Tags mode, whole lists, XML batches, strict writes', async () => {
    const page = (await t.app.inject({ url: '/api-docs' })).body;
    for (const text of [
      `<code>Filter="NoFederation='12' and Search='ana'"</code> is the same filter as`,
      'matched without regard to case',
      '<code>Mode</code> may be left out',
      'Without <code>Take</code> a list answers every record',
      'past 1,000,000 records (<code>LIST_MAX_ROWS</code>) it is refused with <code>ListTooLong</code>, naming <code>Take</code>',
      'always in XML whatever',
      '<code>GetBeachWorldTourRanking</code>',
      'a node or text inside it is refused with a 400 naming it',
      'the public service dropped it silently',
      'a field name the entity\ndoes not have is left out of the answer',
      '<code>X-VIS-Ignored-Fields</code> header names them',
      '<code>ListTooLong</code></td><td>400</td>',
    ]) {
      expect(page).toContain(text);
    }
  });
});
