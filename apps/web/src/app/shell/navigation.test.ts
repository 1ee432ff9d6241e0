import { describe, expect, it } from 'vitest';
import type { Actor } from '@libero/shared/auth/permissions';
import type { Access } from '@libero/shared/auth/accesses';
import { UserTypeNo, type UserTypeCode } from '@libero/shared/auth/user-types';
import { isCurrentLink, navigationFor, type NavSection } from './navigation';

function actor(
  type: UserTypeCode,
  options: { accesses?: Access[]; empowerment?: boolean; impersonating?: boolean } = {},
): Actor {
  return {
    no: 42,
    type: UserTypeNo[type],
    typeNo: 7,
    accesses: options.accesses ?? [],
    federationEmpowerment: options.empowerment ?? false,
    impersonating: options.impersonating ?? false,
  };
}

const sectionsOf = (nav: NavSection[]) => nav.map((section) => section.key);
const targetsOf = (nav: NavSection[]) =>
  nav.flatMap((section) =>
    section.items.map((item) => (item.kind === 'link' ? item.to : item.kind === 'external' ? item.href : item.kind)),
  );

const BASE_SECTIONS = ['dashboard', 'global', 'volleyball', 'beach', 'medical', 'media', 'help', 'privacyPolicy'];
const BASE_TARGETS = [
  '/',
  '/federations',
  '/coaches',
  '/referees',
  '/officials',
  '/players',
  '/volley/clubs',
  '/volley/transfers',
  '/volley/tournaments',
  '/referees?active=volley',
  '/beach/tournaments',
  '/beach/rankings',
  '/coaches?active=beach',
  '/referees?active=beach',
  '/medical-staff',
  '/media-staff',
  '/media/organizations',
  '/help',
  '/api-docs',
  '/privacy-policy',
];

const ALL_TARGETS = [
  '/',
  '/federations',
  '/coaches',
  '/referees',
  '/officials',
  '/players',
  '/agents',
  '/possible-duplicates',
  '/volley/clubs',
  '/volley/transfers',
  '/volley/tournaments',
  '/volley/national-league/seasons',
  '/referees?active=volley',
  '/beach/tournaments',
  '/beach/rankings',
  '/coaches?active=beach',
  '/referees?active=beach',
  '/legal/foo-changes',
  '/legal/determinations-of-federation',
  '/medical-staff',
  '/medical/injuries',
  '/empowerment/applications',
  '/empowerment/projects',
  '/media-staff',
  '/media/organizations',
  '/media/articles',
  '/media/albums',
  '/admin/users',
  '/admin/users/online',
  '/admin/audit',
  '/admin/outbox',
  '/imports',
  '/admin/transfer-settings',
  '/admin/beach-settings',
  '/admin/volley-settings',
  '/admin/legal-settings',
  '/help',
  'restartTour',
  '/api-docs',
  '/privacy-policy',
];

