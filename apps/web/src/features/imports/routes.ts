import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';

/** Spreadsheet imports (issue #39): the user's imports, a new one, and one import through its steps. */
export const importsRoutes: RouteObject[] = [
  {
    path: 'imports',
    handle: { section: 'imports', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['imports'], async () => ({
      Component: (await import('./imports-page')).ImportsPage,
    })),
  },
  {
    path: 'imports/new',
    handle: { section: 'newImport', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['imports'], async () => ({
      Component: (await import('./new-import-page')).NewImportPage,
    })),
  },
  {
    path: 'imports/:id',
    handle: { section: 'import', meta: APP_META } satisfies RouteHandle,
    // The entity's fields are named in its area's texts, loaded on the page with the languages a sheet may be in.
    lazy: lazyRoute(['imports'], async () => ({
      Component: (await import('./import-page')).ImportPage,
    })),
  },
];
