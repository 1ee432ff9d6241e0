import { createBrowserRouter, matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { authCheckQuery } from '../features/auth/api';
import { PLANNED_SECTIONS } from '../features/core/sections';
import { loadNamespaces } from '../lib/i18n';
import { guardDecision, isPublicRoute, type RouteHandle, type RouteMeta } from './guard';
import { queryClient } from './query-client';
import { LoadingScreen, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

const PUBLIC: RouteHandle = { meta: { public: true } };
const GUEST_ONLY: RouteHandle = { meta: { guestOnly: true } };

/** Loads a route module together with the translation namespaces its page uses. */
async function withNamespaces<T>(namespaces: readonly string[], load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
  return module;
}

function metasOf(pathname: string): RouteMeta[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const meta = (match.route.handle as RouteHandle | undefined)?.meta;
    return meta ? [meta] : [];
  });
}

/** SPEC §2, on every navigation: decides from the matched routes' metadata and the auth check. */
async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const metas = metasOf(url.pathname);
  const authenticated = isPublicRoute(metas)
    ? false
    : (await queryClient.ensureQueryData(authCheckQuery)).status === 'authenticated';
  const decision = guardDecision({ metas, authenticated, pathname: url.pathname, search: url.search });
  if (decision.kind === 'redirect') throw redirect(decision.to);
  return null;
}

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: LoadingScreen,
    loader: guardLoader,
    // The guard runs on every navigation, not only when the root's params change.
    shouldRevalidate: () => true,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
        children: [
          {
            path: 'login',
            handle: GUEST_ONLY,
            lazy: () =>
              withNamespaces(['auth'], async () => ({
                Component: (await import('../features/auth/login-page')).LoginPage,
              })),
          },
          {
            path: 'forgot-password',
            handle: GUEST_ONLY,
            lazy: () =>
              withNamespaces(['auth'], async () => ({
                Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
              })),
          },
          {
            path: 'reset-password/:token',
            handle: GUEST_ONLY,
            lazy: () =>
              withNamespaces(['auth'], async () => ({
                Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
              })),
          },
        ],
      },
      {
        lazy: async () => {
          const { AppLayout, appLayoutLoader } = await import('./layouts/app-layout');
          return { Component: AppLayout, loader: appLayoutLoader };
        },
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/core/home-page')).HomePage }),
          },
          ...PLANNED_SECTIONS.map((section): RouteObject => ({
            path: section.path,
            ...(section.id ? { id: section.id } : {}),
            handle: { section: section.key } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/core/planned-page')).PlannedPage }),
          })),
        ],
      },
      {
        path: '*',
        handle: PUBLIC,
        lazy: async () => ({ Component: (await import('../features/core/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
