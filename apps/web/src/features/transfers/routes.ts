import type { RouteObject } from 'react-router';
import { plannedRoute } from '../core/planned-route';

/** Transfers of volleyball players between clubs (SPEC §2). */
export const transfersRoutes: RouteObject[] = [plannedRoute('volley/transfers', 'volleyTransfers')];
