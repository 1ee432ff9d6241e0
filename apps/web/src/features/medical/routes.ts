import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';

/** Medical (SPEC §2, issue #24): the players' injuries, confidential (their list, one injury). */
export const medicalRoutes: RouteObject[] = [
  {
    path: 'medical/injuries',
    handle: { section: 'injuries', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['injuries', 'forms'], async () => ({
      Component: (await import('./injuries/injuries-page')).InjuriesPage,
    })),
  },
  {
    path: 'medical/injuries/:no',
    handle: { section: 'injury', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['injuries', 'forms'], async () => ({
      Component: (await import('./injuries/injury-page')).InjuryPage,
    })),
  },
];
