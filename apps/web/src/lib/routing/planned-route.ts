import type { RouteObject } from 'react-router';
import type { RouteHandle, RouteMeta } from './route-meta';
import { lazyRoute } from './lazy-route';
import type { SectionKey } from './sections';

/** Signed-in pages are shown in the app shell (sidebar, header, user menu). */
export const APP_META: RouteMeta = { layout: 'app' };

export type PlannedRouteOptions = {
  /** A route name other code refers to (SPEC §2: the route named `applications`). */
  id?: string;
  /** More metadata for the guard (e.g. `empowermentAdmin`). */
  meta?: RouteMeta;
};

/**
 * A route of SPEC §2 whose page comes with a later feature: a signed-in user gets the page frame
 * with its title and says it is being built, so that links and sign-in redirects already land.
 * `path` has no leading slash.
 */
export function plannedRoute(path: string, section: SectionKey, options: PlannedRouteOptions = {}): RouteObject {
  return {
    path,
    ...(options.id ? { id: options.id } : {}),
    handle: { section, meta: { ...APP_META, ...options.meta } } satisfies RouteHandle,
    lazy: lazyRoute([], async () => ({ Component: (await import('./planned-page')).PlannedPage })),
  };
}
