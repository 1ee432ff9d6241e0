import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';

const GUEST_ONLY: RouteHandle = { meta: { guestOnly: true, layout: 'auth' } };

/** Signing in, forgotten and reset passwords (guests only), and "my account". */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: GUEST_ONLY,
    lazy: lazyRoute(['auth'], async () => ({ Component: (await import('./login-page')).LoginPage })),
  },
  {
    path: 'forgot-password',
    handle: GUEST_ONLY,
    lazy: lazyRoute(['auth'], async () => ({
      Component: (await import('./forgot-password-page')).ForgotPasswordPage,
    })),
  },
  {
    path: 'reset-password/:token',
    handle: GUEST_ONLY,
    lazy: lazyRoute(['auth'], async () => ({
      Component: (await import('./reset-password-page')).ResetPasswordPage,
    })),
  },
  {
    path: 'users/me',
    handle: { section: 'myAccount', meta: APP_META } satisfies RouteHandle,
    // The password rule's hint is the reset page's (`auth`).
    lazy: lazyRoute(['account', 'auth'], async () => ({
      Component: (await import('./my-account-page')).MyAccountPage,
    })),
  },
];
