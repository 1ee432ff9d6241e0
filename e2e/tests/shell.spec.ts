import { expect, test } from '@playwright/test';
import { openUserMenu, signedInPanel, signIn, signOut, submitLogin, userMenuButton } from '../fixtures/auth';
import { demoUserInfo, sidebar, skipTour } from '../fixtures/shell';

const ENV_HEADER = 'x-fivb-env';
const OFFLINE = 'You appears to be offline. Please check your network.';

test.describe('the network environment', () => {
  test('a Supervisor switches to uat: the page reloads, says so, and keeps working there', async ({ page }) => {
    // The uat database was created before the journeys (global-setup.ts).
    await signIn(page, 'supervisor');
    await expect(page.getByText('You are using the', { exact: false })).toHaveCount(0);

    const menu = await openUserMenu(page);
    await expect(menu.getByRole('menuitemradio', { name: 'Production' })).toHaveAttribute('aria-checked', 'true');
    const dashboardCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/dashboard');
    await Promise.all([
      page.waitForEvent('load'),
      menu.getByRole('menuitemradio', { name: 'UAT (acceptance tests)' }).click(),
    ]);

    await expect(page.getByText('You are using the uat network.')).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('http:environment'),
        localStorage.getItem('httpClient:environment'),
      ]),
    ).toEqual(['uat', 'uat']);
    const response = await dashboardCall;
    expect(response.request().headers()[ENV_HEADER]).toBe('uat');
    expect(response.status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Overview' }).getByText('Federations')).toBeVisible();

    // And back.
    await openUserMenu(page);
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitemradio', { name: 'Production' }).click()]);
    await expect(page.getByText('You are using the', { exact: false })).toHaveCount(0);
  });

  test('only a Supervisor may choose: others have no choice, and the server refuses them', async ({ page }) => {
    await signIn(page, 'administrator');
    const menu = await openUserMenu(page);
    await expect(menu.getByRole('menuitemradio', { name: 'UAT (acceptance tests)' })).toHaveCount(0);
    const refused = await page.request.get('/api/dashboard', { headers: { 'X-FIVB-Env': 'uat' } });
    expect(refused.status()).toBe(403);
    const allowed = await page.request.get('/api/dashboard', { headers: { 'X-FIVB-Env': 'production' } });
    expect(allowed.status()).toBe(200);
  });

  test('a choice left in the browser does not apply to the next user', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('http:environment', 'uat');
      localStorage.setItem('httpClient:environment', 'uat');
    });
    await page.reload();
    await expect(page.getByText('You are using the uat network.')).toBeVisible();
    const dashboardCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/dashboard');
    await submitLogin(page, 'player');
    const response = await dashboardCall;
    expect(response.request().headers()[ENV_HEADER]).toBe('production');
    expect(response.status()).toBe(200);
    await expect(page.getByText('You are using the', { exact: false })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('http:environment'))).toBe('production');
  });
});

