import { expect, test } from '@playwright/test';
import { signedInPanel, signIn, signOut, submitLogin, userMenuButton } from '../fixtures/auth';

test.describe('signing in and out', () => {
  test('an administrator signs in and sees who is signed in', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in | FIVB');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');

    await submitLogin(page, 'administrator');

    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(/^(\(\d+\) )?Dashboard \| FIVB$/);
    const panel = signedInPanel(page);
    await expect(panel).toContainText('administrator');
    await expect(panel).toContainText('Administrator');
    await expect(userMenuButton(page)).toHaveAccessibleName('User menu of Ada Lindqvist');
  });

  test('a reload keeps the user signed in', async ({ page }) => {
    await signIn(page, 'supervisor');
    await expect(signedInPanel(page)).toContainText('supervisor');
    await page.reload();
    await expect(page).toHaveURL('/');
    await expect(signedInPanel(page)).toContainText('supervisor');
    await expect(signedInPanel(page)).toContainText('Supervisor');
  });

  test('a reload of a deeper page keeps the user there', async ({ page }) => {
    await signIn(page, 'supervisor', { redirect: '/volley/clubs?page=2' });
    await expect(page).toHaveURL('/volley/clubs?page=2');
    await page.reload();
    await expect(page).toHaveURL('/volley/clubs?page=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Volley clubs' })).toBeVisible();
    await expect(userMenuButton(page)).toBeVisible();
  });

  test('signing out returns to the sign-in page, and the home page then asks to sign in', async ({ page }) => {
    await signIn(page, 'administrator');
    await signOut(page);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL('/login');
    // Going back in history does not show the signed-in page either.
    await page.goBack();
    await expect(page).toHaveURL(/\/login/);
  });

  test("a wrong password shows the server's message and stays on the sign-in page", async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'player', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('the form says what is missing before asking the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('the route guard', () => {
  test('a guest asking for a deep page signs in and lands on it', async ({ page }) => {
    await page.goto('/players?x=1');
    await expect(page).toHaveURL('/login?redirect=%2Fplayers%3Fx%3D1');

    await submitLogin(page, 'administrator');
    await expect(page).toHaveURL('/players?x=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
    await expect(page).toHaveTitle(/^(\(\d+\) )?Players \| FIVB$/);
  });

  test('a guest asking for the home page goes to sign in without a redirect parameter', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/login');
  });

  test('a redirect to another site is ignored after signing in', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('//evil.example')}`);
    await submitLogin(page, 'federation');
    await expect(page).toHaveURL('/');
    await expect(signedInPanel(page)).toContainText('federation');
  });

  test('other crafted redirects are ignored too', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('https://evil.example/players')}`);
    await submitLogin(page, 'referee');
    await expect(page).toHaveURL('/');
  });

  test('a signed-in user opening the sign-in page is sent home', async ({ page }) => {
    await signIn(page, 'coach');
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await page.goto('/forgot-password');
    await expect(page).toHaveURL('/');
  });

  test('an unknown path shows a not-found page to anyone', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | FIVB');
  });
});

test.describe('language', () => {
  test('French on the sign-in page changes the strings and survives a reload', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Language').selectOption('fr');

    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByLabel("Nom d'utilisateur")).toBeVisible();
    await expect(page.getByText('Traduction en cours', { exact: false })).toBeVisible();
    await expect(page).toHaveTitle('Connexion | FIVB');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByLabel('Langue')).toHaveValue('fr');

    // The server answers in the same language.
    await page.getByLabel("Nom d'utilisateur").fill('player');
    await page.getByLabel('Mot de passe').fill('wrong-password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText("Nom d'utilisateur ou mot de passe incorrect.");
  });

  test('English shows no translation notice', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Language')).toHaveValue('en');
    await expect(page.getByText('Translation in progress', { exact: false })).toHaveCount(0);
  });
});

test.describe('forgotten password', () => {
  test('asking for a link always gets the same answer', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByLabel('Username').fill('nobody-at-all');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If this account exists, a reset link has been sent to its e-mail address.',
    );
  });

  test('an unknown reset link says so', async ({ page }) => {
    await page.goto(`/reset-password/${'x'.repeat(43)}`);
    await expect(page.getByRole('alert')).toHaveText('This link is not valid or has expired.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('the sign-in page fits 375 px and works with the keyboard', async ({ page }) => {
    await page.goto('/login');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByLabel('Username')).toBeFocused();
    await page.keyboard.type('administrator');
    await page.keyboard.press('Tab');
    await page.keyboard.type('volleyball');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(signedInPanel(page)).toContainText('administrator');
  });
});
