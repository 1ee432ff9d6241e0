import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openUserMenu, signIn } from '../fixtures/auth';

const panel = (page: Page, title: string) => page.getByRole('region', { name: title });

/**
 * The official's account speaks English again, whatever happened to the test. No other spec signs in
 * as official: while this one runs, the account speaks French, and a sign-in takes the account's language.
 */
async function restoreEnglish(page: Page) {
  const response = await page.request.patch('/auth/me', { data: { language: 'en' } });
  expect([200, 401]).toContain(response.status());
}

test.describe('my account', () => {
  test.afterEach(async ({ page }) => {
    await restoreEnglish(page);
  });

  test('an official opens My account from the user menu, speaks French there, and comes back to English', async ({
    page,
  }) => {
    // A long journey (an accessibility scan, two saves, a reload): more time than a single check.
    test.slow();
    await signIn(page, 'official');
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'My account' }).click();
    await expect(page).toHaveURL('/users/me');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

    const profile = panel(page, 'Profile');
    await expect(profile.getByLabel('Username')).toHaveValue('official');
    await expect(profile.getByLabel('First name')).toHaveValue('Olga');
    await expect(profile.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(panel(page, 'My grants')).toContainText('None');
    // This very sign-in is listed, on the production network.
    await expect(panel(page, 'Recent sign-ins').getByRole('row').nth(1)).toContainText('Production');
    await expect(panel(page, 'Password').getByLabel('Current password')).toBeVisible();

    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // A wrong e-mail address is refused as it is typed, and nothing is sent.
    const email = profile.getByLabel('E-mail address');
    const address = await email.inputValue();
    await email.fill('rafael@');
    await expect(profile.getByText('Enter a valid e-mail address, such as name@example.org.')).toBeVisible();
    await email.fill(address);
    await expect(email).not.toHaveAttribute('aria-invalid');

    // French: the page and the shell follow at once.
    await profile.getByRole('radio', { name: 'Français' }).check();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === '/auth/me',
    );
    await profile.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    // The notification goes away after a few seconds: looked for first.
    await expect(page.getByText('Votre profil a été enregistré.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    const profil = panel(page, 'Profil');
    await expect(profil.getByLabel('Prénom')).toHaveValue('Olga');
    await expect(profil.getByRole('radio', { name: 'Français' })).toBeChecked();
    await expect(panel(page, 'Connexions récentes').getByRole('columnheader', { name: 'Date et heure' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    // After a reload, the interface (remembered in this browser) and the account still say French.
    await page.reload();
    await expect(panel(page, 'Profil').getByRole('radio', { name: 'Français' })).toBeChecked();

    // And back to English.
    await panel(page, 'Profil').getByRole('radio', { name: 'English' }).check();
    await panel(page, 'Profil').getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(panel(page, 'Profile').getByRole('radio', { name: 'English' })).toBeChecked();
    const me = await page.request.get('/auth/me');
    expect(await me.json()).toMatchObject({
      username: 'official',
      firstName: 'Olga',
      lastName: 'Kowalska',
      language: 'en',
    });
  });
});
