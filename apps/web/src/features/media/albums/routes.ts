import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/routing/route-meta';
import { lazyRoute } from '../../../lib/routing/lazy-route';
import { APP_META } from '../../../lib/routing/planned-route';

const handle = { section: 'albums', meta: APP_META } satisfies RouteHandle;

/** Albums (SPEC §2, issue #24): their list, and one album with its photos. */
export const albumRoutes: RouteObject[] = [
  {
    path: 'media/albums',
    handle,
    lazy: lazyRoute(['albums'], async () => ({ Component: (await import('./albums-page')).AlbumsPage })),
  },
  {
    path: 'media/albums/:no',
    handle,
    lazy: lazyRoute(['albums'], async () => ({ Component: (await import('./album-page')).AlbumPage })),
  },
];
