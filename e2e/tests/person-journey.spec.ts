import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A one-page PDF: what a scanner sends, small enough to keep here. */
const PASSPORT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A 1×1 PNG. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function fillNewPlayer(page: Page, firstName: string, lastName: string) {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Birthdate').fill('2002-03-14');
}

async function storedPlayer(page: Page, no: number) {
  const response = await page.request.post('/proxy', {
    headers: { 'content-type': 'application/xml', accept: 'application/json' },
    data: `<Request Type="GetPlayer" No="${no}" Fields="No Height Weight"/>`,
  });
  return ((await response.json()) as { data: { height: number; weight: number } }).data;
}

test.describe('a federation keeps its players', () => {
  test.describe.configure({ mode: 'serial' });
  // A name of its own per run: the demo database lives as long as the suite's server.
  const lastName = `Kamau-${Date.now().toString(36)}`;
  let profileUrl = '';

  test('creates a player, and is warned of the duplicate on the second try', async ({ page }) => {
    await signIn(page, 'federation');
    await page.goto('/players');
    await page.getByRole('link', { name: 'New player' }).click();
    await expect(page).toHaveURL(/\/players\/new$/);
    await fillNewPlayer(page, 'Chloé', lastName);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The player has been saved!')).toBeVisible();
    await expect(page).toHaveURL(/\/players\/\d+$/);
    await expect(page.getByRole('heading', { name: `Chloé ${lastName}` })).toBeVisible();
    await expect(panel(page, 'Federation')).toContainText('KEN');
    profileUrl = new URL(page.url()).pathname;

    await page.goto('/players/new');
    await fillNewPlayer(page, 'Chloe', lastName);
    const duplicates = panel(page, 'Possible duplicates');
    await expect(duplicates).toBeVisible();
    await expect(duplicates.getByRole('link', { name: new RegExp(`Chloé ${lastName}`) })).toHaveAttribute(
      'href',
      profileUrl,
    );
  });

  test('uploads a passport scan, and keeps contacts', async ({ page }) => {
    await signIn(page, 'federation');
    await page.goto(profileUrl);
    const documents = panel(page, 'Documents');
    await documents.getByLabel('Kind').selectOption({ label: 'Passport scan' });
    await documents
      .getByLabel('File')
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PASSPORT_PDF });
    await documents.getByRole('button', { name: 'Upload' }).click();
    await expect(documents.getByRole('link', { name: 'passport.pdf' })).toBeVisible();
    await documents.getByLabel('Kind').selectOption({ label: 'Photo' });
    await documents
      .getByLabel('File')
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await documents.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('img', { name: `Chloé ${lastName}` })).toBeVisible();

    const contacts = panel(page, 'Contacts');
    await expect(contacts).toContainText('No contact information available');
    await contacts.getByRole('button', { name: 'Add contact' }).click();
    await contacts.getByLabel('Kind').selectOption({ label: 'Mobile' });
    await contacts.getByLabel('Value').fill('+254 700 123456');
    await contacts.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The contact has been saved!')).toBeVisible();
    await expect(contacts).toContainText('+254 700 123456');

    await contacts.getByRole('button', { name: 'Delete Mobile +254 700 123456' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      'You are about to delete the contact. This action cannot be undone. Are you sure to continue?',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(contacts).toContainText('No contact information available');
  });

  test('edits measurements in imperial units and they are stored in metric', async ({ page }) => {
    await signIn(page, 'federation');
    await page.goto(`${profileUrl}/edit`);
    await page.getByText('Imperial (in, lb)').click();
    await expect(page.getByRole('radio', { name: /Imperial/ })).toBeChecked();
    await page.getByLabel('Height (in)').fill('74');
    await page.getByLabel('Weight (lb)').fill('154');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The player has been saved!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${profileUrl}$`));
    const no = Number(profileUrl.split('/').pop());
    // 74 in = 187.96 cm; 154 lb = 69.853225 kg (the pound is 0.45359237 kg).
    expect(await storedPlayer(page, no)).toMatchObject({ height: 1_879_600, weight: 69_853_225 });
    await expect(panel(page, 'Body measurements')).toContainText('74 in');
  });

  test('finds the player by number and by a search without accents, and exports the list', async ({ page }) => {
    await signIn(page, 'federation');
    const no = profileUrl.split('/').pop()!;
    await page.goto(`/players?q=${no}`);
    const rows = page.getByRole('table', { name: 'Players' }).locator('tbody tr[tabindex]');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(lastName);

    await page.goto(`/players?q=${encodeURIComponent(`chloe ${lastName.toLowerCase()}`)}`);
    await expect(rows).toHaveCount(1);
    await rows.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${profileUrl}$`));

    await page.goto(`/players?q=${encodeURIComponent(lastName)}`);
    await expect(rows).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(lastName);
  });

  test('makes the player a coach too, and goes to the coach profile', async ({ page }) => {
    await signIn(page, 'federation');
    await page.goto(profileUrl);
    await page.getByRole('button', { name: 'Change roles' }).click();
    await page.getByRole('checkbox', { name: 'Coach' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The roles have been saved!')).toBeVisible();
    await page.getByRole('navigation', { name: 'Roles' }).getByRole('link', { name: 'Coach' }).click();
    await expect(page).toHaveURL(profileUrl.replace('/players/', '/coaches/'));
    await expect(page.getByRole('heading', { name: `Chloé ${lastName}` })).toBeVisible();
  });

  test('the profile and its form have no serious accessibility violations', async ({ page }) => {
    test.slow();
    await signIn(page, 'federation');
    await page.goto(profileUrl);
    await expect(panel(page, 'Contacts')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${profileUrl}/edit`);
    await expect(page.getByLabel('First name')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('a player may edit only their own profile, and there only their measurements', async ({ page }) => {
  await signIn(page, 'player');
  await page.goto('/players?q=egonu');
  await page.getByRole('table', { name: 'Players' }).locator('tbody tr[tabindex]').first().dblclick();
  await expect(page.getByRole('heading', { name: 'Paola Egonu' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await expect(page.getByLabel(/^Waist girth/)).toBeVisible();

  const teammates = await page.request.post('/proxy', {
    headers: { 'content-type': 'application/xml', accept: 'application/json' },
    data: '<Request Type="GetPlayerList" Properties="No LastName" Take="2"><Filter FederationCode="ITA"/></Request>',
  });
  const teammate = ((await teammates.json()) as { data: { no: number; lastName: string }[] }).data.find(
    (p) => p.lastName !== 'Egonu',
  )!;
  await page.goto(`/players/${teammate.no}`);
  await expect(page.getByRole('heading', { name: new RegExp(teammate.lastName) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(panel(page, 'Contacts')).toHaveCount(0);
});
