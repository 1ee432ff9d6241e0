import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ARTICLE_TRANSITIONS, COMMENTED_STEPS, type ArticleStep } from '@libero/shared/media/articles';
import type { ZArticleStepInput } from '@libero/shared/media/articles-api';
import { articles } from '../../../db/schema/media';
import { AppError } from '../../../lib/app-error';
import { articleAt } from './article-commands';
import { pressRole, recordEvent, type ArticleContext } from './article-context';

/**
 * `POST /api/media/articles/{no}/steps/{step}`: one step of the workflow at the version read (else
 * 409), by a role that takes it (else 403) from the status it starts from (else 409); a send-back
 * says why. Publishing dates the article; the timeline and the audit record every step.
 */
export async function takeStep(
  context: ArticleContext,
  no: number,
  step: ArticleStep,
  input: z.output<typeof ZArticleStepInput>,
): Promise<void> {
  const row = await articleAt(context, no, input.version);
  const transition = ARTICLE_TRANSITIONS[step];
  if (!transition.by.includes(pressRole(context.viewer))) throw new AppError('AccessDenied', `articles: ${step}`);
  if (row.status !== transition.from) throw new AppError('ArticleStepRefused', `${step}: ${row.status}`);
  if (COMMENTED_STEPS.has(step) && input.comment === '') throw new AppError('InvalidData', 'comment');
  await context.db
    .update(articles)
    .set({
      status: transition.to,
      updatedAt: context.now,
      ...(step === 'publish' ? { publishedAt: context.now } : {}),
    })
    .where(eq(articles.no, no));
  await recordEvent(context, row, no, {
    action: step,
    fromStatus: row.status,
    toStatus: transition.to,
    comment: input.comment,
  });
}
