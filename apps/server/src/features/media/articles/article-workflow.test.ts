import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TArticleDossier } from '@libero/shared/media/articles-api';
import { buildRequest } from '@libero/shared/vis/request-builder';
import { createTestApp, signIn, type TestApp } from '../../../../test/test-app';
import { auditLog } from '../../../db/schema/audit';
import { articleEvents, articles, images } from '../../../db/schema/media';
import { persons } from '../../../db/schema/people';

/**
 * The press roles on the articles' workflow: presswriter, presstranslator, pressofficer and
 * pressadministrator hold the `media.articles` grant; administrator is an admin; coach is no press.
 */
const USERS = [
  'presswriter',
  'presstranslator',
  'pressofficer',
  'pressadministrator',
  'administrator',
  'coach',
] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = new Map<User, string>();
const db = () => t.app.identityDb.db;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies.set(user, await signIn(t.app, user));
});
afterAll(() => t?.close());

function api(user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: cookies.get(user) ?? '' }, ...(payload && { payload }) });
}

const TEXT = { title: 'Brazil win the final', summary: 'A five-set thriller.', body: '<p>It was <b>close</b>.</p>' };

async function create(user: User = 'presswriter', extra: object = {}): Promise<TArticleDossier> {
  const response = await api(user, 'POST', '/api/media/articles', { ...TEXT, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function dossier(no: number, user: User = 'administrator'): Promise<TArticleDossier> {
  const response = await api(user, 'GET', `/api/media/articles/${no}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function step(user: User, no: number, name: string, body: object = {}) {
  const { version } = await dossier(no);
  return api(user, 'POST', `/api/media/articles/${no}/steps/${name}`, { version, ...body });
}

async function stepOk(user: User, no: number, name: string, body: object = {}): Promise<TArticleDossier> {
  const response = await step(user, no, name, body);
  expect(response.statusCode, `${user} ${name}: ${response.body}`).toBe(200);
  return response.json();
}

async function write(user: User, no: number, language: string, text: object = TEXT) {
  const { version } = await dossier(no);
  return api(user, 'PUT', `/api/media/articles/${no}/texts/${language}`, { version, ...text });
}

/** What a refusal must leave untouched: the article, its timeline and the audit. */
const footprint = async (no: number) => ({
  article: (await db().select().from(articles).where(eq(articles.no, no)))[0],
  events: (await db().select({ n: count() }).from(articleEvents).where(eq(articleEvents.articleNo, no)))[0]?.n,
  audit: (await db().select({ n: count() }).from(auditLog))[0]?.n,
});

async function refused(
  response: Promise<{ statusCode: number; body: string; json: () => { errors: { code: string }[] } }>,
  no: number,
  status: number,
  code: string,
) {
  const before = await footprint(no);
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json().errors[0]?.code).toBe(code);
  expect(await footprint(no)).toEqual(before);
}

describe('creating an article', () => {
  it('is for writers and press administrators: a draft with its English version, sanitized, on the timeline', async () => {
    const draft = await create('presswriter', { body: '<p onclick="steal()">Hi<script>alert(1)</script></p>' });
    expect(draft).toMatchObject({
      status: 'draft',
      kind: 'article',
      authorName: 'Peter Novak',
      role: 'writer',
      steps: ['submit'],
      editableLanguages: ['en', 'fr', 'es'],
      canEditSettings: true,
      texts: [{ language: 'en', title: TEXT.title, body: '<p>Hi</p>' }],
      timeline: [{ action: 'create', toStatus: 'draft', byUserName: 'Peter Novak' }],
    });
    expect((await create('pressadministrator', { kind: 'pressRelease' })).kind).toBe('pressRelease');
    expect((await create('administrator')).role).toBe('administrator');
  });

  it.each(['presstranslator', 'pressofficer', 'coach'] as const)('is refused to %s, nothing written', async (user) => {
    const before = await db().$count(articles);
    const response = await api(user, 'POST', '/api/media/articles', TEXT);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('AccessDenied');
    expect(await db().$count(articles)).toBe(before);
  });

  it('refuses an empty title with the field named', async () => {
    const response = await api('presswriter', 'POST', '/api/media/articles', { ...TEXT, title: ' ' });
    expect(response.statusCode).toBe(422);
  });
});

describe('the workflow', () => {
  it('goes draft → in review → published → archived → draft, each step by its roles only', async () => {
    const { no } = await create();
    await refused(step('presstranslator', no, 'submit'), no, 403, 'AccessDenied');
    await refused(step('pressofficer', no, 'publish'), no, 409, 'ArticleStepRefused');
    expect(await stepOk('presswriter', no, 'submit')).toMatchObject({ status: 'inReview', steps: [] });

    // In review: the writer waits; the translator adds French; the officer decides.
    await refused(write('presswriter', no, 'en'), no, 409, 'ArticleStepRefused');
    await refused(write('presstranslator', no, 'en'), no, 403, 'AccessDenied');
    const french = { title: 'Le Brésil gagne la finale', summary: 'Un thriller en cinq sets.', body: '<p>Serré.</p>' };
    expect((await write('presstranslator', no, 'fr', french)).statusCode).toBe(200);
    await refused(step('presswriter', no, 'publish'), no, 403, 'AccessDenied');
    await refused(step('presstranslator', no, 'publish'), no, 403, 'AccessDenied');
    await refused(step('pressofficer', no, 'sendBack'), no, 422, 'InvalidData');
    expect((await dossier(no, 'pressofficer')).steps).toEqual(['publish', 'sendBack']);
    const sentBack = await stepOk('pressofficer', no, 'sendBack', { comment: 'Add the scores.' });
    expect(sentBack.status).toBe('draft');
    expect(sentBack.timeline.at(-1)).toMatchObject({ action: 'sendBack', comment: 'Add the scores.' });
    expect((await write('presswriter', no, 'en', { ...TEXT, summary: '3-2: 25-23, 23-25…' })).statusCode).toBe(200);
    await stepOk('presswriter', no, 'submit');

    const published = await stepOk('pressofficer', no, 'publish');
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expect(published.texts.map((text) => text.language)).toEqual(['en', 'fr']);
    await refused(step('presswriter', no, 'archive'), no, 403, 'AccessDenied');
    await stepOk('pressofficer', no, 'archive');
    await refused(write('pressofficer', no, 'en'), no, 409, 'ArticleStepRefused');
    expect((await stepOk('pressofficer', no, 'restore')).status).toBe('draft');
  });

  it.each(['pressadministrator', 'administrator'] as const)('lets %s take every step', async (user) => {
    const { no } = await create(user);
    for (const name of ['submit', 'publish', 'archive', 'restore']) await stepOk(user, no, name);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityNo, String(no)));
    expect(audited.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['create', 'submit', 'publish', 'archive', 'restore']),
    );
  });

  it('refuses a non-press user every step, and a stale version', async () => {
    const { no, version } = await create();
    await refused(step('coach', no, 'submit'), no, 403, 'AccessDenied');
    await refused(write('coach', no, 'en'), no, 403, 'AccessDenied');
    await write('presswriter', no, 'en');
    await refused(
      api('presswriter', 'POST', `/api/media/articles/${no}/steps/submit`, { version }),
      no,
      409,
      'Conflict',
    );
  });
});

describe('settings', () => {
  it('sets the cover, tags and links, checking each exists', async () => {
    const { no, version } = await create();
    const [image] = await db()
      .insert(images)
      .values({
        fileName: 'net.jpg',
        contentType: 'image/jpeg',
        sizeBytes: 10,
        width: 4,
        height: 3,
        originalKey: 'a',
        webKey: 'b',
        thumbKey: 'c',
      })
      .returning({ no: images.no });
    const [player] = await db().select({ no: persons.no }).from(persons).limit(1);
    const settings = {
      version,
      kind: 'pressRelease',
      coverImageNo: image!.no,
      tags: ['Final', 'final', 'vnl'],
      links: [{ subject: 'player', recordNo: player!.no }],
    };
    await refused(
      api('presswriter', 'PUT', `/api/media/articles/${no}/settings`, {
        ...settings,
        links: [{ subject: 'player', recordNo: 99_999_999 }],
      }),
      no,
      422,
      'InvalidData',
    );
    await refused(
      api('presstranslator', 'PUT', `/api/media/articles/${no}/settings`, settings),
      no,
      403,
      'AccessDenied',
    );
    const saved = await api('presswriter', 'PUT', `/api/media/articles/${no}/settings`, settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      kind: 'pressRelease',
      coverImageNo: image!.no,
      tags: ['final', 'vnl'],
      links: [{ subject: 'player', recordNo: player!.no }],
    });
    expect(saved.json().links[0].label).not.toBe(String(player!.no));
  });
});

const PUBLIC = '/vis2009/XmlRequest.asmx';
const gateway = (xml: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: PUBLIC,
    headers: { 'content-type': 'text/xml', accept: 'application/json', ...headers },
    payload: xml,
  });

describe('reading through the gateway', () => {
  it('answers published articles anonymously in the reader’s language, English where none, and hides the others', async () => {
    const { no: translated } = await create('presswriter', { title: 'Gateway EN one' });
    await write('presstranslator', translated, 'fr', {
      title: 'Passerelle FR un',
      summary: 'Résumé',
      body: '<p>Corps</p>',
    });
    const { no: englishOnly } = await create('presswriter', { title: 'Gateway EN two' });
    const { no: draft } = await create('presswriter', { title: 'Gateway draft' });
    for (const no of [translated, englishOnly]) {
      await stepOk('presswriter', no, 'submit');
      await stepOk('pressofficer', no, 'publish');
    }
    const list =
      '<Request Type="GetArticleList" Fields="No Title Summary Body Language Languages Status"><Filter Search="Gateway"/></Request>';
    const french = (await gateway(list, { 'accept-language': 'fr-CH, fr;q=0.9' })).json().data;
    const byNo = new Map(french.map((row: { no: number }) => [row.no, row]));
    expect(byNo.get(translated)).toMatchObject({
      title: 'Passerelle FR un',
      summary: 'Résumé',
      body: '<p>Corps</p>',
      language: 'fr',
      languages: 'en fr',
    });
    expect(byNo.get(englishOnly)).toMatchObject({ title: 'Gateway EN two', language: 'en', languages: 'en' });
    expect(byNo.has(draft)).toBe(false);
    // The same request in English after the French one: the plan is kept per language.
    const english = (await gateway(list, { 'accept-language': 'en' })).json().data;
    expect(english.find((row: { no: number }) => row.no === translated)).toMatchObject({
      title: 'Gateway EN one',
      language: 'en',
    });

    const get = (no: number) => `<Request Type="GetArticle" No="${no}" Fields="Title Status"/>`;
    expect((await gateway(get(draft))).statusCode).toBe(404);
    expect((await gateway(get(translated), { 'accept-language': 'fr' })).json().data.title).toBe('Passerelle FR un');
    expect((await api('coach', 'GET', `/api/media/articles/${draft}`)).statusCode).toBe(404);
    expect((await api('coach', 'GET', `/api/media/articles/${translated}`)).json()).toMatchObject({
      status: 'published',
      role: null,
      steps: [],
    });
    const press = (await gateway(list, { cookie: cookies.get('presswriter')! })).json().data;
    expect(press.map((row: { no: number }) => row.no)).toContain(draft);
    expect(
      (await gateway('<Request Type="GetPressReleaseList" Fields="No"><Filter Search="Gateway"/></Request>')).json()
        .data,
    ).toEqual([]);
  });

  it('saves the English version through SaveArticle, sanitized, by the press roles that write it', async () => {
    const save = (user: User, attributes: Record<string, string | number>) =>
      t.app.inject({
        method: 'POST',
        url: '/proxy',
        headers: { cookie: cookies.get(user)!, 'content-type': 'application/xml' },
        payload: buildRequest({ type: 'SaveArticle', node: { name: 'Article', attributes } }),
      });
    const created = await save('presswriter', {
      Title: 'Saved by the gateway',
      Body: '<p>ok<img src=x onerror=alert(1)></p>',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { no, version, body, status, kind } = created.json().data;
    expect({ body, status, kind }).toEqual({ body: '<p>ok</p>', status: 'draft', kind: 'article' });
    expect((await save('presstranslator', { Title: 'Nope' })).statusCode).toBe(403);
    expect((await save('presswriter', { No: no, Version: version, Status: 'published' })).statusCode).toBe(400);
    const updated = await save('presswriter', { No: no, Version: version, Summary: 'Now with a summary' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await save('presswriter', { No: no, Version: version, Summary: 'Stale' })).statusCode).toBe(409);
    const timeline = (await dossier(no)).timeline.map((event) => event.action);
    expect(timeline).toEqual(['create', 'write']);
  });
});
