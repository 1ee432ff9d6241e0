import { eq, sql, type SQL } from 'drizzle-orm';
import { canSeeArticles } from '@libero/shared/auth/permissions';
import type { ArticleKind } from '@libero/shared/media/articles';
import type { Db } from '../../../db/connection';
import { articles } from '../../../db/schema/media';
import { AppError } from '../../../lib/app-error';
import type { AuthUser } from '../../../lib/request-auth';

export type ArticleRow = typeof articles.$inferSelect;

export const AUDITED_ENTITY: Readonly<Record<ArticleKind, string>> = {
  article: 'Article',
  pressRelease: 'PressRelease',
};

/** Published records for everyone; every status for admins and holders of the `media.articles` grant. */
export function visibleArticles(viewer: AuthUser | null): SQL | undefined {
  return viewer && canSeeArticles(viewer) ? undefined : sql`${articles.status} = 'published'`;
}

/** The article, locked until the transaction ends when `lock`; 404 for a viewer who may not see it. */
export async function visibleArticle(db: Db, viewer: AuthUser | null, no: number, lock = false): Promise<ArticleRow> {
  const query = db.select().from(articles).where(eq(articles.no, no));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (row.status !== 'published' && visibleArticles(viewer) !== undefined))
    throw new AppError('NotFound', `article ${no}`);
  return row;
}

export const userName = (viewer: AuthUser) => `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.username;
