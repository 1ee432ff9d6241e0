import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadNamespaces } from '../i18n';

type LazyRoute = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * `route.lazy` for a page: loads its module together with the translation namespaces it uses, so
 * that the page never shows raw keys. A module that cannot be fetched fails the navigation: the
 * error page then reloads once (`module-load.ts`).
 */
export function lazyRoute(namespaces: readonly string[], load: () => Promise<LazyRoute>): () => Promise<LazyRoute> {
  return async () => {
    const [route] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return route;
  };
}
