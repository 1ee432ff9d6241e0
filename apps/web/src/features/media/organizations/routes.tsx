import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/routing/lazy-route';
import { APP_META } from '../../../lib/routing/planned-route';
import type { RouteHandle } from '../../../lib/routing/route-meta';
import type { SectionKey } from '../../../lib/routing/sections';

const NAMESPACES = ['mediaOrganizations', 'people', 'entity-form'];

function organizationRoute(path: string, section: SectionKey, load: () => Promise<{ Component: ComponentType }>) {
  return { path, handle: { section, meta: APP_META } satisfies RouteHandle, lazy: lazyRoute(NAMESPACES, load) };
}

const formPage = async () => ({ Component: (await import('./organization-form-page')).OrganizationFormPage });

/** The media organisations (issue #24): their list, an organisation's page, and its form. */
export const organizationRoutes: RouteObject[] = [
  organizationRoute('media/organizations', 'mediaOrganizations', async () => ({
    Component: (await import('./organizations-list-page')).OrganizationsListPage,
  })),
  organizationRoute('media/organizations/new', 'mediaOrganizations', formPage),
  organizationRoute('media/organizations/:no', 'mediaOrganization', async () => ({
    Component: (await import('./organization-page')).OrganizationPage,
  })),
  organizationRoute('media/organizations/:no/edit', 'mediaOrganization', formPage),
];
