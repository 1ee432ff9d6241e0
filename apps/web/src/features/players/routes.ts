import type { RouteObject } from 'react-router';
import { plannedRoute } from '../core/planned-route';

/** Players (SPEC §2): the list and a player's profile (`/players/{typeNo}`). */
export const playersRoutes: RouteObject[] = [
  plannedRoute('players', 'players'),
  plannedRoute('players/:no', 'playerProfile'),
];
