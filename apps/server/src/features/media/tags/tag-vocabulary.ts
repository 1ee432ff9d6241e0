import { and, eq, sql } from 'drizzle-orm';
import type { ArticleKind } from '@libero/shared/media/articles';
import type { Db } from '../../../db/connection';
import { articles } from '../../../db/schema/media';
import { recordTags, tags } from '../../../db/schema/tags';
import { ARTICLE_TAG_SUBJECT } from '../articles/article-columns';

/** Makes the vocabulary's rows of tags a writer has just used, for those it did not hold yet. */
export async function addToVocabulary(db: Db, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: tags.name });
}

/** Every article and press release tagged `from` is tagged `to` instead (a tag renamed). */
export async function renameArticleTags(db: Db, from: string, to: string): Promise<void> {
  await db
    .update(recordTags)
    .set({ tag: to })
    .where(and(eq(recordTags.subject, ARTICLE_TAG_SUBJECT), eq(recordTags.tag, from)));
}

/** No article or press release carries `name` any more (a tag removed). */
export async function dropArticleTag(db: Db, name: string): Promise<void> {
  await db.delete(recordTags).where(and(eq(recordTags.subject, ARTICLE_TAG_SUBJECT), eq(recordTags.tag, name)));
}

/** The published texts of `kind` tagged with the tag of the row read. */
export const publishedTagged = (kind: ArticleKind) =>
  sql`(select count(*)::int from ${recordTags} join ${articles} on ${articles.no} = ${recordTags.recordNo}
    where ${recordTags.subject} = ${ARTICLE_TAG_SUBJECT} and ${recordTags.tag} = ${tags.name}
    and ${articles.kind} = ${kind} and ${articles.status} = 'published')`;

/** Some published text, of either kind, carries the tag of the row read. */
export const somePublishedTagged = sql`exists (select 1 from ${recordTags} join ${articles} on ${articles.no} = ${recordTags.recordNo}
    where ${recordTags.subject} = ${ARTICLE_TAG_SUBJECT} and ${recordTags.tag} = ${tags.name}
    and ${articles.status} = 'published')`;
