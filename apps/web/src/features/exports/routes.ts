import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';

/** "My exports" (issue #25): the exports a user saved or is shared, run again in one click. */
export const exportsRoutes: RouteObject[] = [
  {
    path: 'users/me/exports',
    handle: { section: 'myExports', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['exports', 'table'], async () => ({
      Component: (await import('./my-exports-page')).MyExportsPage,
    })),
  },
];
