import { sql } from 'drizzle-orm';
import type { ArticleKind } from '@libero/shared/media/articles';
import { Article, PressRelease } from '@libero/shared/registry/media';
import type { EntityDef } from '@libero/shared/registry/types';
import type { Db } from '../../../db/connection';
import { articles, articleTranslations } from '../../../db/schema/media';
import type { EntityBinding } from '../../../gateway/binding';
import type { WriteValues } from '../../../gateway/values';
import type { AuthUser } from '../../../lib/request-auth';
import { ARTICLE_COLUMNS, ARTICLE_SEARCH_TEXT, ARTICLE_TAG_SUBJECT, textsIn } from './article-columns';
import { checkCreator, checkSettingsWritable, checkWritable, insertEvent } from './article-context';
import { userName, visibleArticle, visibleArticles } from './article-records';
import { sanitizeBody } from './rich-text';

const TEXT_FIELDS = ['Title', 'Summary', 'Body'] as const;

/** Writes one column of the English version (a new article's row is made by the first of them). */
const englishText = (column: 'title' | 'summary' | 'body') => async (db: Db, no: number, value: unknown) => {
  const text = value === null ? '' : String(value);
  await db
    .insert(articleTranslations)
    .values({ articleNo: no, language: 'en', title: '', [column]: text })
    .onConflictDoUpdate({
      target: [articleTranslations.articleNo, articleTranslations.language],
      set: { [column]: text, updatedAt: new Date() },
    });
};

/**
 * A gateway Save: a new record is a draft of this kind by its writer; an existing one is written as
 * the JSON routes write it (the English text by whom the status lets, the cover by whom sets it),
 * its body sanitized. The status only moves by steps.
 */
function prepareArticle(kind: ArticleKind) {
  return async (db: Db, values: WriteValues, no: number, viewer: AuthUser): Promise<WriteValues> => {
    const written = 'Body' in values ? { ...values, Body: sanitizeBody(String(values.Body ?? '')) } : values;
    if (no === 0) {
      checkCreator(viewer);
      return { ...written, Kind: kind, AuthorUserNo: viewer.no, AuthorName: userName(viewer) };
    }
    const row = await visibleArticle(db, viewer, no, true);
    if (TEXT_FIELDS.some((field) => field in values)) checkWritable(viewer, row, 'en');
    if ('NoCoverImage' in values) checkSettingsWritable(viewer, row);
    await insertEvent(db, viewer, no, {
      action: 'write',
      fromStatus: row.status,
      toStatus: row.status,
      language: 'en',
    });
    return written;
  };
}

function articleBinding(entity: EntityDef, kind: ArticleKind): EntityBinding {
  return {
    entity,
    from: sql`${articles}`,
    where: sql`${articles.kind} = ${kind}`,
    columns: ARTICLE_COLUMNS,
    localized: textsIn,
    searchText: ARTICLE_SEARCH_TEXT,
    tagSubject: ARTICLE_TAG_SUBJECT,
    visibleTo: visibleArticles,
    write: {
      table: articles,
      no: articles.no,
      version: articles.version,
      columns: {
        NoCoverImage: articles.coverImageNo,
        Kind: articles.kind,
        AuthorUserNo: articles.authorUserNo,
        AuthorName: articles.authorName,
      },
      writers: { Title: englishText('title'), Summary: englishText('summary'), Body: englishText('body') },
      prepare: prepareArticle(kind),
      created: (db: Db, no: number, viewer: AuthUser) =>
        insertEvent(db, viewer, no, { action: 'create', fromStatus: null, toStatus: 'draft', language: 'en' }),
    },
  };
}

export const ARTICLE_BINDINGS: readonly EntityBinding[] = [
  articleBinding(Article, 'article'),
  articleBinding(PressRelease, 'pressRelease'),
];
