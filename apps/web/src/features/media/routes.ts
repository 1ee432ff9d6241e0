import type { RouteObject } from 'react-router';
import { peopleListRoute, personFormRoute, personProfileRoute } from '../person';
import { albumRoutes } from './albums/routes';
import { articleRoutes } from './articles/routes';
import { organizationRoutes } from './organizations/routes';

/** Media (SPEC §2): media staff, their profiles and forms, their organisations, articles, albums. */
export const mediaRoutes: RouteObject[] = [
  peopleListRoute('media-staff', 'MediaPerson', 'mediaStaff'),
  personFormRoute('media-staff/new', 'MediaPerson', 'mediaStaff'),
  personProfileRoute('media-staff/:no', 'MediaPerson', 'mediaPersonProfile'),
  personFormRoute('media-staff/:no/edit', 'MediaPerson', 'mediaPersonProfile'),
  ...organizationRoutes,
  ...articleRoutes,
  ...albumRoutes,
];
