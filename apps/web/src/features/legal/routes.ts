import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';

/**
 * Legal (SPEC §2, issue #22): the changes of federation of origin and the determinations of
 * federation (their lists), and one case of either kind.
 */
export const legalRoutes: RouteObject[] = [
  {
    path: 'legal/foo-changes',
    handle: { section: 'federationOfOriginChanges', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['legal'], async () => ({ Component: (await import('./cases-page')).OriginChangesPage })),
  },
  {
    path: 'legal/determinations-of-federation',
    handle: { section: 'determinationsOfFederation', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['legal'], async () => ({ Component: (await import('./cases-page')).DeterminationsPage })),
  },
  {
    path: 'legal/cases/:no',
    handle: { section: 'legalCase', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['legal'], async () => ({ Component: (await import('./case-page')).CasePage })),
  },
];
