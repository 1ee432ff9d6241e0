import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '@libero/shared/i18n/languages';
import type {
  TArticleLink,
  ZArticleCreate,
  ZArticleSettingsSave,
  ZArticleTextSave,
} from '@libero/shared/media/articles-api';
import { beachTournaments } from '../../../db/schema/beach';
import { volleyTeams, volleyTournaments } from '../../../db/schema/competitions';
import type { Db } from '../../../db/connection';
import { articleLinks, articles, articleTranslations, images } from '../../../db/schema/media';
import { persons } from '../../../db/schema/people';
import { recordTags } from '../../../db/schema/tags';
import { AppError } from '../../../lib/app-error';
import { ARTICLE_TAG_SUBJECT } from './article-columns';
import {
  checkCreator,
  checkSettingsWritable,
  checkWritable,
  recordEvent,
  type ArticleContext,
} from './article-context';
import { userName, visibleArticle, type ArticleRow } from './article-records';
import { addToVocabulary } from '../tags/tag-vocabulary';
import { sanitizeBody } from './rich-text';

type Text = { title: string; summary: string; body: string };

/** Writes one language version (its body sanitized), by the viewer. */
async function writeText(context: ArticleContext, no: number, language: Language, text: Text): Promise<void> {
  const values = { ...text, body: sanitizeBody(text.body), writtenByUserNo: context.viewer.no, updatedAt: context.now };
  await context.db
    .insert(articleTranslations)
    .values({ articleNo: no, language, ...values })
    .onConflictDoUpdate({ target: [articleTranslations.articleNo, articleTranslations.language], set: values });
}

/** `POST /api/media/articles`: a draft with its English version, by a writer or a press administrator. */
export async function createArticle(context: ArticleContext, input: z.output<typeof ZArticleCreate>): Promise<number> {
  const { db, viewer } = context;
  checkCreator(viewer);
  const [created] = await db
    .insert(articles)
    .values({ kind: input.kind, authorUserNo: viewer.no, authorName: userName(viewer) })
    .returning({ no: articles.no });
  const no = created!.no;
  await writeText(context, no, 'en', input);
  await recordEvent(context, null, no, { action: 'create', fromStatus: null, toStatus: 'draft', language: 'en' });
  return no;
}

/** The article at the version read (409 otherwise), locked. */
export async function articleAt(context: ArticleContext, no: number, version: number): Promise<ArticleRow> {
  const row = await visibleArticle(context.db, context.viewer, no, true);
  if (row.version !== version) throw new AppError('Conflict', 'version');
  return row;
}

/** Takes the article's next version: what was read before this change is stale. */
const touch = (context: ArticleContext, no: number) =>
  context.db.update(articles).set({ updatedAt: context.now }).where(eq(articles.no, no));

/** `PUT /api/media/articles/{no}/texts/{language}`. */
export async function saveText(
  context: ArticleContext,
  no: number,
  language: Language,
  input: z.output<typeof ZArticleTextSave>,
): Promise<void> {
  const row = await articleAt(context, no, input.version);
  checkWritable(context.viewer, row, language);
  await writeText(context, no, language, input);
  await touch(context, no);
  await recordEvent(context, row, no, { action: 'write', fromStatus: row.status, toStatus: row.status, language });
}

const LINKED_TABLES = {
  player: persons,
  volleyTeam: volleyTeams,
  volleyTournament: volleyTournaments,
  beachTournament: beachTournaments,
} as const;

/** Every linked record exists (a link to nothing is invalid, not a database error). */
async function checkLinks(db: Db, links: readonly TArticleLink[]): Promise<void> {
  for (const [subject, table] of Object.entries(LINKED_TABLES)) {
    const nos = [...new Set(links.filter((link) => link.subject === subject).map((link) => link.recordNo))];
    if (nos.length === 0) continue;
    const found = await db.select({ no: table.no }).from(table).where(inArray(table.no, nos));
    if (found.length !== nos.length) throw new AppError('InvalidData', `links: ${subject}`);
  }
}

async function checkCover(db: Db, imageNo: number | null): Promise<void> {
  if (imageNo === null) return;
  const [found] = await db.select({ no: images.no }).from(images).where(eq(images.no, imageNo));
  if (!found) throw new AppError('InvalidData', 'coverImageNo');
}

/** `PUT /api/media/articles/{no}/settings`: kind, cover image, tags and links, each replaced whole. */
export async function saveSettings(
  context: ArticleContext,
  no: number,
  input: z.output<typeof ZArticleSettingsSave>,
): Promise<void> {
  const { db } = context;
  const row = await articleAt(context, no, input.version);
  checkSettingsWritable(context.viewer, row);
  await checkCover(db, input.coverImageNo);
  await checkLinks(db, input.links);
  const tags = [...new Set(input.tags)];
  await db.delete(recordTags).where(and(eq(recordTags.subject, ARTICLE_TAG_SUBJECT), eq(recordTags.recordNo, no)));
  if (tags.length)
    await db.insert(recordTags).values(tags.map((tag) => ({ subject: ARTICLE_TAG_SUBJECT, recordNo: no, tag })));
  await addToVocabulary(db, tags);
  await db.delete(articleLinks).where(eq(articleLinks.articleNo, no));
  if (input.links.length)
    await db
      .insert(articleLinks)
      .values(input.links.map((link) => ({ articleNo: no, ...link })))
      .onConflictDoNothing();
  await db
    .update(articles)
    .set({ kind: input.kind, coverImageNo: input.coverImageNo, updatedAt: context.now })
    .where(eq(articles.no, no));
  await recordEvent(context, row, no, { action: 'settings', fromStatus: row.status, toStatus: row.status });
}
