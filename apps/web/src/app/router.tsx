import { createBrowserRouter, matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { canOpenEmpowermentAdmin } from '@libero/shared/auth/permissions';
import { actorOf } from '../lib/session/actor';
import { authCheckQuery, authKeys, currentUserQuery } from '../lib/session/current-user';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { beachRoutes } from '../features/beach/routes';
import { bodiesRoutes } from '../features/bodies/routes';
import { coreRoutes, notFoundRoute } from '../features/core/routes';
import { empowermentRoutes } from '../features/empowerment/routes';
import { legalRoutes } from '../features/legal/routes';
import { mediaRoutes } from '../features/media/routes';
import { medicalRoutes } from '../features/medical/routes';
import { pagesRoutes } from '../features/pages/routes';
import { personRoutes } from '../features/person/routes';
import { playersRoutes } from '../features/players/routes';
import { transfersRoutes } from '../features/transfers/routes';
import { volleyRoutes } from '../features/volley/routes';
import { httpStatusOf } from '../lib/http';
import { loadNamespaces } from '../lib/i18n';
import { guardDecision, isPublicRoute, layoutOf } from './guard';
import { HOME_PATH, loginPath, type RouteHandle, type RouteMeta } from '../lib/routing/route-meta';
import { keepEnvironmentAllowed } from './network';
import { queryClient } from './query-client';
import { loadAppLayout, LoadingScreen, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { routePathById } from './route-paths';

/** SPEC §2/§7: the feature areas, each registering its own routes (pages load lazily). */
const AREA_ROUTES: readonly RouteObject[][] = [
  authRoutes,
  coreRoutes,
  bodiesRoutes,
  personRoutes,
  playersRoutes,
  volleyRoutes,
  transfersRoutes,
  beachRoutes,
  legalRoutes,
  mediaRoutes,
  medicalRoutes,
  empowermentRoutes,
  adminRoutes,
  pagesRoutes,
];

function metasOf(pathname: string): RouteMeta[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const meta = (match.route.handle as RouteHandle | undefined)?.meta;
    return meta ? [meta] : [];
  });
}

/** The signed-in user; a session that ended since the check starts again from the sign-in page. */
async function loadCurrentUser(url: URL): Promise<TCurrentUser> {
  try {
    return await queryClient.ensureQueryData(currentUserQuery);
  } catch (error) {
    if (httpStatusOf(error) !== 401) throw error;
    queryClient.removeQueries({ queryKey: authKeys.all });
    throw redirect(loginPath(url.pathname === HOME_PATH ? undefined : `${url.pathname}${url.search}`));
  }
}

/** On a public page: the user when someone is signed in (to show the shell), else nothing. */
async function currentUserIfAny(): Promise<TCurrentUser | undefined> {
  try {
    const check = await queryClient.ensureQueryData(authCheckQuery);
    return check.status === 'authenticated' ? await queryClient.ensureQueryData(currentUserQuery) : undefined;
  } catch {
    return undefined; // a public page shows even when the server cannot be reached
  }
}

/** What the app shell needs before it renders: an allowed network and its texts. */
async function prepareShell(user: TCurrentUser | undefined): Promise<void> {
  if (!user) return;
  keepEnvironmentAllowed(user);
  await Promise.all([loadNamespaces(['shell']), loadAppLayout()]);
}

/** SPEC §2, on every navigation: decides from the matched routes' metadata and the auth check. */
async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const metas = metasOf(url.pathname);
  if (isPublicRoute(metas)) {
    if (layoutOf(metas) === 'app') await prepareShell(await currentUserIfAny());
    return null;
  }
  const authenticated = (await queryClient.ensureQueryData(authCheckQuery)).status === 'authenticated';
  const guestOnly = metas.some((meta) => meta.guestOnly === true);
  const user = authenticated && !guestOnly ? await loadCurrentUser(url) : undefined;
  const decision = guardDecision({
    metas,
    authenticated,
    pathname: url.pathname,
    search: url.search,
    empowermentAdmin: user ? canOpenEmpowermentAdmin(actorOf(user)) : false,
  });
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (decision.kind === 'redirectToRoute') throw redirect(routePathById(routes, decision.routeId) ?? HOME_PATH);
  await prepareShell(user);
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
    children: [...AREA_ROUTES.flat(), notFoundRoute],
  },
];

export const router = createBrowserRouter(routes);
