import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';

/** The dashboard at `/`, and the page for any path no route knows (public, so it never asks to sign in). */
export const coreRoutes: RouteObject[] = [
  {
    index: true,
    handle: { section: 'dashboard', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['dashboard', 'projects', 'empowerment', 'transfers'], async () => ({
      Component: (await import('./dashboard-page')).DashboardPage,
    })),
  },
];

/** Registered last: it matches everything. */
export const notFoundRoute: RouteObject = {
  path: '*',
  handle: { meta: { public: true, layout: 'app' } } satisfies RouteHandle,
  lazy: lazyRoute([], async () => ({ Component: (await import('./not-found-page')).NotFoundPage })),
};
