import { inArray, sql } from 'drizzle-orm';
import {
  articleStepsFor,
  editableLanguages,
  pressRoleOf,
  type ArticleStatus,
  type PressRole,
} from '@libero/shared/media/articles';
import type { TWorkItem } from '@libero/shared/work-queue/work-queue-api';
import type { Db } from '../../../db/connection';
import { articles, articleTranslations } from '../../../db/schema/media';
import type { AuthUser } from '../../../lib/request-auth';
import type { WorkSource } from '../../work-queue';

type Candidate = { no: number; status: ArticleStatus; authorUserNo: number | null; title: string; languages: string[] };

/**
 * What an article asks of the viewer's press role: a review (the officers' `publish`); its
 * submission, of its own author; a translation, of a translator, in the languages it lacks.
 */
function reasonFor(viewer: AuthUser, role: PressRole, article: Candidate): string | null {
  const steps = articleStepsFor(article.status, role);
  if (steps.includes('publish')) return 'articles.review';
  if (steps.includes('submit') && article.authorUserNo === viewer.no) return 'articles.submit';
  if (role !== 'translator' || article.status === 'draft') return null;
  const missing = editableLanguages(article.status, role).filter((language) => !article.languages.includes(language));
  return missing.length > 0 ? 'articles.translate' : null;
}

/** The articles and press releases waiting on the viewer, by the press workflow's own rules. */
async function itemsFor(db: Db, viewer: AuthUser): Promise<TWorkItem[]> {
  const role = pressRoleOf(viewer);
  if (!role) return [];
  const rows = await db
    .select({
      no: articles.no,
      status: articles.status,
      authorUserNo: articles.authorUserNo,
      title: sql<string>`(select t.title from ${articleTranslations} as t where t.article_no = ${articles.no} and t.language = 'en')`,
      languages: sql<
        string[]
      >`array(select t.language::text from ${articleTranslations} as t where t.article_no = ${articles.no})`,
    })
    .from(articles)
    .where(inArray(articles.status, ['draft', 'inReview', 'published']));
  return rows.flatMap((article) => {
    const reason = reasonFor(viewer, role, article);
    if (!reason) return [];
    return [
      {
        key: `articles:${article.no}:${reason}`,
        area: 'media' as const,
        reason,
        title: article.title ?? '',
        path: `/media/articles/${article.no}`,
        dueDay: null,
        overdue: false,
      },
    ];
  });
}

export const articleWork: WorkSource = { area: 'media', itemsFor: (db, viewer) => itemsFor(db, viewer) };
