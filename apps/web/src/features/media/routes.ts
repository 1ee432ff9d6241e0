import type { RouteObject } from 'react-router';
import { plannedRoute } from '../core/planned-route';
import { peopleListRoute, personProfileRoute } from '../person/person-routes';

/** Media (SPEC §2): media staff and their profiles, articles, albums. */
export const mediaRoutes: RouteObject[] = [
  peopleListRoute('media-staff', 'MediaPerson', 'mediaStaff'),
  personProfileRoute('media-staff/:no', 'MediaPerson', 'mediaPersonProfile'),
  plannedRoute('media/articles', 'articles'),
  plannedRoute('media/albums', 'albums'),
];
