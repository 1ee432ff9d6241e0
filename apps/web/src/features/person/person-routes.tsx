import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/guard';
import { lazyRoute } from '../../app/lazy-route';
import { APP_META } from '../core/planned-route';
import type { SectionKey } from '../core/sections';

const NAMESPACES = ['people', 'players'];

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
