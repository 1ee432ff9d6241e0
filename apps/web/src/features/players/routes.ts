import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/guard';
import { lazyRoute } from '../../app/lazy-route';
import { APP_META } from '../core/planned-route';
import { personProfileRoute } from '../person/person-routes';

/** Players (SPEC §2): the list and a player's profile (`/players/{typeNo}`). */
export const playersRoutes: RouteObject[] = [
  {
    path: 'players',
    handle: { section: 'players', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['players'], async () => ({ Component: (await import('./players-page')).PlayersPage })),
  },
  personProfileRoute('players/:no', 'Player', 'playerProfile'),
];
