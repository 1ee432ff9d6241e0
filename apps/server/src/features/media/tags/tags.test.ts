import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest, type VisAttributes } from '@libero/shared/vis/request-builder';
import { createTestApp, signIn, type TestApp } from '../../../../test/test-app';
import { articles } from '../../../db/schema/media';
import { recordTags, tags } from '../../../db/schema/tags';

/** The press's tags (`Tag`): read by anyone, kept by press officers, followed by every text. */
const USERS = ['presswriter', 'pressofficer', 'pressadministrator', 'administrator', 'coach'] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = new Map<User, string>();
const db = () => t.app.identityDb.db;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies.set(user, await signIn(t.app, user));
});
afterAll(() => t?.close());

type TagRow = { no: number; name: string; description: string | null; articleCount: number; version: number };

const send = (user: User | null, xml: string) =>
  t.app.inject({
    method: 'POST',
    url: user ? '/proxy' : '/vis2009/XmlRequest.asmx',
    headers: {
      cookie: user ? (cookies.get(user) ?? '') : '',
      'content-type': 'application/xml',
      accept: 'application/json',
    },
    payload: xml,
  });
const list = async (user: User | null, filter = ''): Promise<TagRow[]> => {
  const response = await send(user, `<Request Type="GetTagList">${filter}</Request>`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const named = async (name: string) => (await list('administrator', `<Filter Name="${name}"/>`))[0];
const save = (user: User, attributes: VisAttributes) =>
  send(user, buildRequest({ type: 'SaveTag', node: { name: 'Tag', attributes } }));
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: { code: string; detail?: string }[] }).errors[0]!;
const articlesTagged = async (tag: string) =>
  (
    await db()
      .select({ no: recordTags.recordNo })
      .from(recordTags)
      .where(and(eq(recordTags.subject, 'articles'), eq(recordTags.tag, tag)))
  ).map((row) => row.no);

async function newArticleTagged(tagsGiven: string[]): Promise<number> {
  const headers = { cookie: cookies.get('presswriter') ?? '' };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/media/articles',
    headers,
    payload: { title: 'Tagged', summary: '', body: '' },
  });
  const { no, version } = created.json() as { no: number; version: number };
  const settings = await t.app.inject({
    method: 'PUT',
    url: `/api/media/articles/${no}/settings`,
    headers,
    payload: { version, kind: 'article', coverImageNo: null, tags: tagsGiven, links: [] },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  return no;
}

describe('GetTagList', () => {
  it('shows anyone the tags of published texts with their counts, and the press every tag', async () => {
    const anonymous = await list(null);
    const names = anonymous.map((row) => row.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['final', 'indoor', 'beach', 'transfer']));
    // Tags of drafts, texts in review and archived ones only.
    for (const hidden of ['preview', 'referees', 'interview', 'statistics']) expect(names).not.toContain(hidden);
    expect(anonymous.find((row) => row.name === 'final')).toMatchObject({ articleCount: 1, pressReleaseCount: 0 });
    expect(anonymous.find((row) => row.name === 'beach')).toMatchObject({
      articleCount: 0,
      pressReleaseCount: 1,
      description: 'Beach volleyball: World Tour, continental tours and championships',
    });
    expect((await list('coach')).map((row) => row.name)).toEqual(names);
    const press = (await list('presswriter')).map((row) => row.name);
    expect(press).toEqual(expect.arrayContaining(['preview', 'referees', 'interview', 'statistics', ...names]));
  });

  it('gains the tags a writer uses, lower-cased', async () => {
    await newArticleTagged(['Olympics', 'indoor']);
    expect(await named('olympics')).toMatchObject({ name: 'olympics', articleCount: 0 });
    expect(await db().$count(tags, eq(tags.name, 'indoor'))).toBe(1);
  });
});

describe('SaveTag and DeleteTag', () => {
  it('lets a press officer describe and rename a tag: every text follows', async () => {
    const no = await newArticleTagged(['nationsleague']);
    const tag = (await named('nationsleague'))!;
    const saved = await save('pressofficer', {
      No: tag.no,
      Version: tag.version,
      Name: 'VNL',
      Description: 'The Nations League',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'vnl', description: 'The Nations League' });
    expect(await articlesTagged('vnl')).toEqual([no]);
    expect(await articlesTagged('nationsleague')).toEqual([]);
    const found = await send(
      'presswriter',
      '<Request Type="GetArticleList" Fields="No"><Filter><Tags>+vnl</Tags></Filter></Request>',
    );
    expect(found.json().data).toEqual([{ no }]);
  });

  it('refuses a name another tag has (409 Duplicate) or that is no tag (422 naming Name), changing nothing', async () => {
    const tag = (await named('transfer'))!;
    const taken = await save('pressofficer', { No: tag.no, Version: tag.version, Name: 'final' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'Duplicate', detail: 'Name' });
    const bad = await save('pressofficer', { No: tag.no, Version: tag.version, Name: 'two words' });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad)).toMatchObject({ code: 'InvalidData', detail: 'Name' });
    expect(await named('transfer')).toEqual(tag);
    expect(await articlesTagged('transfer')).toHaveLength(1);
  });

  it('refuses writers and other users (403)', async () => {
    const tag = (await named('final'))!;
    for (const user of ['presswriter', 'coach'] as const) {
      expect((await save(user, { Name: 'new-one' })).statusCode, user).toBe(403);
      const removed = await send(user, `<Request Type="DeleteTag" No="${tag.no}" Version="${tag.version}"/>`);
      expect(removed.statusCode, user).toBe(403);
    }
    expect(await named('new-one')).toBeUndefined();
    expect(await named('final')).toEqual(tag);
  });

  it('lets a press administrator remove a tag from every text, other records keeping the same word', async () => {
    const no = await newArticleTagged(['farewell']);
    await db().insert(recordTags).values({ subject: 'persons', recordNo: 1, tag: 'farewell' });
    const tag = (await named('farewell'))!;
    const removed = await send(
      'pressadministrator',
      `<Request Type="DeleteTag" No="${tag.no}" Version="${tag.version}"/>`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await named('farewell')).toBeUndefined();
    expect(await articlesTagged('farewell')).toEqual([]);
    const [article] = await db().select().from(articles).where(eq(articles.no, no));
    expect(article).toBeDefined();
    const person = await db()
      .select()
      .from(recordTags)
      .where(and(eq(recordTags.subject, 'persons'), eq(recordTags.tag, 'farewell')));
    expect(person).toHaveLength(1);
  });
});
