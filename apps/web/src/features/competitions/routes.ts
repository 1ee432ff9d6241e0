import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';
import type { SectionKey } from '../../lib/routing/sections';

/**
 * The texts of the competition pages: their own, the forms' (`entity-form`: "Choose…", the person
 * search) and the players' positions of the rosters.
 */
export const COMPETITIONS_NAMESPACES = ['competitions', 'entity-form', 'players'];

type Page = { Component: ComponentType };

function competitionRoute(path: string, section: SectionKey, load: () => Promise<Page>): RouteObject {
  return {
    path,
    handle: { section, meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(COMPETITIONS_NAMESPACES, load),
  };
}

/**
 * Indoor competitions (SPEC §2): the tournaments and a tournament's page, the halls; the
 * national-league seasons and a season's leagues by federation.
 */
export const competitionRoutes: RouteObject[] = [
  competitionRoute('volley/tournaments', 'volleyTournaments', async () => ({
    Component: (await import('./tournaments-page')).TournamentsPage,
  })),
  competitionRoute('volley/tournaments/:no', 'volleyTournaments', async () => ({
    Component: (await import('./tournament-page')).TournamentPage,
  })),
  competitionRoute('volley/halls', 'volleyTournaments', async () => ({
    Component: (await import('./halls-page')).HallsPage,
  })),
  competitionRoute('volley/national-league/seasons', 'nationalLeagueSeasons', async () => ({
    Component: (await import('./seasons-page')).SeasonsPage,
  })),
  competitionRoute('volley/national-league/seasons/:no', 'nationalLeagueSeasons', async () => ({
    Component: (await import('./season-page')).SeasonPage,
  })),
];
