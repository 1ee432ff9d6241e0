import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';

/** The registry's possible duplicates (issue #40). */
export const duplicatesRoutes: RouteObject[] = [
  {
    path: 'possible-duplicates',
    handle: { section: 'possibleDuplicates', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['duplicates'], async () => ({
      Component: (await import('./possible-duplicates-page')).PossibleDuplicatesPage,
    })),
  },
];
