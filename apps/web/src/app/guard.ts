import {
  APPLICATIONS_ROUTE_ID,
  HOME_PATH,
  loginPath,
  type LayoutName,
  type RouteMeta,
} from '../lib/routing/route-meta';

export type GuardInput = {
  /** The metadata of the matched routes that declare some, outermost first. */
  metas: readonly RouteMeta[];
  authenticated: boolean;
  /** The requested pathname. */
  pathname: string;
  /** The requested query string, with its `?` (or empty). */
  search: string;
  /**
   * Whether the signed-in user may open empowerment-admin routes (`canOpenEmpowermentAdmin`:
   * an empowerment administrator, or anyone while impersonating). Only asked for such routes.
   */
  empowermentAdmin?: boolean;
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Go to the route with this id (a named route), wherever it is mounted. */
  | { kind: 'redirectToRoute'; routeId: string };

/** Whether a decision needs to know if the user is signed in. */
export function isPublicRoute(metas: readonly RouteMeta[]): boolean {
  return metas.length > 0 && metas.every((meta) => meta.public === true);
}

export function needsEmpowermentAdmin(metas: readonly RouteMeta[]): boolean {
  return metas.some((meta) => meta.empowermentAdmin === true);
}

/**
 * The route guard of SPEC §2, as a pure function: public routes are always allowed; guest-only
 * routes send a signed-in user home; every other route sends a guest to the sign-in page,
 * remembering where they were going (unless that was the home page); empowerment-admin routes send
 * a user who is neither admin nor impersonating to the route named `applications`.
 */
export function guardDecision(input: GuardInput): GuardDecision {
  const { metas, authenticated, pathname, search } = input;
  if (isPublicRoute(metas)) return { kind: 'allow' };
  const guestOnly = metas.some((meta) => meta.guestOnly === true);
  if (guestOnly) return authenticated ? { kind: 'redirect', to: HOME_PATH } : { kind: 'allow' };
  if (!authenticated) {
    return { kind: 'redirect', to: loginPath(pathname === HOME_PATH ? undefined : `${pathname}${search}`) };
  }
  if (needsEmpowermentAdmin(metas) && input.empowermentAdmin !== true) {
    return { kind: 'redirectToRoute', routeId: APPLICATIONS_ROUTE_ID };
  }
  return { kind: 'allow' };
}

/** The frame of the deepest route that names one; a plain container otherwise. */
export function layoutOf(metas: readonly RouteMeta[]): LayoutName {
  return metas.findLast((meta) => meta.layout !== undefined)?.layout ?? 'plain';
}
