import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn, type DemoUsername } from '../fixtures/auth';

/** A small PDF: the server decides a file's type by its bytes. */
const PASSPORT = {
  name: 'passport.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

type Settings = Record<string, unknown> & { version: number };

/** An admin's API session, to find players no case names yet and to put the rules back. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/auth/login', { data: { username: 'administrator', password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return request;
}

async function proxy<T>(api: APIRequestContext, xml: string): Promise<T> {
  const response = await api.post('/proxy', {
    headers: { 'content-type': 'application/xml', accept: 'application/json' },
    data: xml,
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Players of Italy that no case names yet (not the first ones: the demo users' own are among them). */
async function italianPlayers(api: APIRequestContext): Promise<number[]> {
  const [italy] = await proxy<{ no: number }[]>(
    api,
    '<Request Type="GetFederationList" Fields="No" Take="1"><Filter Code="ITA"/></Request>',
  );
  const named = await proxy<{ noPlayer: number }[]>(
    api,
    '<Request Type="GetFederationOfOriginChangeList" Fields="NoPlayer" Take="500"/>',
  );
  const players = await proxy<{ no: number }[]>(
    api,
    `<Request Type="GetPlayerList" Fields="No" Take="100" Sort="No"><Filter NoFederation="${italy!.no}"/></Request>`,
  );
  const taken = new Set(named.map((row) => row.noPlayer));
  return players
    .map((row) => row.no)
    .filter((no) => !taken.has(no))
    .slice(10);
}

/** A page of its own for `username`, signed in. */
async function pageOf(browser: Browser, username: DemoUsername): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signIn(page, username, { redirect: '/legal/foo-changes' });
  return page;
}

/** Takes `step` on case `no`: its button, then the dialog's (with its text when it asks one). */
async function takeStep(page: Page, no: number, step: string, done: string, text?: string) {
  await page.goto(`/legal/cases/${no}`);
  await page.getByRole('button', { name: step, exact: true }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  if (text !== undefined) await dialog.getByRole('textbox').first().fill(text);
  await dialog.getByRole('button', { name: step, exact: true }).click();
  await expect(page.getByText(done)).toBeVisible();
}

/** The federation user opens a change for player `no` and submits it; answers the case's number. */
async function openChange(page: Page, playerNo: number, withPassport: boolean): Promise<number> {
  await page.goto('/legal/foo-changes');
  await page.getByRole('button', { name: 'New change' }).click();
  const dialog = page.getByRole('dialog', { name: 'New change of federation of origin' });
  await dialog.getByPlaceholder('Search by name or ID').fill(String(playerNo));
  await dialog.getByRole('row', { name: new RegExp(`no\\. ${playerNo}$`) }).dblclick();
  await dialog.getByLabel("Applicant's statement").fill('The player has lived in Nairobi for five years.');
  await dialog.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page).toHaveURL(/\/legal\/cases\/\d+$/);
  const no = Number(/(\d+)$/.exec(page.url())?.[1]);
  if (withPassport) {
    const upload = page.getByRole('form', { name: 'Upload a document' });
    await upload.getByLabel('Kind').selectOption({ label: 'Passport' });
    await upload.getByLabel('File').setInputFiles(PASSPORT);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('passport.pdf has been uploaded.')).toBeVisible();
  }
  await takeStep(page, no, 'Submit', 'The case has been submitted.');
  return no;
}

test.describe('changes of federation of origin', () => {
  test('Kenya asks for two Italian players: Italy objects to one with a statement; the other is approved through every step, and the player takes Kenya as federation of origin', async ({
    browser,
    request,
  }) => {
    // Three users through every step of two cases, and the rules changed on the way: the longest
    // journey, which shares the server with the others (a network's database seeded meanwhile…).
    test.setTimeout(240_000);
    const api = await adminApi(request);
    const [first, second] = await italianPlayers(api);
    const kenya = await pageOf(browser, 'federation');
    const office = await pageOf(browser, 'administrator');
    const italy = await pageOf(browser, 'federation2');
    const before = (await (await api.get('/api/legal/settings')).json()) as Settings;
    try {
      // The first: Italy objects, and Kenya reads why.
      const objected = await openChange(kenya, first!, false);
      await takeStep(office, objected, 'Accept', 'The case has been accepted.');
      const objection = 'The player played for Italy at the 2025 European Championship.';
      await takeStep(italy, objected, 'Object', 'The objection has been recorded.', objection);
      await kenya.goto(`/legal/cases/${objected}`);
      await expect(kenya.getByText('Awaiting the new federation').first()).toBeVisible();
      await expect(kenya.getByText(objection).first()).toBeVisible();

      // The second, with the passport: Italy consents, Kenya confirms.
      const approved = await openChange(kenya, second!, true);
      await takeStep(office, approved, 'Accept', 'The case has been accepted.');
      await takeStep(italy, approved, 'Consent', 'The consent has been recorded.');
      await takeStep(kenya, approved, 'Confirm', 'The case has been confirmed.');

      // The rules are data: the office checks neither nationality nor a waiting period here.
      await office.goto('/admin/legal-settings');
      await office.getByLabel("The player holds the nationality of the new federation's country").uncheck();
      await office.getByLabel('Waiting period (years)').fill('0');
      await office.getByRole('button', { name: 'Save' }).click();
      await expect(office.getByText(/saved/i).first()).toBeVisible();

      await takeStep(office, approved, 'Approve', 'The case has been approved.', 'Every rule in force is met.');
      await expect(office.getByText('Approved').first()).toBeVisible();
      const download = office.waitForEvent('download');
      await office.getByRole('link', { name: 'Decision letter (PDF)' }).click();
      expect((await download).suggestedFilename()).toBe(`case-${approved}-decision.pdf`);

      // The player's profile: Kenya now, and how it came to be.
      await kenya.goto(`/players/${second}`);
      const origin = kenya.getByRole('region', { name: 'Federation of origin' });
      await expect(origin.getByText('KEN').first()).toBeVisible();
      await expect(origin.getByRole('link', { name: `Change of federation of origin no. ${approved}` })).toBeVisible();

      const axe = await new AxeBuilder({ page: kenya }).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    } finally {
      const now = (await (await api.get('/api/legal/settings')).json()) as Settings;
      await api.put('/api/legal/settings', { data: { ...before, version: now.version } });
      for (const page of [kenya, office, italy]) await page.context().close();
    }
  });
});
