import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';
import type { SectionKey } from '../../lib/routing/sections';

/**
 * The profile of a player shows their federation of origin (`legal`), competitions (`competitions`) and injuries
 * (`injuries`); a media person's their organisation and accreditations, a medical person's their qualifications.
 */
const NAMESPACES = [
  'people',
  'players',
  'person-form',
  'entity-form',
  'documents',
  'competitions',
  'legal',
  'injuries',
  'mediaOrganizations',
  'medicalStaff',
];

/** The list of the people in one role: `/coaches` lists the Coach entity. `path` has no leading slash. */
export function peopleListRoute(path: string, entity: string, section: SectionKey): RouteObject {
  return {
    path,
    handle: { section, meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(NAMESPACES, async () => {
      const { PeopleListPage } = await import('./people-list-page');
      return { Component: () => <PeopleListPage entity={entity} section={section} basePath={`/${path}`} /> };
    }),
  };
}

/** A person's profile in one role: `coaches/:no` shows the Coach entity's record. */
export function personProfileRoute(path: string, entity: string, section: SectionKey): RouteObject {
  return {
    path,
    handle: { section, meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(NAMESPACES, async () => {
      const { PersonProfilePage } = await import('./person-profile-page');
      return { Component: () => <PersonProfilePage entity={entity} section={section} /> };
    }),
  };
}

/**
 * A person's form in one role: `coaches/new` adds a coach, `coaches/:no/edit` changes one. The list
 * and profiles are at the path's first segment.
 */
export function personFormRoute(path: string, entity: string, section: SectionKey): RouteObject {
  const basePath = `/${path.split('/')[0] ?? ''}`;
  return {
    path,
    handle: { section, meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(NAMESPACES, async () => {
      const { PersonFormPage } = await import('./person-form-page');
      return { Component: () => <PersonFormPage entity={entity} basePath={basePath} /> };
    }),
  };
}
