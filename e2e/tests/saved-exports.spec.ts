import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, type DemoUsername } from '../fixtures/auth';

async function openAs(browser: Browser, username: DemoUsername): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signIn(page, username);
  return page;
}

/** The first line of the file a click on `link` downloads. */
async function downloadedHeader(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Download "${name}" as CSV` }).click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  return text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
}

test("a federation user saves the players export of its federation with three columns, shares it, and another of the federation's users runs it", async ({
  browser,
}) => {
  test.slow();
  const name = `Kenyan players ${Date.now()}`;
  const owner = await openAs(browser, 'federation');
  await owner.goto('/players?federation=KEN');
  const table = owner.getByRole('table', { name: 'Players' });
  await expect(table.locator('tbody tr[tabindex]').first()).toBeVisible();
  await owner.getByRole('button', { name: 'Columns' }).click();
  for (const column of ['Gender', 'Birthdate', 'Nationality', 'Federation'])
    await owner.getByRole('menuitemcheckbox', { name: column, exact: true }).click();
  await owner.keyboard.press('Escape');
  await expect(table.getByRole('columnheader')).toHaveCount(3);

  await owner.getByRole('button', { name: 'Save export' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Save this export' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Share with the users of my organisation').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText(`"${name}" is saved in My exports.`)).toBeVisible();

  await owner.goto('/users/me/exports');
  const mine = owner.getByRole('region', { name: 'Mine' });
  await expect(mine.getByText(name)).toBeVisible();
  await expect(mine.getByText('Federation: KEN — Kenya Volleyball Federation').first()).toBeVisible();
  const ownersHeader = await downloadedHeader(owner, name);
  expect(ownersHeader).toBe('No,LastName,FirstName');

  const colleague = await openAs(browser, 'federation3');
  await colleague.goto('/users/me/exports');
  const shared = colleague.getByRole('region', { name: 'Shared with me' });
  await expect(shared.getByText(name)).toBeVisible();
  await expect(shared.getByText('Shared by Faith Wanjiru').first()).toBeVisible();
  expect(await downloadedHeader(colleague, name)).toBe(ownersHeader);

  const italian = await openAs(browser, 'federation2');
  await italian.goto('/users/me/exports');
  await expect(italian.getByRole('heading', { level: 1, name: 'My exports' })).toBeVisible();
  await expect(italian.getByText(name)).toHaveCount(0);
});
