import { expect, test, type Page } from '@playwright/test';
import { blockAvatarService, DEMO_PASSWORD } from '../fixtures/auth';
import { sidebar, sidebarLinks, skipTour } from '../fixtures/shell';
import { USER_TYPE_CODES } from '@libero/shared/auth/user-types';

const AVATAR_HOST = 'gravatar.com';
const API_DOCS = '/api-docs';

/**
 * What goes wrong on the page: failed requests and console errors, taken out by the journey as it
 * judges each page; and whether a request is still under way.
 */
function watchProblems(page: Page) {
  const problems: string[] = [];
  let inFlight = 0;
  page.on('console', (message) => {
    // The avatar service is blocked (404): its picture failing to load is expected.
    if (message.type() === 'error' && !message.location().url.includes(AVATAR_HOST))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', () => inFlight++);
  page.on('requestfinished', async (request) => {
    inFlight--;
    const response = await request.response();
    if (response && response.status() >= 400 && !request.url().includes(AVATAR_HOST))
      problems.push(`${response.status()} ${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on('requestfailed', (request) => {
    inFlight--;
    if (!request.url().includes(AVATAR_HOST)) problems.push(`failed: ${request.url()}`);
  });
  return { problems, idle: () => inFlight <= 0 };
}

/** Waits until the page has asked for all it needs: no request for a tenth of a second. */
async function settled(page: Page, idle: () => boolean) {
  const deadline = Date.now() + 15_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    if (!idle()) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 100) return;
    await page.waitForTimeout(25);
  }
  throw new Error(`${page.url()} was still loading after 15 s`);
}

/** Closes the notifications shown, so that each page is judged on its own. */
async function dismissNotifications(page: Page) {
  const buttons = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Dismiss' });
  while ((await buttons.count()) > 0) await buttons.first().click();
}

/**
 * Issue #38: every user type (each has a demo user named by its code in lower case) opens every
 * entry of its menu: no error notice, no failed request, no console error.
 */
for (const code of USER_TYPE_CODES) {
  test(`${code}: every entry of the menu opens without an error`, async ({ page }) => {
    // An administrator's menu holds about forty entries.
    test.setTimeout(150_000);
    await blockAvatarService(page.context());
    const username = code.toLowerCase();
    const login = await page.request.post('/auth/login', { data: { username, password: DEMO_PASSWORD } });
    expect(login.ok(), `${username} signs in`).toBe(true);
    const me = (await (await page.request.get('/auth/me')).json()) as { no: number };
    const { problems, idle } = watchProblems(page);
    await page.goto('/');
    await skipTour(page, me.no);
    await settled(page, idle);
    // Every menu ends with the privacy policy: once it shows, the whole menu is there to be read.
    await expect(sidebar(page).locator('a[href="/privacy-policy"]')).toBeVisible();

    const links = await sidebarLinks(page);
    // The API documentation is a server page, opened in a new tab.
    expect((await page.request.get(API_DOCS)).ok()).toBe(true);
    const entries = links.filter((href) => href.startsWith('/') && href !== API_DOCS);
    const faults: { href: string; problems: string[] }[] = [];
    for (const href of entries) {
      await sidebar(page).locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
      await settled(page, idle);
      const alerts = await page.getByRole('alert').allTextContents();
      const found = [...problems.splice(0), ...alerts.map((text) => `alert: ${text}`)];
      if (found.length > 0) faults.push({ href, problems: found });
      await dismissNotifications(page);
    }
    expect(faults).toEqual([]);
  });
}
