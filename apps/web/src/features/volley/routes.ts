import type { RouteObject } from 'react-router';
import { plannedRoute } from '../../lib/routing/planned-route';
import { clubRoutes } from '../bodies';

/** Indoor volleyball (SPEC §2): clubs and their profiles, tournaments, national-league seasons. */
export const volleyRoutes: RouteObject[] = [
  ...clubRoutes,
  plannedRoute('volley/tournaments', 'volleyTournaments'),
  plannedRoute('volley/national-league/seasons', 'nationalLeagueSeasons'),
];
