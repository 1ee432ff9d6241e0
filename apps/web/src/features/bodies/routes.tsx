import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/guard';
import { lazyRoute } from '../../app/lazy-route';
import { APP_META } from '../core/planned-route';
import type { SectionKey } from '../core/sections';
import type { BodyEntity } from './body-permissions';

/** The namespaces of the bodies' pages: activity entries are worded as on the dashboard. */
export const BODIES_NAMESPACES = ['bodies', 'dashboard'];

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
