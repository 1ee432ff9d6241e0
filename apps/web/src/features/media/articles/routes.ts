import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/routing/route-meta';
import { lazyRoute } from '../../../lib/routing/lazy-route';
import { APP_META } from '../../../lib/routing/planned-route';

const handle = { section: 'articles', meta: APP_META } satisfies RouteHandle;

/** Articles and press releases (SPEC §2, issue #24): their lists, a new draft, and one article. */
export const articleRoutes: RouteObject[] = [
  {
    path: 'media/articles',
    handle,
    lazy: lazyRoute(['articles'], async () => ({ Component: (await import('./articles-page')).ArticlesPage })),
  },
  {
    path: 'media/articles/new',
    handle,
    lazy: lazyRoute(['articles'], async () => ({ Component: (await import('./new-article-page')).NewArticlePage })),
  },
  {
    path: 'media/articles/:no',
    handle,
    lazy: lazyRoute(['articles'], async () => ({ Component: (await import('./article-page')).ArticlePage })),
  },
];
