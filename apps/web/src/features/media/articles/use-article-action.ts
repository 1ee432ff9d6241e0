import type { TArticleDossier } from '@libero/shared/media/articles-api';
import { refusedWith, useDossierAction } from '../../../lib/dossier-action';
import { entityKeys } from '../../../lib/entities/entity-queries';
import { ARTICLE_ENTITIES, articleKeys } from './articles-api';

/** Refusals meaning the page shows an outdated article (a stale version, a status since changed): it is read again. */
const STALE_CODES: ReadonlySet<string> = new Set(['Conflict', 'ArticleStepRefused']);

export const isStale = (error: unknown) => refusedWith(STALE_CODES, error);

/** Runs the actions on one article (a text, its settings, a step); both lists are read again. */
export function useArticleAction(no: number) {
  return useDossierAction<TArticleDossier>({
    dossierKey: articleKeys.article(no),
    alsoChanged: Object.values(ARTICLE_ENTITIES).map((entity) => entityKeys.all(entity)),
    staleCodes: STALE_CODES,
    kind: 'article-action',
  });
}
