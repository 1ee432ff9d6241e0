import type { RouteObject } from 'react-router';
import { plannedRoute } from '../../lib/routing/planned-route';

/** Beach volleyball (SPEC §2): tournaments and rankings. */
export const beachRoutes: RouteObject[] = [
  plannedRoute('beach/tournaments', 'beachTournaments'),
  plannedRoute('beach/rankings', 'beachRankings'),
];
