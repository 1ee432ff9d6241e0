import type { RouteObject } from 'react-router';
import { APPLICATIONS_ROUTE_ID, type RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META, plannedRoute } from '../../lib/routing/planned-route';

/**
 * Empowerment (SPEC §2, §6). The sidebar shows it to users with `canSeeEmpowerment`.
 *
 * - `/empowerment/applications` — the route named `applications`; hosts the guided tour.
 * - `/empowerment/applications/admin` — the administration of all applications. Its route carries
 *   `meta.empowermentAdmin`: the guard sends anyone who is neither an empowerment administrator
 *   (admins, grant `empowerment.admin`) nor impersonating to the route named `applications`.
 *   Further admin pages go under the same prefix with the same flag.
 * - `/empowerment/projects`.
 */
export const empowermentRoutes: RouteObject[] = [
  {
    path: 'empowerment/applications',
    id: APPLICATIONS_ROUTE_ID,
    handle: { section: 'empowermentApplications', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['pages', 'help'], async () => ({
      Component: (await import('./applications-page')).ApplicationsPage,
    })),
  },
  plannedRoute('empowerment/applications/admin', 'empowermentAdministration', { meta: { empowermentAdmin: true } }),
  plannedRoute('empowerment/projects', 'empowermentProjects'),
];
