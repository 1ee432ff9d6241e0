import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';

/** The agents' forms choose a person (`entity-form`) and a player (`forms`, loaded with every page). */
const NAMESPACES = ['agents', 'entity-form'];

/**
 * Players' agents (issue #25): their list, and an agent's profile with the players they represent.
 * The pages tell those who may not see agents so (`agents-gate.tsx`).
 */
export const agentsRoutes: RouteObject[] = [
  {
    path: 'agents',
    handle: { section: 'agents', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(NAMESPACES, async () => ({ Component: (await import('./agents-page')).AgentsPage })),
  },
  {
    path: 'agents/:no',
    handle: { section: 'agent', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(NAMESPACES, async () => ({ Component: (await import('./agent-page')).AgentPage })),
  },
];
