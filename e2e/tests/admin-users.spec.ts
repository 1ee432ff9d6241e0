import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { blockAvatarService, openUserMenu, signIn, submitLogin, userMenuButton } from '../fixtures/auth';
import { MAIL_LOG } from '../fixtures/server-options';
import { sidebar } from '../fixtures/shell';

type HeldMail = { to: string[]; subject: string; text: string };

/** The link of the latest held mail sent to `address`, once the mail queue has written it. */
async function mailedLink(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const log = await readFile(MAIL_LOG, 'utf8').catch(() => '');
        const mails = log
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as HeldMail)
          .filter((mail) => mail.to.includes(address));
        link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mails.at(-1)?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return new URL(link).pathname;
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

test.describe('administration of users', () => {
  test('an admin opens an account for a federation outside the empowerment programme with the empowerment grant; the user chooses a password, is seen online, impersonated and deactivated', async ({
    page,
    browser,
  }) => {
    // Two users, three accessibility scans and a mail round trip: about two minutes on two cores.
    test.setTimeout(240_000);
    const username = `italy.e2e.${Date.now()}`;
    const email = `${username}@italy.example`;
    const password = 'Forza azzurri 2026';

    // The admin creates the user: a Federation user for Italy (not in the empowerment programme,
    // so the grant alone opens the empowerment menu).
    await signIn(page, 'administrator');
    await sidebar(page).getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'New user' }).click();
    await expect(page).toHaveURL('/admin/users/new');
    await page.getByLabel('User type').selectOption({ label: 'Federation' });
    await page.getByLabel('Find a federation').fill('Italy');
    const federation = page.getByRole('combobox', { name: 'Federation', exact: true });
    const italy = federation.getByRole('option', { name: /^Italy Volleyball Federation/ });
    await expect(italy).toBeAttached();
    await federation.selectOption((await italy.getAttribute('value')) ?? '');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('First name').fill('Giulia');
    await page.getByLabel('Last name').fill('Ferri');
    const emailField = page.getByLabel('E-mail address');
    await emailField.fill('not-an-address');
    await emailField.blur();
    await expect(page.getByText('Enter a valid e-mail address', { exact: false })).toBeVisible();
    await emailField.fill(email);
    await page.getByRole('checkbox', { name: /Empowerment programme/ }).check();
    await expect(page.getByRole('checkbox', { name: 'E-mail a link to choose a password' })).toBeChecked();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Create the user' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `User ${username}` })).toBeVisible();

    // The new user follows the e-mailed link, chooses a password, signs in and sees the empowerment menu.
    const resetPath = await mailedLink(email);
    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await blockAvatarService(userContext);
    await userPage.goto(resetPath);
    await userPage.getByLabel('New password', { exact: true }).fill(password);
    await userPage.getByLabel('New password again').fill(password);
    await userPage.getByRole('button', { name: 'Save the new password' }).click();
    await expect(userPage).toHaveURL(/\/login/);
    await submitLogin(userPage, username, password);
    await expect(userMenuButton(userPage)).toHaveAccessibleName('User menu of Giulia Ferri');
    await expect(sidebar(userPage).getByRole('heading', { name: 'Empowerment' })).toBeVisible();

    // The admin sees them online…
    await sidebar(page).getByRole('link', { name: 'Online users' }).click();
    await expect(page.getByRole('link', { name: username })).toBeVisible();
    await expectNoSeriousViolations(page);

    // …finds them in the list, impersonates them, and stops.
    await sidebar(page).getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(username);
    await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
    await expect(page.getByRole('link', { name: username })).toBeVisible();
    await page.getByRole('button', { name: `Impersonate ${username}` }).click();
    await expect(page).toHaveURL('/');
    await expect(userMenuButton(page)).toHaveAccessibleName('User menu of Giulia Ferri');
    await expect(sidebar(page).getByRole('heading', { name: 'Empowerment' })).toBeVisible();
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Stop Impersonating' }).click();
    await expect(userMenuButton(page)).toHaveAccessibleName('User menu of Ada Lindqvist');

    // Deactivating the user signs them out at their next request.
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(username);
    await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
    await page.getByRole('link', { name: username }).click();
    await page.getByRole('checkbox', { name: /Active/ }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`User ${username} was saved.`)).toBeVisible();
    await userPage.goto('/federations');
    await expect(userPage).toHaveURL(/\/login/);
    await userContext.close();
  });

  test('a non-admin is refused the users pages, and the server refuses them too', async ({ page }) => {
    await signIn(page, 'federation');
    await expect(sidebar(page).getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page.getByText('Only administrators and supervisors can open this page.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto('/admin/users/online');
    await expect(page.getByText('Only administrators and supervisors can open this page.')).toBeVisible();
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
    expect((await page.request.get('/api/admin/users/online')).status()).toBe(403);
  });
});
