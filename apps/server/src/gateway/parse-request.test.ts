import { describe, expect, it } from 'vitest';
import { buildRequest, buildRequests } from '@libero/shared/vis/request-builder';
import { AppError } from '../lib/app-error';
import { parseFilterAttribute, parseVisXml, XML_LIMITS } from './parse-request';

function refusal(xml: string): AppError {
  try {
    parseVisXml(xml);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseVisXml', () => {
  it('reads what the shared builder writes: fields, root attributes, filter, tags, nested relations', () => {
    const xml = buildRequest({
      type: 'GetPlayerList',
      fields: ['No', 'FirstName', 'LastName'],
      attributes: { Skip: 0, Take: 50, Sort: 'LastName -BirthDate' },
      filter: { NoFederation: 12, Statuses: [30, 40], Name: 'Ana & "Bo" <x>' },
      tags: [
        { term: 'player:123', mode: 'must' },
        { term: 'archived', mode: 'mustNot' },
      ],
      relations: [
        { name: 'Federation', fields: ['No', 'Code'], relations: [{ name: 'Confederation', fields: ['Code'] }] },
      ],
    });
    const { requests, batch } = parseVisXml(xml);
    expect(batch).toBe(false);
    expect(requests).toEqual([
      {
        type: 'GetPlayerList',
        fields: ['No', 'FirstName', 'LastName'],
        attributes: { Skip: '0', Take: '50', Sort: 'LastName -BirthDate' },
        filter: { NoFederation: '12', Statuses: '30 40', Name: 'Ana & "Bo" <x>' },
        tags: { mode: 'MySqlBoolean', text: '+player:123 -archived' },
        relations: [
          {
            name: 'Federation',
            fields: ['No', 'Code'],
            attributes: {},
            relations: [{ name: 'Confederation', fields: ['Code'], attributes: {}, relations: [] }],
          },
        ],
        node: undefined,
      },
    ]);
  });

  it('reads the older Fields attribute, a batch, and a write node', () => {
    const xml = buildRequests([
      { type: 'GetPlayer', fieldsAttribute: 'Fields', fields: ['No'], attributes: { No: 10001 } },
      {
        type: 'SavePlayer',
        node: { name: 'Player', attributes: { No: 12, FirstName: 'Ana', Comment: null, Active: true } },
      },
    ]);
    const { requests, batch } = parseVisXml(`<?xml version="1.0" encoding="utf-8"?>${xml}`);
    expect(batch).toBe(true);
    expect(requests[0]).toMatchObject({ type: 'GetPlayer', fields: ['No'], attributes: { No: '10001' } });
    expect(requests[1]?.node).toEqual({
      name: 'Player',
      attributes: { No: '12', FirstName: 'Ana', Comment: '', Active: 'true' },
      children: [],
      text: '',
    });
  });

  it('keeps what a record node holds, so that nothing is dropped unseen', () => {
    const [request] = parseVisXml(
      '<Request Type="SavePlayer"><Player No="1"><Photo Extension="png">Something</Photo></Player></Request>',
    ).requests;
    expect(request?.node).toEqual({
      name: 'Player',
      attributes: { No: '1' },
      children: [{ name: 'Photo', attributes: { Extension: 'png' }, children: [], text: 'Something' }],
      text: '',
    });
  });

  it('reads Tags without Mode as a mode left out', () => {
    const [request] = parseVisXml(
      '<Request Type="GetPlayerList"><Filter><Tags>+demo</Tags></Filter></Request>',
    ).requests;
    expect(request?.tags).toEqual({ mode: undefined, text: '+demo' });
  });

  it('decodes character references once, never twice', () => {
    const [request] = parseVisXml('<Request Type="T" A="&#233;&#x41;&amp;#233;&apos;"/>').requests;
    expect(request?.attributes.A).toBe("éA&#233;'");
  });

  it('refuses XXE and entity bombs without expanding anything', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><Request Type="GetPlayer" No="&x;"/>';
    const lol = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><Request Type="&lol9;"/>`;
    for (const xml of [xxe, lol]) {
      const error = refusal(xml);
      expect(error.code).toBe('BadRequest');
      expect(error.detail).toMatch(/DTD/);
    }
  });

  it('refuses malformed XML, naming line and column', () => {
    expect(refusal('<Request Type="GetPlayer"><Filter></Request>').detail).toMatch(/line 1, column \d+/);
    expect(refusal('<Request Type="a" Type="b"/>').detail).toMatch(/repeated/);
    expect(refusal('not xml at all').code).toBe('BadRequest');
    expect(refusal('').detail).toBe('empty request');
  });

  it('refuses what is not of the grammar', () => {
    expect(refusal('<Request/>').detail).toMatch(/Type/);
    expect(refusal('<Query Type="x"/>').detail).toMatch(/root <Query>/);
    expect(refusal('<Requests></Requests>').detail).toMatch(/no Request/);
    expect(refusal('<Requests><Other/></Requests>').detail).toMatch(/<Other>/);
    expect(refusal('<Request Type="x" Fields="A" Properties="B"/>').detail).toMatch(/either/);
    expect(refusal('<Request Type="x"><Filter/><Filter/></Request>').detail).toMatch(/one Filter/);
    expect(refusal('<Request Type="x"><Relation Properties="A"/></Request>').detail).toMatch(/Name/);
    expect(refusal('<Request Type="x"><A/><B/></Request>').detail).toMatch(/<B>/);
  });

  it('refuses too deep, too many elements and too large batches', () => {
    const deep = `<Request Type="x">${'<Relation Name="R">'.repeat(XML_LIMITS.maxDepth + 1)}${'</Relation>'.repeat(XML_LIMITS.maxDepth + 1)}</Request>`;
    expect(refusal(deep).code).toBe('BadRequest');
    const wide = `<Request Type="x">${'<Relation Name="R"/>'.repeat(XML_LIMITS.maxElements + 1)}</Request>`;
    expect(refusal(wide).detail).toMatch(/elements/);
    const batch = `<Requests>${'<Request Type="x"/>'.repeat(XML_LIMITS.maxRequests + 1)}</Requests>`;
    expect(refusal(batch).detail).toMatch(/batch/);
  });
});

describe('the Filter attribute', () => {
  it("reads Key='value' pairs joined by and, '' standing for a quote", () => {
    expect(parseFilterAttribute("NoTournament='2'")).toEqual({ NoTournament: '2' });
    expect(parseFilterAttribute("Season='2025 2026'")).toEqual({ Season: '2025 2026' });
    expect(parseFilterAttribute(" Search = 'O''Neil'  AND NoFederation='12' and Gender='' ")).toEqual({
      Search: "O'Neil",
      NoFederation: '12',
      Gender: '',
    });
    expect(parseFilterAttribute('')).toEqual({});
  });

  it('is the same filter as the element, merged with one given beside it', () => {
    const [request] = parseVisXml(
      `<Request Type="GetPlayerList" Filter="NoFederation='12' and Search='ana'"><Filter Gender="1"/></Request>`,
    ).requests;
    expect(request?.filter).toEqual({ NoFederation: '12', Search: 'ana', Gender: '1' });
    expect(request?.attributes).toEqual({});
  });

  it('refuses a malformed expression, showing where, and a key given twice', () => {
    const cases: [string, RegExp][] = [
      ['NoTournament=2', /Filter: expected Key='value' at "NoTournament=2"/],
      ["NoTournament='2", /Filter: expected Key='value' at "NoTournament='2"/],
      ["NoTournament='2' Season='2025'", /Filter: expected "and" at "Season='2025'"/],
      ["NoTournament='2' or Season='2025'", /Filter: expected "and" at "or Season/],
      ["NoTournament='2' and", /Filter: expected Key='value' after "and"/],
      ["NoTournament='2' and ", /Filter: expected Key='value' after "and"/],
      ["NoTournament='2' andSeason='1'", /Filter: expected "and" at "andSeason='1'"/],
      ["A='1' and A='2'", /Filter: A is given twice/],
      ["='1'", /Filter: expected Key='value'/],
    ];
    for (const [expression, message] of cases) {
      expect(() => parseFilterAttribute(expression), expression).toThrow(AppError);
      expect(() => parseFilterAttribute(expression), expression).toThrow(message);
    }
    const twice = `<Request Type="GetPlayerList" Filter="Gender='1'"><Filter Gender="0"/></Request>`;
    expect(refusal(twice).detail).toBe('Filter: Gender is given twice');
  });
});
