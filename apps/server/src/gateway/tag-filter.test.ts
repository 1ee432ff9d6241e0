import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest, type TagTerm } from '@libero/shared/vis/request-builder';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { planTags } from './tag-filter';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'administrator');
});
afterAll(() => t?.close());

async function lastNames(type: string, tags: TagTerm[]): Promise<string[]> {
  const xml = buildRequest({ type, fields: ['LastName'], tags, attributes: { Sort: 'LastName' } });
  const response = await t.app.inject({
    method: 'POST',
    url: '/proxy',
    headers: { cookie, 'content-type': 'application/xml', accept: 'application/json' },
    payload: xml,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { lastName: string }[]).map((row) => row.lastName);
}

const tagsRequest = (text: string, mode = 'MySqlBoolean') =>
  `<Request Type="GetPlayerList" Properties="No"><Filter><Tags Mode="${mode}">${text}</Tags></Filter></Request>`;

describe('tag filters (boolean mode)', () => {
  it('keeps records with every must tag', async () => {
    expect(await lastNames('GetPlayerList', [{ term: 'demo', mode: 'must' }])).toEqual(['Egonu', 'Wanjala']);
    expect(
      await lastNames('GetCoachList', [
        { term: 'demo', mode: 'must' },
        { term: 'role:coach', mode: 'must' },
      ]),
    ).toEqual(['Sánchez']);
  });

  it('drops records with a must-not tag', async () => {
    const all = await lastNames('GetMediaPersonList', []);
    expect(await lastNames('GetMediaPersonList', [{ term: 'role:media', mode: 'mustNot' }])).toEqual(
      all.filter((name) => !['García', 'Lefèvre'].includes(name)),
    );
  });

  it('keeps records with any should tag when nothing is a must, and matches a prefix', async () => {
    expect(
      await lastNames('GetRefereeList', [
        { term: 'role:referee', mode: 'should' },
        { term: 'role:nobody', mode: 'should' },
      ]),
    ).toEqual(['Núñez']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/proxy',
      headers: { cookie, 'content-type': 'application/xml', accept: 'application/json' },
      payload: tagsRequest('ROLE:PLAY*'),
    });
    expect(res.json().nbItems).toBe(2);
  });

  it('refuses another mode, other operators and bad terms with 400', async () => {
    for (const xml of [
      tagsRequest('demo', 'Natural'),
      tagsRequest('&gt;demo'),
      tagsRequest('(demo)'),
      tagsRequest('+*'),
      tagsRequest('"demo"'),
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/proxy',
        headers: { cookie, 'content-type': 'application/xml', accept: 'application/json' },
        payload: xml,
      });
      expect(response.statusCode, xml).toBe(400);
      expect(response.json().errors[0].code).toBe('BadParameter');
    }
  });

  it('is refused on an entity without tags', () => {
    expect(() => planTags('Season', false, { mode: 'MySqlBoolean', text: 'demo' })).toThrow(/Season has no tags/);
  });
});
