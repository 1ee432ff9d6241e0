import type { RouteObject } from 'react-router';
import { plannedRoute } from '../core/planned-route';

/** Media (SPEC §2): media staff and their profiles, articles, albums. */
export const mediaRoutes: RouteObject[] = [
  plannedRoute('media-staff', 'mediaStaff'),
  plannedRoute('media-staff/:no', 'mediaPersonProfile'),
  plannedRoute('media/articles', 'articles'),
  plannedRoute('media/albums', 'albums'),
];
