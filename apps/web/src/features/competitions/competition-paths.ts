/** Where the competition pages are, and the pages of the people and bodies they link to. */
export const TOURNAMENTS_PATH = '/volley/tournaments';
export const SEASONS_PATH = '/volley/national-league/seasons';
/** The halls matches are played in, listed and kept. */
export const HALLS_PATH = '/volley/halls';

/** The parts of a tournament's page, kept in its address (`?tab=schedule`). */
export const TOURNAMENT_TABS = ['overview', 'teams', 'pools', 'schedule', 'finalRound'] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];

export const tournamentPath = (no: number, tab?: TournamentTab) =>
  `${TOURNAMENTS_PATH}/${no}${tab && tab !== 'overview' ? `?tab=${tab}` : ''}`;
export const seasonPath = (no: number) => `${SEASONS_PATH}/${no}`;
export const playerPath = (no: number) => `/players/${no}`;
export const clubPath = (no: number) => `/volley/clubs/${no}`;
export const federationPath = (no: number) => `/federations/${no}`;

/** The tournament's schedule as a PDF, a server route. */
export const schedulePdfPath = (no: number) => `/api/volley/tournaments/${no}/schedule.pdf`;
/** Generates a pool's round robin, a server route. */
export const roundRobinPath = (poolNo: number) => `/api/volley/pools/${poolNo}/round-robin`;
