import type { RouteObject } from 'react-router';
import { APPLICATIONS_ROUTE_ID, type RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';

const NAMESPACES = ['empowerment', 'applications'] as const;
/** The application form also asks before leaving unsaved changes (`entity-form`). */
const FORM_NAMESPACES = [...NAMESPACES, 'entity-form'];
const PROJECT_NAMESPACES = ['empowerment', 'projects'] as const;

/**
 * Empowerment (SPEC §2, §6, issue #23). The sidebar shows it to users with `canSeeEmpowerment`.
 *
 * - `/empowerment/applications` — the route named `applications`: the federation's applications
 *   (a reviewer's all), the open calls; hosts the guided tour.
 * - `/empowerment/applications/new`, `/empowerment/applications/:no`, `…/:no/edit`.
 * - `/empowerment/applications/admin` — the reviewers' queue and the calls. Its route carries
 *   `meta.empowermentAdmin`: the guard sends anyone who is neither an empowerment administrator
 *   (admins, grant `empowerment.admin`) nor impersonating to the route named `applications`.
 * - `/empowerment/projects`, `/empowerment/projects/:no`.
 */
export const empowermentRoutes: RouteObject[] = [
  {
    path: 'empowerment/applications',
    id: APPLICATIONS_ROUTE_ID,
    handle: { section: 'empowermentApplications', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute([...NAMESPACES, 'help'], async () => ({
      Component: (await import('./applications/applications-page')).ApplicationsPage,
    })),
  },
  {
    path: 'empowerment/applications/admin',
    handle: {
      section: 'empowermentAdministration',
      meta: { ...APP_META, empowermentAdmin: true },
    } satisfies RouteHandle,
    lazy: lazyRoute([...NAMESPACES], async () => ({
      Component: (await import('./applications/review-queue-page')).ReviewQueuePage,
    })),
  },
  {
    path: 'empowerment/applications/new',
    handle: { section: 'newApplication', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(FORM_NAMESPACES, async () => ({
      Component: (await import('./applications/application-form-page')).ApplicationFormPage,
    })),
  },
  {
    path: 'empowerment/applications/:no',
    handle: { section: 'empowermentApplication', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute([...NAMESPACES], async () => ({
      Component: (await import('./applications/application-page')).ApplicationPage,
    })),
  },
  {
    path: 'empowerment/applications/:no/edit',
    handle: { section: 'editApplication', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(FORM_NAMESPACES, async () => ({
      Component: (await import('./applications/application-form-page')).ApplicationFormPage,
    })),
  },
  {
    path: 'empowerment/projects',
    handle: { section: 'empowermentProjects', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute([...PROJECT_NAMESPACES], async () => ({
      Component: (await import('./projects/projects-page')).ProjectsPage,
    })),
  },
  {
    path: 'empowerment/projects/:no',
    handle: { section: 'empowermentProject', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute([...PROJECT_NAMESPACES], async () => ({
      Component: (await import('./projects/project-page')).ProjectPage,
    })),
  },
];
