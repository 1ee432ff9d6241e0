import { describe, expect, it } from 'vitest';
import { buildRequest, buildRequests } from '@libero/shared/vis/request-builder';
import { AppError } from '../lib/app-error';
import { parseVisXml, XML_LIMITS } from './parse-request';

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
    });
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
