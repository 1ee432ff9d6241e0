import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldCodes } from '@libero/shared/registry/field-codes';
import { ENTITIES } from '@libero/shared/registry/registry';
import { buildRequest, buildRequests } from '@libero/shared/vis/request-builder';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'federation');
});
afterAll(() => t?.close());

const proxy = (xml: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/proxy',
    headers: { cookie, 'content-type': 'application/xml', accept: 'application/json', ...headers },
    payload: xml,
  });
const publicGet = (xml: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/vis2009/XmlRequest.asmx?Request=${encodeURIComponent(xml)}`, headers });

describe('POST /proxy', () => {
  it('lists with fields, filter, sort, paging, total and highest version', async () => {
    const xml = buildRequest({
      type: 'GetFederationList',
      fields: ['No', 'Code', 'Name', 'ConfederationCode', 'Version'],
      attributes: { Skip: 0, Take: 5, Sort: '-Code' },
      filter: { ConfederationCode: 'CEV' },
    });
    const response = await proxy(xml);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(5);
    expect(body.nbItems).toBeGreaterThan(40);
    expect(Object.keys(body.data[0]).sort()).toEqual(['code', 'confederationCode', 'name', 'no', 'version']);
    expect(body.data.every((f: { confederationCode: string }) => f.confederationCode === 'CEV')).toBe(true);
    const codes = body.data.map((f: { code: string }) => f.code);
    expect(codes).toEqual([...codes].sort().reverse());
    expect(body.version).toBeGreaterThanOrEqual(Math.max(...body.data.map((f: { version: number }) => f.version)));
  });

  it('gets one record with a nested relation', async () => {
    const list = (
      await proxy(buildRequest({ type: 'GetPlayerList', fields: ['No', 'LastName'], filter: { Search: 'egonu' } }))
    ).json();
    expect(list.data).toHaveLength(1);
    const xml = buildRequest({
      type: 'GetPlayer',
      fields: ['No', 'FirstName', 'LastName', 'BirthDate', 'Height', 'PlaysVolley', 'Nationality'],
      attributes: { No: list.data[0].no },
      relations: [
        { name: 'Federation', fields: ['Code', 'Name'], relations: [{ name: 'Confederation', fields: ['Code'] }] },
      ],
    });
    const body = (await proxy(xml)).json();
    expect(body.data).toEqual({
      no: list.data[0].no,
      firstName: 'Paola',
      lastName: 'Egonu',
      birthdate: '1998-12-18',
      height: 1930000,
      playsVolley: 1,
      nationality: 'Italy',
      federation: { code: 'ITA', name: 'Italy Volleyball Federation', confederation: { code: 'CEV' } },
    });
  });

  it('searches accent- and case-insensitively, and by number', async () => {
    const byName = (
      await proxy(buildRequest({ type: 'GetPlayerList', fields: ['No'], filter: { Search: 'EGÖNU paola' } }))
    ).json();
    expect(byName.nbItems).toBe(1);
    const clubs = (
      await proxy(buildRequest({ type: 'GetVolleyClubList', fields: ['Name'], filter: { Search: 'kedzierzyn' } }))
    ).json();
    expect(clubs.data).toEqual([{ name: 'ZAKSA Kędzierzyn-Koźle' }]);
    const byNo = (
      await proxy(
        buildRequest({ type: 'GetPlayerList', fields: ['LastName'], filter: { Search: String(byName.data[0].no) } }),
      )
    ).json();
    expect(byNo.data).toEqual([{ lastName: 'Egonu' }]);
  });

  it('answers XML when asked, and a batch in XML whatever is asked, each request separately', async () => {
    const xml = buildRequests([
      { type: 'GetConfederationList', fields: ['Code'], attributes: { Sort: 'Code' } },
      { type: 'GetNothingList' },
    ]);
    const asXml = await proxy(xml, { accept: 'application/xml' });
    expect(asXml.headers['content-type']).toContain('application/xml');
    expect(asXml.body).toMatch(
      /^<\?xml version="1.0" encoding="utf-8" standalone="yes"\?><Responses><Confederations NbItems="5" Version="\d+"><Confederation Code="AVC" Version="\d+"\/>/,
    );
    expect(asXml.body).toContain('<BadParameter Code="BadParameter"');
    const askedJson = await proxy(xml);
    expect(askedJson.headers['content-type']).toContain('application/xml');
    expect(askedJson.body).toBe(asXml.body);
  });

  it('refuses bad requests with the right status and code', async () => {
    const cases: [string, number, string][] = [
      ['<Request Type="GetPlayerList" Fields="No Shoe"/>', 400, 'BadParameter'],
      ['<Request Type="GetPlayerList"><Filter NoFederation="abc"/></Request>', 400, 'BadParameter'],
      ['<Request Type="GetPlayerList"><Filter Colour="red"/></Request>', 400, 'BadParameter'],
      ['<Request Type="GetPlayerList" Filter="NoFederation=1"/>', 400, 'BadParameter'],
      ['<Request Type="GetPlayerList" Take="5000"/>', 400, 'BadParameter'],
      ['<Request Type="GetPlayerList" Sort="BirthPlace"/>', 400, 'BadParameter'],
      ['<Request Type="GetPlayer" No="1"/>', 404, 'NotFound'],
      ['<Request Type="GetPlayerList"', 400, 'BadRequest'],
    ];
    for (const [xml, status, code] of cases) {
      const response = await proxy(xml);
      expect(response.statusCode, xml).toBe(status);
      expect(response.json().errors[0].code, xml).toBe(code);
    }
  });

  it('needs a session and a known protocol version', async () => {
    const xml = '<Request Type="GetConfederationList"/>';
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/proxy',
          headers: { 'content-type': 'application/xml' },
          payload: xml,
        })
      ).statusCode,
    ).toBe(401);
    expect((await proxy(xml, { 'x-fivb-version': 'VISv2' })).statusCode).toBe(200);
    expect((await proxy(xml, { 'x-fivb-version': 'VIS1999' })).statusCode).toBe(400);
    const v3 = await t.app.inject({
      method: 'POST',
      url: '/proxy/v3',
      headers: { cookie, 'content-type': 'application/xml' },
      payload: xml,
    });
    expect(v3.json().nbItems).toBe(5);
  });

  it('refuses oversized bodies and entity declarations, and stays up', async () => {
    const big = `<Request Type="GetPlayerList">${' '.repeat(2 * 1024 * 1024)}</Request>`;
    expect((await proxy(big)).statusCode).toBe(413);
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><Request Type="GetPlayer" No="&x;"/>';
    expect((await proxy(xxe)).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('the public endpoint', () => {
  it('answers GET ?Request= in XML, any case of the path', async () => {
    const response = await t.app.inject({
      url: `/VIS2009/XMLREQUEST.ASMX?Request=${encodeURIComponent('<Request Type="GetConfederationList" Fields="Code"/>')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<Confederations NbItems="5"');
  });

  it('answers POST raw XML and POST form field, JSON when asked', async () => {
    const xml = '<Request Type="GetVolleyClubList" Fields="Name" Take="2"/>';
    const raw = await t.app.inject({
      method: 'POST',
      url: '/vis2009/XmlRequest.asmx',
      headers: { 'content-type': 'text/xml', accept: 'application/json' },
      payload: xml,
    });
    expect(raw.json().data).toHaveLength(2);
    const form = await t.app.inject({
      method: 'POST',
      url: '/vis2009/XmlRequest.asmx',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `Request=${encodeURIComponent(xml)}`,
    });
    expect(form.body).toContain('<VolleyClubs NbItems=');
  });

  it('lets anonymous callers read public fields only, leaving the others out as unknown names are', async () => {
    const email = await publicGet('<Request Type="GetFederationList" Fields="Code Email Colour" Take="2"/>', {
      accept: 'application/json',
    });
    expect(email.statusCode).toBe(200);
    expect(email.headers['x-vis-ignored-fields']).toBe('Email Colour');
    expect(email.json().data).toEqual([{ code: expect.any(String) }, { code: expect.any(String) }]);
    const xmlError = await publicGet('<Request Type="GetPlayer" No="1"/>');
    expect(xmlError.statusCode).toBe(404);
    expect(xmlError.body).toContain('<NoData Code="NotFound"');
  });
});

