import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn, type DemoUsername } from '../fixtures/auth';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function proxy<T>(page: Page, xml: string): Promise<T> {
  const response = await page.request.post('/proxy', {
    headers: { 'content-type': 'application/xml', accept: 'application/json' },
    data: xml,
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('an admin moves a media person to another organisation, which then lists them', async ({ page }) => {
  test.slow();
  await signIn(page, 'administrator');
  // A media person of the demo other than the demo users' people (who work for the first two organisations).
  const people = await proxy<{ no: number; lastName: string; mediaOrganizationName: string | null }[]>(
    page,
    '<Request Type="GetMediaPersonList" Fields="No LastName MediaOrganizationName" Sort="No" Take="10"/>',
  );
  const person = people.find(
    (row) => !['Diario Deportivo del Sur', 'Net & Spike Photo'].includes(row.mediaOrganizationName ?? ''),
  );
  await page.goto(`/media-staff/${person!.no}/edit`);
  const organization = page.getByLabel('Organisation');
  await expect(organization.getByRole('option', { name: 'Tokyo Sports Broadcasting (JP)' })).toBeAttached();
  await organization.selectOption({ label: 'Tokyo Sports Broadcasting (JP)' });
  await page.getByLabel('Position').fill('Pitch-side reporter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The media person has been saved!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/media-staff/${person!.no}$`));
  const work = panel(page, 'Organisation');
  await expect(work).toContainText('Pitch-side reporter');
  await work.getByRole('link', { name: 'Tokyo Sports Broadcasting' }).click();
  await expect(page.getByRole('heading', { name: 'Tokyo Sports Broadcasting' })).toBeVisible();
  await expect(panel(page, 'Staff')).toContainText(person!.lastName);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a media person asks for an accreditation, a press officer approves it and the badge downloads', async ({
  browser,
}) => {
  // Two users, each in a browser of their own.
  test.setTimeout(120_000);
  const pageOf = async (username: DemoUsername) => {
    const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await signIn(page, username);
    return page;
  };
  const photographer = await pageOf('photographer');
  // A media person lists only their own accreditations: the photographer's person, and the events they hold one for.
  const own = await proxy<{ noPerson: number; noEvent: number }[]>(
    photographer,
    '<Request Type="GetMediaAccreditationList" Fields="NoPerson NoEvent" Take="100"/>',
  );
  const personNo = own[0]!.noPerson;
  await photographer.goto(`/media-staff/${personNo}`);
  const accreditations = panel(photographer, 'Accreditations');
  await accreditations.getByRole('button', { name: 'Request an accreditation' }).click();
  const dialog = photographer.getByRole('dialog', { name: 'Request an accreditation' });
  const event = dialog.getByLabel('Event');
  await expect(event.locator('option').nth(1)).toBeAttached();
  const taken = new Set(own.map((row) => String(row.noEvent)));
  const options = await event
    .locator('option')
    .evaluateAll((all) =>
      all.map((option) => ({ value: (option as HTMLOptionElement).value, text: option.textContent ?? '' })),
    );
  const free = options.find((option) => option.value !== '' && !taken.has(option.value))!;
  const eventName = free.text.replace(/ \(.*$/, '');
  await event.selectOption(free.value);
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(photographer.getByText('The accreditation has been requested.')).toBeVisible();
  const item = accreditations.getByRole('listitem').filter({ hasText: eventName }).filter({ hasText: 'Requested' });
  await expect(item).toBeVisible();

  const officer = await pageOf('pressofficer');
  await officer.goto(`/media-staff/${personNo}`);
  const pending = panel(officer, 'Accreditations')
    .getByRole('listitem')
    .filter({ hasText: eventName })
    .filter({ hasText: 'Requested' });
  await pending.getByRole('button', { name: /^Approve the accreditation/ }).click();
  await expect(officer.getByText('The accreditation has been approved.')).toBeVisible();

  await photographer.reload();
  const approved = panel(photographer, 'Accreditations').getByRole('listitem').filter({ hasText: eventName }).first();
  await expect(approved).toContainText('Approved');
  const download = photographer.waitForEvent('download');
  await approved.getByRole('link', { name: 'Badge (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^badge-B-\d+-\d{5}\.pdf$/);
  expect(await seriousViolations(photographer)).toEqual([]);
});