describe('navigationFor', () => {
  it.each(['Administrator', 'Supervisor'] as const)('shows everything to an %s', (type) => {
    const nav = navigationFor(actor(type));
    expect(sectionsOf(nav)).toEqual([
      'dashboard',
      'global',
      'volleyball',
      'beach',
      'legal',
      'medical',
      'empowerment',
      'media',
      'administration',
      'help',
      'privacyPolicy',
    ]);
    expect(targetsOf(nav)).toEqual(ALL_TARGETS);
  });

  it.each(['Guest', 'Referee', 'Coach', 'Official', 'VolleyClub', 'MediaPerson', 'Other'] as const)(
    'shows a %s the common sections only',
    (type) => {
      const nav = navigationFor(actor(type));
      expect(sectionsOf(nav)).toEqual(BASE_SECTIONS);
      expect(targetsOf(nav)).toEqual(BASE_TARGETS);
    },
  );

  it.each(['Player', 'MedicalPerson', 'MedicalAdministrator'] as const)(
    'shows a %s the common sections and the injuries',
    (type) => {
      const nav = navigationFor(actor(type));
      expect(sectionsOf(nav)).toEqual(BASE_SECTIONS);
      const targets = [...BASE_TARGETS];
      targets.splice(targets.indexOf('/medical-staff') + 1, 0, '/medical/injuries');
      expect(targetsOf(nav)).toEqual(targets);
    },
  );

  it.each(['Federation', 'PlayerAgent'] as const)('shows a %s the agents, right after the players', (type) => {
    const nav = navigationFor(actor(type));
    expect(sectionsOf(nav)).toEqual(BASE_SECTIONS);
    const targets = [...BASE_TARGETS];
    // A federation's users also see its possible duplicates (issue #40).
    const added = type === 'Federation' ? ['/agents', '/possible-duplicates'] : ['/agents'];
    targets.splice(targets.indexOf('/players') + 1, 0, ...added);
    expect(targetsOf(nav)).toEqual(targets);
  });

  it('shows empowerment to a Federation user whose federation takes part, with the tour', () => {
    const nav = navigationFor(actor('Federation', { empowerment: true }));
    expect(sectionsOf(nav)).toContain('empowerment');
    expect(targetsOf(nav)).toEqual(
      expect.arrayContaining(['/empowerment/applications', '/empowerment/projects', 'restartTour']),
    );
    expect(sectionsOf(nav)).not.toContain('administration');
  });

  it('hides empowerment from a Federation user whose federation does not take part', () => {
    const nav = navigationFor(actor('Federation'));
    expect(sectionsOf(nav)).toEqual(BASE_SECTIONS);
    expect(targetsOf(nav)).not.toContain('restartTour');
  });

  it('ignores the federation flag for other user types', () => {
    expect(sectionsOf(navigationFor(actor('Player', { empowerment: true })))).not.toContain('empowerment');
  });

  it('shows empowerment through the grant', () => {
    const nav = navigationFor(actor('ZonalDevProject', { accesses: ['empowerment', 'empowerment.admin'] }));
    expect(sectionsOf(nav)).toContain('empowerment');
    expect(sectionsOf(nav)).not.toContain('administration');
  });

  it('shows national-league seasons through the grant only', () => {
    const nav = navigationFor(actor('VolleyTournamentManager', { accesses: ['volley.nationalLeague'] }));
    const volleyball = nav.find((s) => s.key === 'volleyball');
    expect(targetsOf(volleyball ? [volleyball] : [])).toEqual([
      '/volley/clubs',
      '/volley/transfers',
      '/volley/tournaments',
      '/volley/national-league/seasons',
      '/referees?active=volley',
    ]);
    expect(targetsOf(navigationFor(actor('VolleyTournamentManager')))).not.toContain('/volley/national-league/seasons');
  });

  it('shows the legal section through the grant only', () => {
    const nav = navigationFor(actor('Confederation', { accesses: ['legal'] }));
    expect(sectionsOf(nav)).toContain('legal');
    expect(targetsOf(nav)).toEqual(
      expect.arrayContaining(['/legal/foo-changes', '/legal/determinations-of-federation']),
    );
    expect(sectionsOf(navigationFor(actor('Confederation')))).not.toContain('legal');
  });

  it('shows articles and albums each through its own grant', () => {
    const both = targetsOf(navigationFor(actor('PressOfficer', { accesses: ['media.articles', 'media.albums'] })));
    expect(both).toEqual(expect.arrayContaining(['/media-staff', '/media/articles', '/media/albums']));
    const albums = targetsOf(navigationFor(actor('Photographer', { accesses: ['media.albums'] })));
    expect(albums).toContain('/media/albums');
    expect(albums).not.toContain('/media/articles');
  });

  it('does not treat impersonation as admin in the menu', () => {
    expect(sectionsOf(navigationFor(actor('Player', { impersonating: true })))).toEqual(BASE_SECTIONS);
  });

  it('never grants through another access', () => {
    const nav = navigationFor(actor('Federation', { accesses: ['nfCategorization'] }));
    expect(sectionsOf(nav)).toEqual(BASE_SECTIONS);
  });
});

describe('the help link', () => {
  it("opens the app's guides, or the installation's help site in a new tab when it names one (HELP_URL)", () => {
    const helpOf = (nav: NavSection[]) => nav.find((section) => section.key === 'help')?.items[0];
    expect(helpOf(navigationFor(actor('Guest')))).toEqual({ kind: 'link', key: 'helpGuides', to: '/help' });
    expect(helpOf(navigationFor(actor('Guest'), 'https://help.example.org/'))).toEqual({
      kind: 'external',
      key: 'helpSite',
      href: 'https://help.example.org/',
    });
  });
});

describe('isCurrentLink', () => {
  it('matches the path and the active filter', () => {
    expect(isCurrentLink('/referees', '/referees', '')).toBe(true);
    expect(isCurrentLink('/referees', '/referees', '?active=beach')).toBe(false);
    expect(isCurrentLink('/referees?active=beach', '/referees', '?active=beach')).toBe(true);
    expect(isCurrentLink('/referees?active=beach', '/referees', '?active=volley')).toBe(false);
    expect(isCurrentLink('/referees', '/referees', '?page=2')).toBe(true);
    expect(isCurrentLink('/', '/players', '')).toBe(false);
  });
});
