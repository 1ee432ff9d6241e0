import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';

/** Transfers of volleyball players between clubs of different federations (SPEC §2): the list, and one transfer. */
export const transfersRoutes: RouteObject[] = [
  {
    path: 'volley/transfers',
    handle: { section: 'volleyTransfers', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['transfers'], async () => ({ Component: (await import('./transfers-page')).TransfersPage })),
  },
  {
    path: 'volley/transfers/:no',
    handle: { section: 'volleyTransfers', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['transfers'], async () => ({ Component: (await import('./transfer-page')).TransferPage })),
  },
];
