import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES } from '@libero/shared/media/articles';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { articleLinks, articles, articleTranslations } from '../../../db/schema/media';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the articles demo', () => {
  it('holds articles and press releases in every status, translated, linked, one with a public cover', async () => {
    const db = t.app.identityDb.db;
    const rows = await db.select().from(articles);
    expect([...new Set(rows.map((row) => row.status))].sort()).toEqual([...ARTICLE_STATUSES].sort());
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['article', 'pressRelease']));
    const languages = new Set((await db.select().from(articleTranslations)).map((text) => text.language));
    expect(languages).toEqual(new Set(['en', 'fr', 'es']));
    expect(await db.select().from(articleLinks)).not.toHaveLength(0);

    const covered = rows.find((row) => row.coverImageNo !== null && row.status === 'published');
    const cover = await t.app.inject({ url: `/api/media/images/${covered!.coverImageNo}/web` });
    expect(cover.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'POST',
      url: '/vis2009/XmlRequest.asmx',
      headers: { 'content-type': 'text/xml', accept: 'application/json', 'accept-language': 'fr' },
      payload: `<Request Type="GetArticleList" Fields="No Title Language CoverImageUrl"><Filter No="${covered!.no}"/></Request>`,
    });
    expect(list.json().data).toEqual([
      {
        no: covered!.no,
        title: 'Sacre au terme d’une finale en cinq sets',
        language: 'fr',
        coverImageUrl: `/api/media/images/${covered!.coverImageNo}/web`,
      },
    ]);
  });
});
