import type { RouteObject } from 'react-router';
import { plannedRoute } from '../../lib/routing/planned-route';
import { peopleListRoute, personFormRoute, personProfileRoute } from '../person';

/** Media (SPEC §2): media staff, their profiles and forms, articles, albums. */
export const mediaRoutes: RouteObject[] = [
  peopleListRoute('media-staff', 'MediaPerson', 'mediaStaff'),
  personFormRoute('media-staff/new', 'MediaPerson', 'mediaStaff'),
  personProfileRoute('media-staff/:no', 'MediaPerson', 'mediaPersonProfile'),
  personFormRoute('media-staff/:no/edit', 'MediaPerson', 'mediaPersonProfile'),
  plannedRoute('media/articles', 'articles'),
  plannedRoute('media/albums', 'albums'),
];
