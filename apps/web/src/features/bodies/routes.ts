import type { RouteObject } from 'react-router';
import { plannedRoute } from '../core/planned-route';

/** Bodies (SPEC §2): national federations, and a federation's profile (`/federations/{typeNo}`). */
export const bodiesRoutes: RouteObject[] = [
  plannedRoute('federations', 'federations'),
  plannedRoute('federations/:no', 'federationProfile'),
];
