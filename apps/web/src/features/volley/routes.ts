import type { RouteObject } from 'react-router';
import { clubRoutes } from '../bodies';
import { competitionRoutes } from '../competitions';

/** Indoor volleyball (SPEC §2): clubs and their profiles, tournaments, national-league seasons. */
export const volleyRoutes: RouteObject[] = [...clubRoutes, ...competitionRoutes];
