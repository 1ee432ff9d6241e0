import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/auth';

test.describe('the transfers list', () => {
  test('a federation sees only the transfers from or to it, and filters them by status', async ({ page }) => {
    await signIn(page, 'federation');
    await page.goto('/volley/transfers');
    const table = page.getByRole('table', { name: 'Transfers' });
    const rows = table.locator('tbody tr[tabindex]');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index++) {
      const cells = await rows.nth(index).locator('td').allTextContents();
      expect([cells[2], cells[4]]).toContain('KEN');
    }
    await page.getByLabel('Status').selectOption({ label: 'Awaiting federations' });
    await expect(page).toHaveURL(/status=awaitingFederations/);
    const statuses = table.locator('tbody td:nth-child(8)');
    await expect
      .poll(async () => {
        const texts = await statuses.allTextContents();
        return texts.length > 0 && texts.every((text) => text === 'Awaiting federations');
      })
      .toBe(true);
    await expect(table.getByRole('row', { name: /Kenya Pipeline Volleyball Club.*Sir Safety Perugia/ })).toBeVisible();
  });

  test('someone whose type takes part in no transfer is told what the page is for and who sees it', async ({
    page,
  }) => {
    await signIn(page, 'guest');
    await page.goto('/volley/transfers');
    await expect(page.getByRole('heading', { name: 'Nothing here for your account' })).toBeVisible();
    await expect(page.getByText(/International transfers are handled by the national federations/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Transfers' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
