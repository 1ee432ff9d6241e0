import type { RouteObject } from 'react-router';
import { plannedRoute } from '../core/planned-route';

/** Indoor volleyball (SPEC §2): clubs and their profiles, tournaments, national-league seasons. */
export const volleyRoutes: RouteObject[] = [
  plannedRoute('volley/clubs', 'volleyClubs'),
  plannedRoute('volley/clubs/:no', 'clubProfile'),
  plannedRoute('volley/tournaments', 'volleyTournaments'),
  plannedRoute('volley/national-league/seasons', 'nationalLeagueSeasons'),
];
