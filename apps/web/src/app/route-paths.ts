import type { RouteObject } from 'react-router';

/** The path of the route with this id (a named route), e.g. `/empowerment/applications`. */
export function routePathById(tree: readonly RouteObject[], id: string, parent = ''): string | undefined {
  for (const route of tree) {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
    if (route.id === id) return path;
    const found = route.children ? routePathById(route.children, id, path) : undefined;
    if (found) return found;
  }
  return undefined;
}
