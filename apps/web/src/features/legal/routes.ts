import type { RouteObject } from 'react-router';
import { plannedRoute } from '../../lib/routing/planned-route';

/** Legal (SPEC §2): changes of federation of origin and determinations of federation. */
export const legalRoutes: RouteObject[] = [
  plannedRoute('legal/foo-changes', 'federationOfOriginChanges'),
  plannedRoute('legal/determinations-of-federation', 'determinationsOfFederation'),
];
