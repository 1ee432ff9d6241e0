import type { SectionKey } from './sections';

/** The frames a page can be shown in (SPEC §2: chosen from route metadata, plain by default). */
export type LayoutName = 'app' | 'auth' | 'plain';

/** What a route declares about who may open it and how it is framed (`handle.meta`). */
export type RouteMeta = {
  /** Anyone may open it, signed in or not. */
  public?: boolean;
  /** Only for people who are not signed in (sign-in, password pages). */
  guestOnly?: boolean;
  /** Only for empowerment administrators, or an administrator impersonating someone (SPEC §2, §6). */
  empowermentAdmin?: boolean;
  /** The frame of the page; the deepest route that names one wins. */
  layout?: LayoutName;
};

export type RouteHandle = {
  meta?: RouteMeta;
  /** For a section that is not built yet: which one (its title). */
  section?: SectionKey;
};

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
export const REDIRECT_PARAM = 'redirect';
/** The named route of SPEC §2 (empowerment applications). */
export const APPLICATIONS_ROUTE_ID = 'applications';

/** `/login`, or `/login?redirect=<encoded path>` to come back after signing in. */
export function loginPath(redirectTo?: string): string {
  return redirectTo ? `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}` : LOGIN_PATH;
}
