import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';
import { personFormRoute, personProfileRoute } from '../person';

/** Players (SPEC §2): the list, a player's profile (`/players/{typeNo}`) and the player's forms. */
export const playersRoutes: RouteObject[] = [
  {
    path: 'players',
    handle: { section: 'players', meta: APP_META } satisfies RouteHandle,
    // Measurements are labelled in `people`, shared by every person role.
    lazy: lazyRoute(['players', 'people', 'person-form'], async () => ({
      Component: (await import('./players-page')).PlayersPage,
    })),
  },
  personFormRoute('players/new', 'Player', 'players'),
  personProfileRoute('players/:no', 'Player', 'playerProfile'),
  personFormRoute('players/:no/edit', 'Player', 'playerProfile'),
];
