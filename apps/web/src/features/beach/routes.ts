import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';
import type { SectionKey } from '../../lib/routing/sections';
import { COMPETITIONS_NAMESPACES } from '../competitions';

/** The texts of the beach pages: their own, and the competition pages' they share (results, brackets, forms). */
export const BEACH_NAMESPACES = ['beach', ...COMPETITIONS_NAMESPACES];

type Page = { Component: ComponentType };

function beachRoute(path: string, section: SectionKey, load: () => Promise<Page>): RouteObject {
  return {
    path,
    handle: { section, meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(BEACH_NAMESPACES, load),
  };
}

/**
 * Beach volleyball (SPEC §2): the tournaments and a tournament's page (entries, pools, brackets,
 * schedule, final ranking); the ranking by player and how a player's ranking is made up.
 */
export const beachRoutes: RouteObject[] = [
  beachRoute('beach/tournaments', 'beachTournaments', async () => ({
    Component: (await import('./tournaments-page')).BeachTournamentsPage,
  })),
  beachRoute('beach/tournaments/:no', 'beachTournaments', async () => ({
    Component: (await import('./tournament-page')).BeachTournamentPage,
  })),
  beachRoute('beach/rankings', 'beachRankings', async () => ({
    Component: (await import('./rankings-page')).BeachRankingsPage,
  })),
  beachRoute('beach/rankings/players/:no', 'beachRankings', async () => ({
    Component: (await import('./player-ranking-page')).PlayerRankingPage,
  })),
];
