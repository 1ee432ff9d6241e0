import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { Language } from '@libero/shared/i18n/languages';
import type { ArticleKind, ArticleStep } from '@libero/shared/media/articles';
import {
  ZArticleDossier,
  type TArticleDossier,
  type ZArticleCreate,
  type ZArticleSettingsSave,
  type ZArticleStepInput,
  type ZArticleTextSave,
} from '@libero/shared/media/articles-api';
import { getJson, http, parseAnswer, postJson, putJson } from '../../../lib/http';

/** Uploads may take longer than the wrapper's 10 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

export const articleKeys = {
  all: ['articles'] as const,
  article: (no: number) => [...articleKeys.all, 'article', no] as const,
};

/** The registry entity listing each kind. */
export const ARTICLE_ENTITIES: Readonly<Record<ArticleKind, string>> = {
  article: 'Article',
  pressRelease: 'PressRelease',
};

export const ARTICLES_PATH = '/media/articles';
export const articlePagePath = (no: number) => `${ARTICLES_PATH}/${no}`;
export const newArticlePath = (kind: ArticleKind) => `${ARTICLES_PATH}/new?kind=${kind}`;
/** An uploaded image at the size pages show it (a cover, a photo in a text). */
export const imageUrl = (imageNo: number) => `/api/media/images/${imageNo}/web`;

const articlePath = (no: number) => `/api/media/articles/${no}`;

/** `GET /api/media/articles/{no}`: every language version, links, tags, timeline and the viewer's steps. */
export function articleQuery(no: number) {
  return queryOptions({
    queryKey: articleKeys.article(no),
    queryFn: () => getJson(articlePath(no), ZArticleDossier),
    // The page says itself why it cannot show the article.
    meta: { silent: true },
  });
}

export function createArticle(body: z.input<typeof ZArticleCreate>): Promise<TArticleDossier> {
  return postJson('/api/media/articles', body, ZArticleDossier);
}

export function saveText(no: number, language: Language, body: z.input<typeof ZArticleTextSave>) {
  return putJson(`${articlePath(no)}/texts/${language}`, body, ZArticleDossier);
}

export function saveSettings(no: number, body: z.input<typeof ZArticleSettingsSave>) {
  return putJson(`${articlePath(no)}/settings`, body, ZArticleDossier);
}

export function takeStep(no: number, step: ArticleStep, body: z.input<typeof ZArticleStepInput>) {
  return postJson(`${articlePath(no)}/steps/${step}`, body, ZArticleDossier);
}

/** `POST /api/media/images` (multipart, no album): an image of its own, an article's cover or a photo in its text. */
export async function uploadImage(file: File): Promise<number> {
  const form = new FormData();
  form.append('file', file);
  const body = await http.post('/api/media/images', { body: form, timeout: UPLOAD_TIMEOUT_MS }).json<unknown>();
  return parseAnswer(z.object({ no: z.number() }), body, 'POST /api/media/images').no;
}
