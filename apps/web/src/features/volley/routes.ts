import type { RouteObject } from 'react-router';
import { bodiesRoute, bodyFormRoute } from '../bodies/routes';
import { plannedRoute } from '../core/planned-route';

/** Indoor volleyball (SPEC §2): clubs and their profiles, tournaments, national-league seasons. */
export const volleyRoutes: RouteObject[] = [
  bodiesRoute('volley/clubs', 'volleyClubs', async () => ({
    Component: (await import('../bodies/clubs-list-page')).ClubsListPage,
  })),
  bodyFormRoute('volley/clubs/new', 'volleyClubs', 'VolleyClub', '/volley/clubs'),
  bodiesRoute('volley/clubs/:no', 'clubProfile', async () => ({
    Component: (await import('../bodies/club-profile-page')).ClubProfilePage,
  })),
  bodyFormRoute('volley/clubs/:no/edit', 'clubProfile', 'VolleyClub', '/volley/clubs'),
  plannedRoute('volley/tournaments', 'volleyTournaments'),
  plannedRoute('volley/national-league/seasons', 'nationalLeagueSeasons'),
];
