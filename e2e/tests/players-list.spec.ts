import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';

const table = (page: Page) => page.getByRole('table', { name: 'Players' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[tabindex]');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /of|results?/ });

async function openPlayers(page: Page, query = '') {
  await signIn(page, 'administrator');
  await page.goto(`/players${query}`);
  // The first visit loads the page's code and the federations for the filter.
  await expect(table(page)).toBeVisible({ timeout: 15_000 });
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
}

test.describe('the players list', () => {
  test('pages through thousands of players, sorted by the server, the URL holding the view', async ({ page }) => {
    // Many pages and sorts, each a round trip to the server: a long journey.
    test.slow();
    await openPlayers(page);
    await expect(bodyRows(page)).toHaveCount(50);
    await expect(status(page)).toHaveText(/^1–50 of \d{1,3}(,\d{3})+$/);

    const birthdate = table(page).getByRole('columnheader', { name: 'Birthdate' });
    await birthdate.getByRole('button').click();
    await expect(page).toHaveURL(/sort=BirthDate/);
    await expect(birthdate).toHaveAttribute('aria-sort', 'ascending');
    await birthdate.getByRole('button').click();
    await expect(birthdate).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=-BirthDate/);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(status(page)).toHaveText(/^51–100 of /);
    const secondPage = await bodyRows(page).first().textContent();

    // The same address shows the same view.
    await page.reload();
    await expect(status(page)).toHaveText(/^51–100 of /);
    await expect(bodyRows(page).first()).toHaveText(secondPage ?? '');
    await expect(table(page).getByRole('columnheader', { name: 'Birthdate' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  test('searches accent-insensitively, filters, says when nothing matches, and opens a player', async ({ page }) => {
    await openPlayers(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('EGÖNU');
    await expect(page).toHaveURL(/q=EG%C3%96NU/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Paola');

    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByLabel('Federation', { exact: true }).selectOption('SEN');
    await expect(page).toHaveURL(/federation=SEN/);
    await expect(status(page)).toHaveText('1–16 of 16');
    const federationCells = table(page).locator('tbody td:nth-child(7)');
    await expect(federationCells).toHaveText(Array(16).fill('SEN'));
    await page.getByLabel('Gender').selectOption({ label: 'Female' });
    await expect(status(page)).toHaveText('1–8 of 8');

    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-is-called-this');
    await expect(table(page).getByText('No records match.')).toBeVisible();
    await expect(status(page)).toHaveText('0 results');

    await page.getByRole('searchbox', { name: 'Search' }).fill('egonu');
    await page.getByLabel('Federation', { exact: true }).selectOption('');
    await page.getByLabel('Gender').selectOption('');
    await expect(page).toHaveURL(/\?q=egonu$/);
    await expect(bodyRows(page)).toHaveCount(1);
    await bodyRows(page).first().dblclick();
    await expect(page).toHaveURL(/\/players\/\d+$/);
  });

  test('is driven from the keyboard: rows take focus, Enter opens one', async ({ page }) => {
    await openPlayers(page, '?federation=ITA&sort=LastName');
    const first = bodyRows(page).first();
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect(bodyRows(page).nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(bodyRows(page).last()).toBeFocused();
    const no = await bodyRows(page).last().locator('td').first().textContent();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/players/${no}$`));
  });

  test('hides and shows columns, remembered on the next visit', async ({ page }) => {
    await openPlayers(page);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Height' }).click();
    await page.keyboard.press('Escape');
    await expect(table(page).getByRole('columnheader', { name: 'Height' })).toBeVisible();
    await expect(bodyRows(page).first().locator('td').last()).toHaveText(/^\d[.,]\d{1,2} m$/);
    await page.reload();
    await expect(table(page).getByRole('columnheader', { name: 'Height' })).toBeVisible();
  });

  test('exports the current view as CSV', async ({ page }) => {
    await openPlayers(page, '?federation=SEN');
    await expect(status(page)).toHaveText('1–16 of 16');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('players.csv');
    const lines = (await readFile((await download.path()) ?? '', 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('No,LastName,FirstName,Gender,BirthDate,NationalityCode,FederationCode');
    expect(lines).toHaveLength(17);
    expect(lines.slice(1).every((line) => line.endsWith(',SN,SEN'))).toBe(true);
  });

  test('has no serious accessibility violations, also on a phone', async ({ page }) => {
    // axe walks every row and every option of the federation list, twice.
    test.slow();
    await openPlayers(page);
    const desktop = await new AxeBuilder({ page }).analyze();
    expect(
      desktop.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table(page)).toBeVisible();
    const phone = await new AxeBuilder({ page }).analyze();
    expect(phone.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
  });
});
