import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';

/** The help is public, like the privacy policy: in the app shell when signed in, plain otherwise. */
const HELP_HANDLE = { meta: { public: true, layout: 'app' } } satisfies RouteHandle;

/** The in-app help (issue #38): the guides (`/help`) and each guide (`/help/:guide`). */
export const helpRoutes: RouteObject[] = [
  {
    path: 'help',
    handle: HELP_HANDLE,
    lazy: lazyRoute(['help'], async () => ({ Component: (await import('./help-page')).HelpPage })),
  },
  {
    path: 'help/:guide',
    handle: HELP_HANDLE,
    lazy: lazyRoute(['help'], async () => ({ Component: (await import('./guide-page')).GuidePage })),
  },
];