test('going offline shows a banner until the network is back', async ({ page, context }) => {
  await signIn(page, 'player');
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

test.describe('impersonation', () => {
  test('an administrator acts as a player, then stops and is back on the dashboard', async ({ page, baseURL }) => {
    const player = await demoUserInfo(baseURL ?? '', 'player');
    await signIn(page, 'administrator');
    const started = await page.request.post('/auth/impersonate', { data: { userNo: player.no } });
    expect(started.status()).toBe(200);
    await page.reload();

    await expect(userMenuButton(page)).toHaveAccessibleName('User menu of Paola Egonu');
    await expect(sidebar(page).getByRole('heading', { name: 'Administration' })).toHaveCount(0);
    const menu = await openUserMenu(page);
    await expect(menu.getByText('Impersonating user')).toBeVisible();
    await expect(menu.getByText('Real account: administrator')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      `/players/${player.typeNo}`,
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // While impersonating, the empowerment-admin route is open (SPEC §6).
    await page.goto('/empowerment/applications/admin');
    await expect(page).toHaveURL('/empowerment/applications/admin');
    // The server answers the player's own rights: the page says the player reviews nothing.
    await expect(page.getByText('Paola Egonu does not review applications', { exact: false })).toBeVisible();

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Stop Impersonating' }).click();
    await expect(page).toHaveURL('/');
    await expect(userMenuButton(page)).toHaveAccessibleName('User menu of Ada Lindqvist');
    await expect(signedInPanel(page)).toContainText('administrator');
    await expect(sidebar(page).getByRole('heading', { name: 'Administration' })).toBeVisible();
  });
});

test.describe('the user menu', () => {
  test('works with the keyboard and closes on Esc and on a click outside', async ({ page }) => {
    await signIn(page, 'referee');
    await userMenuButton(page).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByText('Signed in as')).toBeVisible();
    await expect(menu.getByText('referee · Referee')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My account' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(userMenuButton(page)).toBeFocused();

    await openUserMenu(page);
    await page.mouse.click(400, 600);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('shows the placeholder when the avatar service has no picture', async ({ page }) => {
    await signIn(page, 'coach');
    await expect(userMenuButton(page).getByTestId('avatar-placeholder')).toBeVisible();
  });

  test('signing out goes to the sign-in page', async ({ page }) => {
    await signIn(page, 'guest');
    await signOut(page);
    await expect(page).toHaveURL('/login');
  });

  test('a failed sign-out is told in a notification that can be dismissed', async ({ page }) => {
    await signIn(page, 'guest');
    await page.route('**/auth/logout', (route) => route.fulfill({ status: 400, json: {} }));
    await signOut(page);
    const notification = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
    await expect(notification).toHaveText('Something wrong happened.');
    await expect(page).not.toHaveURL('/login');
    await notification.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notification).toHaveCount(0);
  });
});

test.describe('language', () => {
  test('the user menu switches the language, which survives a reload', async ({ page }) => {
    await signIn(page, 'player');
    await openUserMenu(page);
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByText('Traduction en cours', { exact: false })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Beach-volley' })).toBeVisible();
    await expect(page).toHaveTitle(/^(\(\d+\) )?Tableau de bord \| FIVB$/);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: /^Menu utilisateur de / }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('aria-checked', 'true');
    await menu.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Translation in progress', { exact: false })).toHaveCount(0);
  });
});

test.describe('the easter egg', () => {
  const CODE = [
    'ArrowUp',
    'ArrowUp',
    'ArrowDown',
    'ArrowDown',
    'ArrowLeft',
    'ArrowRight',
    'ArrowLeft',
    'ArrowRight',
    'b',
    'a',
  ];

  test('↑↑↓↓←→←→ b a turns the page once over 4 seconds', async ({ page }) => {
    await signIn(page, 'player');
    await page.locator('body').click({ position: { x: 600, y: 500 } });
    for (const key of CODE) await page.keyboard.press(key);
    const html = page.locator('html');
    await expect(html).toHaveClass(/easter-egg-spin/);
    expect(await html.evaluate((el) => getComputedStyle(el).animationName)).toBe('easter-egg-spin');
    expect(await html.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('4s');
    await expect(html).not.toHaveClass(/easter-egg-spin/, { timeout: 6_000 });
  });

  test('is not triggered by typing in a field', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').focus();
    for (const key of CODE) await page.keyboard.press(key);
    await expect(page.locator('html')).not.toHaveClass(/easter-egg-spin/);
  });
});

test.describe('the desktop sidebar', () => {
  test('collapses to icons and stays so after a reload', async ({ page }) => {
    await signIn(page, 'player');
    const aside = page.locator('#sidebar');
    await page.getByRole('button', { name: 'Collapse the sidebar' }).click();
    await expect(aside).toHaveAttribute('data-collapsed', 'true');
    // The width follows the attribute through a transition: read it until it has arrived.
    const width = async () => (await aside.boundingBox())?.width ?? 0;
    await expect.poll(width).toBeLessThan(80);
    // Labels stay for assistive technologies.
    await expect(sidebar(page).getByRole('link', { name: 'Players' })).toBeVisible();
    await page.reload();
    await expect(aside).toHaveAttribute('data-collapsed', 'true');
    await page.getByRole('button', { name: 'Expand the sidebar' }).click();
    await expect(aside).toHaveAttribute('data-collapsed', 'false');
    await expect.poll(width).toBeGreaterThan(200);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('the mobile sidebar opens with the hamburger or Ctrl+B, and closes with Esc, Ctrl+B or a route change', async ({
    page,
  }) => {
    await signIn(page, 'federation2');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toHaveCount(0);

    await page.keyboard.press('Control+b');
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBeCloseTo(375, 0);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    await page.getByRole('button', { name: 'Open the navigation menu' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Control+b');
    await expect(drawer).toHaveCount(0);

    await page.keyboard.press('Control+b');
    await drawer.getByRole('link', { name: 'Players' }).click();
    await expect(page).toHaveURL('/players');
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  });

  test('notifications show at the bottom right', async ({ page }) => {
    await signIn(page, 'guest');
    await page.route('**/auth/logout', (route) => route.fulfill({ status: 400, json: {} }));
    await signOut(page);
    const notification = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
    await expect(notification).toBeVisible();
    const box = await notification.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(600);
  });
});

test.describe('the guided tour', () => {
  test('shows once on the first visit to the applications, and restarts from the help section', async ({ page }) => {
    // Six steps, a reload and two restarts: a long journey.
    test.slow();
    await signIn(page, 'federation');
    await sidebar(page).getByRole('link', { name: 'Applications' }).click();
    const popover = page.locator('.driver-popover');
    await expect(popover).toBeVisible();
    await expect(popover).toContainText('Welcome to Empowerment');
    await expect(popover).toContainText('Step 1 of 6');
    const next = popover.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(popover).toContainText('What is an application?');
    await next.click();
    await expect(popover).toContainText('Create a new application');
    await next.click();
    await expect(popover).toContainText('Your national federation profile');
    await next.click();
    await expect(popover).toContainText('Edit your application');
    await next.click();
    await expect(popover).toContainText('Congratulations!');
    await popover.getByRole('button', { name: 'Finish' }).click();
    await expect(popover).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Empowerment applications' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New application' })).toBeEnabled();
    await expect(popover).toHaveCount(0);

    await sidebar(page).getByRole('button', { name: 'Restart tour' }).click();
    await expect(popover).toContainText('Welcome to Empowerment');
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);

    // From another page, the button leads to the applications and starts it there.
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/');
    await sidebar(page).getByRole('button', { name: 'Restart tour' }).click();
    await expect(page).toHaveURL('/empowerment/applications');
    await expect(popover).toContainText('Welcome to Empowerment');
  });

  test('does not show to a user who has seen it', async ({ page }) => {
    await signIn(page, 'zonaldevproject');
    const me = await (await page.request.get('/auth/me')).json();
    await skipTour(page, me.no);
    await page.goto('/empowerment/applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Empowerment applications' })).toBeVisible();
    await expect(page.locator('.driver-popover')).toHaveCount(0);
  });
});

test.describe('a module that cannot be loaded', () => {
  test('reloads the page once, then shows the error', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') messages.push(message.text());
    });
    await signIn(page, 'player');
    // The transfers list's own chunk (its page and nothing else) cannot be fetched.
    await page.route(/\/assets\/transfers-page-[^/]+\.js$/, (route) => route.abort());
    let loads = 0;
    page.on('load', () => (loads += 1));
    await sidebar(page).getByRole('list', { name: 'Volleyball' }).getByRole('link', { name: 'Transfers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(loads).toBe(1);
    expect(
      messages.filter((text) => text.includes('The application was not able to load all the modules')).length,
    ).toBeGreaterThan(0);
    await expect(page).toHaveURL('/volley/transfers');
  });
});
