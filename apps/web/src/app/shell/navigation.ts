import {
  canSeeAgents,
  canSeeDuplicates,
  canSeeAlbums,
  canSeeArticles,
  canSeeInjuries,
  canSeeEmpowerment,
  canSeeLegal,
  canSeeNationalLeague,
  canUseAdministration,
  type Actor,
} from '@libero/shared/auth/permissions';
import { HELP_PATH } from '../../lib/help-link';
import { HELP_SITE_URL } from '../../lib/product';

/** The sidebar's sections, in order (SPEC §1). */
export type NavSectionKey =
  | 'dashboard'
  | 'global'
  | 'volleyball'
  | 'beach'
  | 'legal'
  | 'medical'
  | 'empowerment'
  | 'media'
  | 'administration'
  | 'help'
  | 'privacyPolicy';

/** Each entry's label (`shell:navigation.items.<key>`), icon and React key. */
export type NavItemKey =
  | 'dashboard'
  | 'federations'
  | 'coaches'
  | 'referees'
  | 'officials'
  | 'players'
  | 'agents'
  | 'volleyClubs'
  | 'volleyTransfers'
  | 'volleyTournaments'
  | 'nationalLeagueSeasons'
  | 'volleyReferees'
  | 'beachTournaments'
  | 'beachRankings'
  | 'beachCoaches'
  | 'beachReferees'
  | 'federationOfOriginChanges'
  | 'determinationsOfFederation'
  | 'medicalStaff'
  | 'injuries'
  | 'empowermentApplications'
  | 'empowermentProjects'
  | 'mediaStaff'
  | 'mediaOrganizations'
  | 'articles'
  | 'albums'
  | 'users'
  | 'onlineUsers'
  | 'audit'
  | 'outbox'
  | 'imports'
  | 'possibleDuplicates'
  | 'transferSettings'
  | 'beachSettings'
  | 'volleySettings'
  | 'legalSettings'
  | 'helpGuides'
  | 'helpSite'
  | 'apiDocs'
  | 'restartTour'
  | 'privacyPolicy';

export type NavItem =
  /** A page of the app. */
  | { kind: 'link'; key: NavItemKey; to: string }
  /** Another site or a server page, opened in a new tab. */
  | { kind: 'external'; key: NavItemKey; href: string }
  /** A button: starts the guided tour of the empowerment applications. */
  | { kind: 'restartTour'; key: 'restartTour' };

export type NavSection = { key: NavSectionKey; items: NavItem[] };

/** The server's API documentation (a server page, not a route of the app). */
export const API_DOCS_PATH = '/api-docs';

const link = (key: NavItemKey, to: string): NavItem => ({ kind: 'link', key, to });

function section(key: NavSectionKey, items: (NavItem | false)[]): NavSection {
  return { key, items: items.filter((item): item is NavItem => item !== false) };
}

/**
 * The sidebar for this user (SPEC §2, §6): every section and link they may see, in order; a
 * section with nothing left in it is left out. The server enforces the same rules; this only
 * hides what would be refused. `actor` is the current user with `impersonating` set; `helpSite`,
 * the installation's own help site (HELP_URL), replaces the app's guides when there is one.
 */
export function navigationFor(actor: Actor, helpSite: string | undefined = HELP_SITE_URL): NavSection[] {
  const empowerment = canSeeEmpowerment(actor);
  const sections = [
    section('dashboard', [link('dashboard', '/')]),
    section('global', [
      link('federations', '/federations'),
      link('coaches', '/coaches'),
      link('referees', '/referees'),
      link('officials', '/officials'),
      link('players', '/players'),
      canSeeAgents(actor) && link('agents', '/agents'),
      canSeeDuplicates(actor) && link('possibleDuplicates', '/possible-duplicates'),
    ]),
    section('volleyball', [
      link('volleyClubs', '/volley/clubs'),
      link('volleyTransfers', '/volley/transfers'),
      link('volleyTournaments', '/volley/tournaments'),
      canSeeNationalLeague(actor) && link('nationalLeagueSeasons', '/volley/national-league/seasons'),
      link('volleyReferees', '/referees?active=volley'),
    ]),
    section('beach', [
      link('beachTournaments', '/beach/tournaments'),
      link('beachRankings', '/beach/rankings'),
      link('beachCoaches', '/coaches?active=beach'),
      link('beachReferees', '/referees?active=beach'),
    ]),
    section('legal', [
      canSeeLegal(actor) && link('federationOfOriginChanges', '/legal/foo-changes'),
      canSeeLegal(actor) && link('determinationsOfFederation', '/legal/determinations-of-federation'),
    ]),
    section('medical', [
      link('medicalStaff', '/medical-staff'),
      canSeeInjuries(actor) && link('injuries', '/medical/injuries'),
    ]),
    section('empowerment', [
      empowerment && link('empowermentApplications', '/empowerment/applications'),
      empowerment && link('empowermentProjects', '/empowerment/projects'),
    ]),
    section('media', [
      link('mediaStaff', '/media-staff'),
      link('mediaOrganizations', '/media/organizations'),
      canSeeArticles(actor) && link('articles', '/media/articles'),
      canSeeAlbums(actor) && link('albums', '/media/albums'),
    ]),
    section('administration', [
      canUseAdministration(actor) && link('users', '/admin/users'),
      canUseAdministration(actor) && link('onlineUsers', '/admin/users/online'),
      canUseAdministration(actor) && link('audit', '/admin/audit'),
      canUseAdministration(actor) && link('outbox', '/admin/outbox'),
      canUseAdministration(actor) && link('imports', '/imports'),
      canUseAdministration(actor) && link('transferSettings', '/admin/transfer-settings'),
      canUseAdministration(actor) && link('beachSettings', '/admin/beach-settings'),
      canUseAdministration(actor) && link('volleySettings', '/admin/volley-settings'),
      canUseAdministration(actor) && link('legalSettings', '/admin/legal-settings'),
    ]),
    section('help', [
      // The app's guides, unless the installation names a help site of its own (HELP_URL).
      helpSite ? { kind: 'external', key: 'helpSite', href: helpSite } : link('helpGuides', HELP_PATH),
      // The tour shows the empowerment applications: only for those who can open them.
      empowerment && { kind: 'restartTour', key: 'restartTour' },
      { kind: 'external', key: 'apiDocs', href: API_DOCS_PATH },
    ]),
    section('privacyPolicy', [link('privacyPolicy', '/privacy-policy')]),
  ];
  return sections.filter((entry) => entry.items.length > 0);
}

/**
 * Whether a sidebar link is the page being shown. A link with a query (`/referees?active=beach`)
 * needs the same `active` filter; a link without one is current only when no filter is set, so
 * that exactly one entry is marked.
 */
export function isCurrentLink(to: string, pathname: string, search: string): boolean {
  const target = new URL(to, 'http://app.invalid');
  if (target.pathname !== pathname) return false;
  const active = new URLSearchParams(search).get('active');
  return target.searchParams.get('active') === active;
}
