import type { SectionKey } from '../features/core/sections';

/** What a route declares about who may open it (`handle.meta` on the route object). */
export type RouteMeta = {
  /** Anyone may open it, signed in or not. */
  public?: boolean;
  /** Only for people who are not signed in (sign-in, password pages). */
  guestOnly?: boolean;
};

export type RouteHandle = {
  meta?: RouteMeta;
  /** For a section that is not built yet: which one (its title). */
  section?: SectionKey;
};

export type GuardInput = {
  /** The metadata of the matched routes that declare some, outermost first. */
  metas: readonly RouteMeta[];
  authenticated: boolean;
  /** The requested pathname. */
  pathname: string;
  /** The requested query string, with its `?` (or empty). */
  search: string;
};

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
export const REDIRECT_PARAM = 'redirect';

/** Whether a decision needs to know if the user is signed in. */
export function isPublicRoute(metas: readonly RouteMeta[]): boolean {
  return metas.length > 0 && metas.every((meta) => meta.public === true);
}

/**
 * The route guard of SPEC §2, as a pure function: public routes are always allowed; guest-only
 * routes send a signed-in user home; every other route sends a guest to the sign-in page,
 * remembering where they were going (unless that was the home page).
 */
export function guardDecision({ metas, authenticated, pathname, search }: GuardInput): GuardDecision {
  if (isPublicRoute(metas)) return { kind: 'allow' };
  const guestOnly = metas.some((meta) => meta.guestOnly === true);
  if (guestOnly) return authenticated ? { kind: 'redirect', to: HOME_PATH } : { kind: 'allow' };
  if (authenticated) return { kind: 'allow' };
  return { kind: 'redirect', to: loginPath(pathname === HOME_PATH ? undefined : `${pathname}${search}`) };
}

/** `/login`, or `/login?redirect=<encoded path>` to come back after signing in. */
export function loginPath(redirectTo?: string): string {
  return redirectTo ? `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}` : LOGIN_PATH;
}
