import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';
import type { SectionKey } from '../../lib/routing/sections';
import type { BodyEntity } from './body-permissions';

/**
 * The namespaces of the bodies' pages: activity entries are worded as on the dashboard; a
 * federation's national teams in tournaments as the competition pages.
 */
export const BODIES_NAMESPACES = ['bodies', 'dashboard', 'competitions'];

type Page = { Component: ComponentType };

/** A page of the bodies (`path` without its leading slash), loaded with its texts. */
export function bodiesRoute(path: string, section: SectionKey, load: () => Promise<Page>): RouteObject {
  return {
    path,
    handle: { section, meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(BODIES_NAMESPACES, load),
  };
}

/** A body's form: `volley/clubs/new` creates a club; `…/:no/edit` changes a record. Profiles are at `basePath/{no}`. */
export function bodyFormRoute(path: string, section: SectionKey, entity: BodyEntity, basePath: string): RouteObject {
  return {
    path,
    handle: { section, meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute([...BODIES_NAMESPACES, 'entity-form'], async () => {
      const { BodyFormPage } = await import('./body-form-page');
      return { Component: () => <BodyFormPage entity={entity} basePath={basePath} /> };
    }),
  };
}

/**
 * Bodies (SPEC §2): national federations and their profiles (`/federations/{typeNo}`), the
 * confederations and theirs (`/confederations/{no}`, under the sidebar's Federations entry).
 */
export const bodiesRoutes: RouteObject[] = [
  bodiesRoute('federations', 'federations', async () => ({
    Component: (await import('./federations-list-page')).FederationsListPage,
  })),
  bodiesRoute('federations/:no', 'federationProfile', async () => ({
    Component: (await import('./federation-profile-page')).FederationProfilePage,
  })),
  bodyFormRoute('federations/:no/edit', 'federationProfile', 'Federation', '/federations'),
  bodiesRoute('confederations', 'federations', async () => ({
    Component: (await import('./confederations-list-page')).ConfederationsListPage,
  })),
  bodiesRoute('confederations/:no', 'federations', async () => ({
    Component: (await import('./confederation-profile-page')).ConfederationProfilePage,
  })),
  bodyFormRoute('confederations/:no/edit', 'federations', 'Confederation', '/confederations'),
];

/** The volley clubs and their profiles, under the volleyball group (SPEC §2: `/volley/clubs/{typeNo}`). */
export const clubRoutes: RouteObject[] = [
  bodiesRoute('volley/clubs', 'volleyClubs', async () => ({
    Component: (await import('./clubs-list-page')).ClubsListPage,
  })),
  bodyFormRoute('volley/clubs/new', 'volleyClubs', 'VolleyClub', '/volley/clubs'),
  bodiesRoute('volley/clubs/:no', 'clubProfile', async () => ({
    Component: (await import('./club-profile-page')).ClubProfilePage,
  })),
  bodyFormRoute('volley/clubs/:no/edit', 'clubProfile', 'VolleyClub', '/volley/clubs'),
];
