import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const panel = (page: Page, title: string) => page.getByRole('region', { name: title });
const federationRows = (page: Page) => page.getByRole('table', { name: 'Federations' }).locator('tbody tr[tabindex]');

/**
 * Every image `selector` finds has been drawn from a real picture (a broken one has no natural
 * width). Flags load lazily: those out of view are asked to load now.
 */
async function expectImagesLoaded(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>(css));
    for (const img of images) img.loading = 'eager';
    return images.every((img) => img.complete && img.naturalWidth > 0);
  }, selector);
}

async function proxy(page: Page, xml: string) {
  return page.request.post('/proxy', {
    headers: { 'content-type': 'application/xml', accept: 'application/json' },
    data: xml,
  });
}

async function federationByCode(page: Page, code: string): Promise<{ no: number; version: number }> {
  const response = await proxy(
    page,
    `<Request Type="GetFederationList" Fields="No Version"><Filter Code="${code}"/></Request>`,
  );
  const [row] = ((await response.json()) as { data: { no: number; version: number }[] }).data;
  if (!row) throw new Error(`No federation ${code}`);
  return row;
}

// Long journeys over big tables, with an accessibility check each.
test.beforeEach(() => test.slow());

test.describe('an admin looks a federation up', () => {
  test('finds it by code and by its French name, opens it and sees its flag and clubs', async ({ page }) => {
    await signIn(page, 'administrator');
    // By code: the search also finds names holding the letters (britannIQUES), Italy among them.
    await page.goto('/federations?q=ITA');
    await expect(federationRows(page).filter({ hasText: /^\d+ITAItaly Volleyball Federation/ })).toHaveCount(1);

    await page.goto(`/federations?q=${encodeURIComponent('Fédération de volley-ball (Allemagne)')}`);
    await expect(federationRows(page)).toHaveCount(1);
    await expect(federationRows(page)).toContainText('GER');

    await page.goto('/federations?q=italie');
    await expect(federationRows(page)).toHaveCount(1);
    await federationRows(page).press('Enter');
    await expect(page).toHaveURL(/\/federations\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Italy Volleyball Federation' })).toBeVisible();
    const flag = page.getByRole('img', { name: 'Italy' }).first();
    await expect(flag).toHaveAttribute('src', '/flags/it.png');
    await expectImagesLoaded(page, 'main img[src^="/flags/"]');

    const clubs = panel(page, 'Member clubs');
    await expect(clubs.getByRole('link', { name: 'Sir Safety Perugia' })).toBeVisible();
    await clubs.getByRole('link', { name: 'Sir Safety Perugia' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sir Safety Perugia' })).toBeVisible();
    await expect(panel(page, 'Players').locator('tbody tr[tabindex]').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('sees the confederation and its members', async ({ page }) => {
    await signIn(page, 'administrator');
    await page.goto('/confederations');
    await page.getByRole('link', { name: /Confédération Européenne de Volleyball/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confédération Européenne de Volleyball' })).toBeVisible();
    await expect(panel(page, 'Member federations')).toContainText('Italy Volleyball Federation');
  });
});

test.describe('a federation keeps its own record', () => {
  test('edits its contacts from "My profile"', async ({ page }) => {
    const phone = `+254 20 ${Date.now().toString().slice(-7)}`;
    await signIn(page, 'federation');
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kenya Volleyball Federation' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByText('You can change the contacts here')).toBeVisible();
    // Codes, names and status are the administrators': not offered.
    await expect(page.getByLabel('Code', { exact: true })).toHaveCount(0);
    await page.getByLabel('Phone').fill(phone);
    await page.getByLabel('Website').fill('not a web address');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Website').fill('https://kenyavolleyball.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The federation has been saved!')).toBeVisible();
    await expect(page).toHaveURL(/\/federations\/\d+$/);
    await expect(panel(page, 'Contacts')).toContainText(phone);
    await expect(panel(page, 'Contacts').getByRole('link', { name: /kenyavolleyball\.example/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("gets another federation's page read-only, and the server refuses a forged write", async ({ page }) => {
    await signIn(page, 'federation');
    const italy = await federationByCode(page, 'ITA');
    await page.goto(`/federations/${italy.no}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Italy Volleyball Federation' })).toBeVisible();
    await expect(panel(page, 'Contacts')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

    await page.goto(`/federations/${italy.no}/edit`);
    await expect(page.getByText('You are not allowed to change this record.')).toBeVisible();

    const forged = await proxy(
      page,
      `<Request Type="SaveFederation"><Federation No="${italy.no}" Version="${italy.version}" Website="https://forged.example"/></Request>`,
    );
    expect(forged.status()).toBe(403);
    expect(await federationByCode(page, 'ITA')).toEqual(italy);
  });
});

test.describe('flags', () => {
  test('every federation of the seed has its flag; an unknown code has the unknown one', async ({ page }) => {
    await signIn(page, 'administrator');
    const response = await proxy(page, '<Request Type="GetFederationList" Fields="Code CountryCode" Take="1000"/>');
    const rows = ((await response.json()) as { data: { code: string; countryCode: string }[] }).data;
    expect(rows.length).toBeGreaterThan(200);

    // Every flag image the list shows, page by page of 100, is a real picture.
    await page.goto('/federations');
    await page.getByLabel('Rows per page').selectOption('100');
    for (let shown = 0; shown < rows.length; shown += 100) {
      await expect(federationRows(page)).not.toHaveCount(0);
      await expectImagesLoaded(page, 'table img[src^="/flags/"]');
      const images = await page
        .locator('table img[src^="/flags/"]')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      expect(images).not.toContain('/flags/unknown.png');
      if (shown + 100 < rows.length) await page.getByRole('button', { name: 'Next page' }).click();
    }

    // Serbia's first official came from an older register with Yugoslavia's retired code.
    const legacy = await proxy(
      page,
      '<Request Type="GetOfficialList" Fields="No"><Filter NationalityCode="YU"/></Request>',
    );
    const [official] = ((await legacy.json()) as { data: { no: number }[] }).data;
    await page.goto(`/officials/${official?.no ?? 0}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main img[src="/flags/unknown.png"]').first()).toBeVisible();
    await expectImagesLoaded(page, 'main img[src^="/flags/"]');

    const unknown = await page.request.get('/flags/unknown.png');
    expect(unknown.status()).toBe(200);
    expect(unknown.headers()['content-type']).toBe('image/png');
    expect((await page.request.get('/flags/qq.png')).status()).toBe(404);
  });
});
