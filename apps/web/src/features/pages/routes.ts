import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';

/** Public pages (SPEC §2): the privacy policy, in the app shell when signed in, plain otherwise. */
export const pagesRoutes: RouteObject[] = [
  {
    path: 'privacy-policy',
    handle: { section: 'privacyPolicy', meta: { public: true, layout: 'app' } } satisfies RouteHandle,
    lazy: lazyRoute(['pages'], async () => ({
      Component: (await import('./privacy-policy-page')).PrivacyPolicyPage,
    })),
  },
];
