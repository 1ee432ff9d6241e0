import { eq } from 'drizzle-orm';
import type { Language } from '@libero/shared/i18n/languages';
import {
  ARTICLE_CREATORS,
  canEditArticleSettings,
  editableLanguages,
  pressRoleOf,
  type ArticleStatus,
  type PressRole,
} from '@libero/shared/media/articles';
import type { Db } from '../../../db/connection';
import { articleEvents, articles } from '../../../db/schema/media';
import { AppError } from '../../../lib/app-error';
import type { AuthUser } from '../../../lib/request-auth';
import { writeAudit, type Actor } from '../../audit';
import { AUDITED_ENTITY, userName, type ArticleRow } from './article-records';

/** What an article command works with: `db` is its transaction. */
export type ArticleContext = { db: Db; viewer: AuthUser; actor: Actor; now: Date };

type ArticleEvent = {
  action: string;
  fromStatus: ArticleStatus | null;
  toStatus: ArticleStatus | null;
  language?: Language;
  comment?: string;
};

/** A line of the article's timeline, by `viewer`. */
export async function insertEvent(db: Db, viewer: AuthUser, articleNo: number, event: ArticleEvent): Promise<void> {
  await db.insert(articleEvents).values({
    articleNo,
    ...event,
    comment: event.comment || null,
    byUserNo: viewer.no,
    byUserName: userName(viewer),
  });
}

/** A line of the timeline, and the audit entry with the article before and after. */
export async function recordEvent(context: ArticleContext, before: ArticleRow | null, no: number, event: ArticleEvent) {
  const { db, viewer, actor } = context;
  await insertEvent(db, viewer, no, event);
  const [after] = await db.select().from(articles).where(eq(articles.no, no));
  const entity = AUDITED_ENTITY[after?.kind ?? 'article'];
  await writeAudit(db, actor, { action: event.action, entity, entityNo: no, before, after });
}

/** The viewer's press role; 403 without one. */
export function pressRole(viewer: AuthUser): PressRole {
  const role = pressRoleOf(viewer);
  if (!role) throw new AppError('AccessDenied', 'articles');
  return role;
}

export function checkCreator(viewer: AuthUser): void {
  if (!ARTICLE_CREATORS.includes(pressRole(viewer))) throw new AppError('AccessDenied', 'articles: creating');
}

/**
 * Refuses writing `language` on the article: 403 to a role that never writes it (a translator the
 * English original), 409 when its status does not let the role write now.
 */
export function checkWritable(viewer: AuthUser, row: ArticleRow, language: Language): void {
  const role = pressRole(viewer);
  if (editableLanguages(row.status, role).includes(language)) return;
  if (!editableLanguages('draft', role).includes(language)) throw new AppError('AccessDenied', `articles: ${language}`);
  throw new AppError('ArticleStepRefused', `writing: ${row.status}`);
}

/** Refuses changing the cover, tags and links, as `checkWritable` refuses a text. */
export function checkSettingsWritable(viewer: AuthUser, row: ArticleRow): void {
  const role = pressRole(viewer);
  if (canEditArticleSettings(row.status, role)) return;
  if (!canEditArticleSettings('draft', role)) throw new AppError('AccessDenied', 'articles: settings');
  throw new AppError('ArticleStepRefused', `settings: ${row.status}`);
}