describe('the API reference', () => {
  it('documents every entity, field and filter of the registry', async () => {
    const page = await t.app.inject({ url: '/api-docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of [
      'GetPlayerList',
      'GetFederation',
      '<code>BirthDate</code>',
      '<code>birthdate</code>',
      '<code>NoFederation</code>',
      'BadRequestSyntax',
    ]) {
      expect(page.body).toContain(text);
    }
    for (const entity of Object.values(ENTITIES)) {
      const section = page.body.split(`<section id="${entity.name}">`)[1]?.split('</section>')[0] ?? '';
      expect(section, entity.name).toContain(`<code>Get${entity.name}List</code>`);
      for (const [name, field] of Object.entries(entity.fields)) {
        const row = section.split(`<tr><td><code>${name}</code></td>`)[1]?.split('</tr>')[0];
        expect(row, `${entity.name}.${name}`).toContain(`<td>${field.type}`);
        for (const { code } of fieldCodes(field))
          expect(row, `${entity.name}.${name}: ${code}`).toContain(`<code>${code}</code>`);
      }
    }
    expect(page.body).toContain('<code>3</code> drawn, <code>4</code> running, <code>5</code> finished');
    expect(page.body).toContain('<td><code>0</code> men or M, <code>1</code> women or W</td>');
    expect(page.body).toContain('the same as <code>HallName</code>');
    expect(page.body).toContain('<code>GetTournament No="3" Kind="Beach"</code> names one');
    const json = (await t.app.inject({ url: '/api-docs.json' })).json();
    expect(Object.keys(json.entities)).toEqual(
      expect.arrayContaining(['Player', 'Federation', 'Confederation', 'VolleyClub']),
    );
  });
});
