import type common from '../../locales/en/common.json';

export type SectionKey = keyof (typeof common)['sections'];

export type Section = {
  key: SectionKey;
  /** Path without its leading slash, as a child route. */
  path: string;
  /** A route name other code refers to (SPEC §2: the route named `applications`). */
  id?: string;
};

/**
 * The sections of SPEC §2 that are not built yet. Each answers with a "being built" page for a
 * signed-in user, so that links and sign-in redirects already land somewhere; a feature replaces
 * its entries with its own routes.
 */
export const PLANNED_SECTIONS: readonly Section[] = [
  { key: 'federations', path: 'federations' },
  { key: 'coaches', path: 'coaches' },
  { key: 'referees', path: 'referees' },
  { key: 'officials', path: 'officials' },
  { key: 'players', path: 'players' },
  { key: 'volleyClubs', path: 'volley/clubs' },
  { key: 'volleyTransfers', path: 'volley/transfers' },
  { key: 'volleyTournaments', path: 'volley/tournaments' },
  { key: 'nationalLeagueSeasons', path: 'volley/national-league/seasons' },
  { key: 'beachTournaments', path: 'beach/tournaments' },
  { key: 'beachRankings', path: 'beach/rankings' },
  { key: 'federationOfOriginChanges', path: 'legal/foo-changes' },
  { key: 'determinationsOfFederation', path: 'legal/determinations-of-federation' },
  { key: 'medicalStaff', path: 'medical-staff' },
  { key: 'mediaStaff', path: 'media-staff' },
  { key: 'articles', path: 'media/articles' },
  { key: 'albums', path: 'media/albums' },
  { key: 'empowermentApplications', path: 'empowerment/applications', id: 'applications' },
  { key: 'empowermentProjects', path: 'empowerment/projects' },
  { key: 'onlineUsers', path: 'admin/users/online' },
  { key: 'users', path: 'admin/users' },
  { key: 'privacyPolicy', path: 'privacy-policy' },
  { key: 'myAccount', path: 'users/me' },
];
