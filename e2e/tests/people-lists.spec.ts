import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';
import { sidebar } from '../fixtures/shell';

const LISTS = [
  { path: '/coaches', title: 'Coaches' },
  { path: '/referees', title: 'Referees' },
  { path: '/officials', title: 'Officials' },
  { path: '/medical-staff', title: 'Medical staff' },
  { path: '/media-staff', title: 'Media staff' },
];

test.describe('the people lists', () => {
  test('each role has its list, searchable by name', async ({ page }) => {
    // Five lists of thousands, one after the other.
    test.slow();
    await signIn(page, 'administrator');
    for (const { path, title } of LISTS) {
      await page.goto(path);
      const table = page.getByRole('table', { name: title });
      await expect(table.locator('tbody tr[tabindex]').first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: ' of ' })).toHaveText(/^1–50 of \d/);
    }
    await page.getByRole('searchbox', { name: 'Search' }).fill('garcia mateo');
    await expect(page.getByRole('table', { name: 'Media staff' }).locator('tbody tr[tabindex]')).toHaveCount(1);
  });

  test('the beach coaches of the sidebar are the coaches active in beach volleyball', async ({ page }) => {
    await signIn(page, 'administrator');
    await sidebar(page).getByRole('list', { name: 'Beach volley' }).getByRole('link', { name: 'Coaches' }).click();
    await expect(page).toHaveURL(/\/coaches\?active=beach$/);
    await expect(page.getByLabel('Discipline')).toHaveValue('beach');
    const table = page.getByRole('table', { name: 'Coaches' });
    const header = await table.getByRole('columnheader').allTextContents();
    const beachColumn = header.findIndex((text) => text.startsWith('Beach volleyball')) + 1;
    await expect(table.locator(`tbody tr[tabindex] td:nth-child(${beachColumn})`).first()).toHaveText('Yes');
    const beach = await table.locator(`tbody tr[tabindex] td:nth-child(${beachColumn})`).allTextContents();
    expect(new Set(beach)).toEqual(new Set(['Yes']));
  });
});
