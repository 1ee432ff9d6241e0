import { expect, test } from '@playwright/test';
import { openUserMenu, signIn, type DemoUsername } from '../fixtures/auth';
import { currentUserInfo, sidebar, sidebarLinks, sidebarSections } from '../fixtures/shell';

/** The app's own guides: the server's HELP_URL is not set in the journeys. */
const HELP = '/help';

const GLOBAL = ['/federations', '/coaches', '/referees', '/officials', '/players'];
const VOLLEYBALL = ['/volley/clubs', '/volley/transfers', '/volley/tournaments'];
const VOLLEY_REFEREES = '/referees?active=volley';
const SEASONS = '/volley/national-league/seasons';
const BEACH = ['/beach/tournaments', '/beach/rankings', '/coaches?active=beach', '/referees?active=beach'];
const LEGAL = ['/legal/foo-changes', '/legal/determinations-of-federation'];
const EMPOWERMENT = ['/empowerment/applications', '/empowerment/projects'];
const ADMINISTRATION = [
  '/admin/users',
  '/admin/users/online',
  '/admin/audit',
  '/admin/outbox',
  '/imports',
  '/admin/transfer-settings',
  '/admin/beach-settings',
  '/admin/volley-settings',
  '/admin/legal-settings',
];

type Expected = {
  agents?: boolean;
  duplicates?: boolean;
  seasons?: boolean;
  legal?: boolean;
  empowerment?: boolean;
  articles?: boolean;
  albums?: boolean;
  injuries?: boolean;
  administration?: boolean;
  /** The profile page's path before the record number, or none. */
  profile?: string;
};

function expectedLinks(e: Expected): string[] {
  return [
    '/',
    ...GLOBAL,
    ...(e.agents ? ['/agents'] : []),
    ...(e.duplicates ? ['/possible-duplicates'] : []),
    ...VOLLEYBALL,
    ...(e.seasons ? [SEASONS] : []),
    VOLLEY_REFEREES,
    ...BEACH,
    ...(e.legal ? LEGAL : []),
    '/medical-staff',
    ...(e.injuries ? ['/medical/injuries'] : []),
    ...(e.empowerment ? EMPOWERMENT : []),
    '/media-staff',
    '/media/organizations',
    ...(e.articles ? ['/media/articles'] : []),
    ...(e.albums ? ['/media/albums'] : []),
    ...(e.administration ? ADMINISTRATION : []),
    HELP,
    '/api-docs',
    '/privacy-policy',
  ];
}

function expectedSections(e: Expected): string[] {
  return [
    'Global',
    'Volleyball',
    'Beach volley',
    ...(e.legal ? ['Legal'] : []),
    'Medical',
    ...(e.empowerment ? ['Empowerment'] : []),
    'Media',
    ...(e.administration ? ['Administration'] : []),
    'Help',
  ];
}

const ADMIN: Expected = {
  agents: true,
  duplicates: true,
  seasons: true,
  legal: true,
  empowerment: true,
  articles: true,
  albums: true,
  injuries: true,
  administration: true,
};

/**
 * One user of each kind the shell tells apart (admin, federation with a profile, person with a
 * profile, grants, nobody in particular); every user type's menu is unit-tested (navigation.test.ts).
 */
const USERS: [DemoUsername, Expected][] = [
  ['administrator', ADMIN],
  ['federation', { agents: true, duplicates: true, empowerment: true, legal: true, profile: '/federations' }],
  ['player', { injuries: true, profile: '/players' }],
  ['guest', {}],
  ['confederation', { legal: true }],
  ['pressofficer', { articles: true, albums: true }],
];

test.describe('the sidebar and the user menu, by user', () => {
  for (const [username, expected] of USERS) {
    test(`${username} sees exactly the sections and links allowed`, async ({ page }) => {
      await signIn(page, username);
      await expect(sidebar(page)).toBeVisible();
      expect(await sidebarSections(page)).toEqual(expectedSections(expected));
      expect(await sidebarLinks(page)).toEqual(expectedLinks(expected));
      await expect(sidebar(page).getByRole('button', { name: 'Restart tour' })).toHaveCount(
        expected.empowerment ? 1 : 0,
      );
      await expect(page.getByText('Version v20251103')).toBeVisible();

      const menu = await openUserMenu(page);
      await expect(menu.getByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/users/me');
      const profile = menu.getByRole('menuitem', { name: 'My profile' });
      if (!expected.profile) {
        await expect(profile).toHaveCount(0);
        return;
      }
      const me = await currentUserInfo(page);
      const path = `${expected.profile}/${me.typeNo}`;
      await expect(profile).toHaveAttribute('href', path);
      await profile.click();
      await expect(page).toHaveURL(path);
      // A person's profile is named after them; a federation's after the federation (Kenya's).
      const heading =
        expected.profile === '/federations' ? 'Kenya Volleyball Federation' : `${me.firstName} ${me.lastName}`;
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

test.describe('sidebar links', () => {
  test('lead to their pages and mark the current one', async ({ page }) => {
    await signIn(page, 'administrator');
    const nav = sidebar(page);
    await nav.getByRole('link', { name: 'Clubs' }).click();
    await expect(page).toHaveURL('/volley/clubs');
    await expect(page.getByRole('heading', { level: 1, name: 'Volley clubs' })).toBeVisible();
    await expect(page).toHaveTitle(/^(\(\d+\) )?Volley clubs \| FIVB$/);
    await expect(nav.getByRole('link', { name: 'Clubs' })).toHaveAttribute('aria-current', 'page');

    // The same list, filtered for beach volley: only the beach entry is current.
    await nav.locator('a[href="/referees?active=beach"]').click();
    await expect(page).toHaveURL('/referees?active=beach');
    await expect(nav.locator('a[href="/referees?active=beach"]')).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('a[href="/referees"]')).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });

  test('the help guides open in the app, the API documentation in a new tab', async ({ page }) => {
    await signIn(page, 'player');
    const api = sidebar(page).getByRole('link', { name: 'API documentation' });
    await expect(api).toHaveAttribute('target', '_blank');
    await expect(api).toHaveAttribute('rel', /noopener/);
    await sidebar(page).getByRole('link', { name: 'Help guides' }).click();
    await expect(page).toHaveURL(HELP);
    await expect(page.getByRole('region', { name: 'For national federations' })).toBeVisible();
  });
});

test.describe('the empowerment-admin route', () => {
  const ADMIN_PATH = '/empowerment/applications/admin';

  test('sends a federation user to the applications', async ({ page }) => {
    await signIn(page, 'federation');
    await page.goto(ADMIN_PATH);
    await expect(page).toHaveURL('/empowerment/applications');
  });

  test('lets an empowerment administrator in', async ({ page }) => {
    await signIn(page, 'zonaldevproject');
    await page.goto(ADMIN_PATH);
    await expect(page).toHaveURL(ADMIN_PATH);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Empowerment applications administration' }),
    ).toBeVisible();
  });

  test('lets an administrator in', async ({ page }) => {
    await signIn(page, 'administrator');
    await page.goto(ADMIN_PATH);
    await expect(page).toHaveURL(ADMIN_PATH);
  });
});

test.describe('the privacy policy', () => {
  test('is public, in the plain frame', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveURL('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy policy | FIVB');
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  });

  test('is in the app shell for a signed-in user, and translated', async ({ page }) => {
    await signIn(page, 'coach');
    await page.goto('/privacy-policy');
    await expect(sidebar(page)).toBeVisible();
    await openUserMenu(page);
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sus derechos' })).toBeVisible();
  });
});
