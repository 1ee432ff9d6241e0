import type { BeachRankingKind, BeachWorkflowStep } from '@libero/shared/competitions/beach-api';

/** Where the beach pages are, and the server routes they call. */
export const BEACH_TOURNAMENTS_PATH = '/beach/tournaments';
export const BEACH_RANKINGS_PATH = '/beach/rankings';

/** The parts of a beach tournament's page, kept in its address (`?tab=entries`). */
export const BEACH_TOURNAMENT_TABS = ['overview', 'entries', 'pools', 'brackets', 'schedule', 'ranking'] as const;
export type BeachTournamentTab = (typeof BEACH_TOURNAMENT_TABS)[number];

export const beachTournamentPath = (no: number, tab?: BeachTournamentTab) =>
  `${BEACH_TOURNAMENTS_PATH}/${no}${tab && tab !== 'overview' ? `?tab=${tab}` : ''}`;

/** A player's ranking explained, for the ranking (kind, day) it was opened from. */
export function beachPlayerRankingPath(no: number, { kind, asOf }: { kind?: BeachRankingKind; asOf?: string } = {}) {
  const params = new URLSearchParams();
  if (kind && kind !== 'world') params.set('kind', kind);
  if (asOf) params.set('asOf', asOf);
  const query = params.toString();
  return `${BEACH_RANKINGS_PATH}/players/${no}${query ? `?${query}` : ''}`;
}

export const playerProfilePath = (no: number) => `/players/${no}`;

/** A step of a tournament's workflow, a server route. */
export const beachStepApiPath = (no: number, step: BeachWorkflowStep) => `/api/beach/tournaments/${no}/${step}`;
export const BEACH_RANKINGS_API_PATH = '/api/beach/rankings';
export const beachPlayerRankingApiPath = (no: number) => `${BEACH_RANKINGS_API_PATH}/players/${no}`;
