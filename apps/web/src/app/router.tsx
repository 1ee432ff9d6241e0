import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { canOpenEmpowermentAdmin } from '@libero/shared/auth/permissions';
import { actorOf } from '../lib/session/actor';
import { authCheckQuery, authKeys, currentUserQuery } from '../lib/session/current-user';
import { authRoutes } from '../features/auth/routes';
import { notFoundRoute } from '../features/core/routes';
import { httpStatusOf } from '../lib/http';
import { loadNamespaces } from '../lib/i18n';
import { guardDecision, isPublicRoute, layoutOf } from './guard';
import { HOME_PATH, loginPath, type RouteHandle, type RouteMeta } from '../lib/routing/route-meta';
import { keepEnvironmentAllowed } from './network';
import { queryClient } from './query-client';
import { loadAppLayout, LoadingScreen, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { routePathById } from './route-paths';

/**
 * The routes the router knows so far, under the root: at first only the sign-in pages' and the
 * not-found page (which matches every other path), then every area's (`area-routes.ts`), added by
 * `discoverAreas` on the first path the sign-in pages do not cover. The guard matches against it.
 */
const knownRoutes: RouteObject[] = [...authRoutes, notFoundRoute];

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
    children: knownRoutes,
  },
];

let areasLoaded: Promise<readonly RouteObject[]> | undefined;
let areasPatched = false;

/** The areas' routes, loaded once (again after a failed load; the error page reloads for a missing module). */
function loadAreas(): Promise<readonly RouteObject[]> {
  areasLoaded ??= import('./area-routes').then(
    ({ AREA_ROUTES }) => {
      knownRoutes.splice(knownRoutes.length - 1, 0, ...AREA_ROUTES);
      return AREA_ROUTES;
    },
    (error: unknown) => {
      areasLoaded = undefined;
      throw error;
    },
  );
  return areasLoaded;
}

/**
 * React Router asks on the first navigation to a path only the not-found page matches: the areas'
 * routes load then, and are given to the router. A navigation overtaken by another (signing in
 * navigates twice) has its `patch` ignored: the areas are given again until one is not.
 */
const discoverAreas: PatchRoutesOnNavigationFunction = async ({ patch, signal }) => {
  const areas = await loadAreas();
  if (areasPatched || signal.aborted) return;
  patch('root', [...areas]);
  areasPatched = true;
};

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAreas });
