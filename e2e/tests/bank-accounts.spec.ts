import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, type DemoUsername } from '../fixtures/auth';

const PDF = {
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

async function openAs(browser: Browser, username: DemoUsername): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signIn(page, username);
  return page;
}

async function kenyaNo(page: Page): Promise<number> {
  const response = await page.request.post('/proxy', {
    headers: { 'content-type': 'application/xml', accept: 'application/json' },
    data: '<Request Type="GetFederationList" Fields="No"><Filter Code="KEN"/></Request>',
  });
  return ((await response.json()) as { data: { no: number }[] }).data[0]!.no;
}

const bankPanel = (page: Page) => page.getByRole('region', { name: 'Bank accounts' });

test('a federation submits a new bank account, an admin verifies it, and no other federation sees it', async ({
  browser,
}) => {
  test.slow();
  const kenya = await openAs(browser, 'federation');
  const no = await kenyaNo(kenya);
  await kenya.goto(`/federations/${no}`);
  await bankPanel(kenya).getByRole('button', { name: 'Submit a new account' }).click();
  const dialog = kenya.getByRole('dialog', { name: 'New bank account' });
  await dialog.getByLabel('Account holder').fill('Kenya Volleyball Federation');
  await dialog.getByLabel('Bank', { exact: true }).fill('UBS Switzerland AG');
  await dialog.getByLabel('IBAN').fill('CH94 0076 2011 6238 5295 7');
  await expect(dialog.getByText('This is not a valid IBAN: check its length and check digits.')).toBeVisible();
  await dialog.getByLabel('IBAN').fill('CH93 0076 2011 6238 5295 7');
  await dialog.getByLabel('SWIFT/BIC').fill('UBSWCHZH80A');
  await dialog.getByLabel('Currency').fill('CHF');
  await dialog.getByLabel("Bank's country").selectOption('CH');
  await dialog.getByLabel('Proof file').setInputFiles({ ...PDF, name: 'ubs-letter.pdf' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const pending = bankPanel(kenya).getByRole('region', { name: 'New account' });
  await expect(pending.getByText('Awaiting verification')).toBeVisible();
  await expect(pending.getByRole('link', { name: 'ubs-letter.pdf' })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Verify' })).toHaveCount(0);

  const admin = await openAs(browser, 'administrator');
  await admin.goto('/');
  await expect(admin.getByText('Verify the bank account').first()).toBeVisible();
  await admin.goto(`/federations/${no}`);
  const toVerify = bankPanel(admin).getByRole('region', { name: 'New account' });
  await expect(toVerify.getByText('CH93 0076 2011 6238 5295 7')).toBeVisible();
  await toVerify.getByRole('button', { name: 'Verify' }).click();
  await admin
    .getByRole('alertdialog', { name: 'Verify this account?' })
    .getByRole('button', { name: 'Verify' })
    .click();
  await expect(admin.getByText('The account is verified: payments now go to it.')).toBeVisible();
  const { violations } = await new AxeBuilder({ page: admin }).include('main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await kenya.reload();
  // The whole profile loads again: on a busy machine that takes longer than one expectation waits.
  await expect(kenya.getByRole('heading', { level: 1, name: 'Kenya Volleyball Federation' })).toBeVisible({
    timeout: 30_000,
  });
  const active = bankPanel(kenya).getByRole('region', { name: 'Active account' });
  await expect(active.getByText('CH93 0076 2011 6238 5295 7')).toBeVisible();
  await expect(active.getByText('Active', { exact: true })).toBeVisible();
  await expect(bankPanel(kenya).getByRole('region', { name: 'Earlier accounts' })).toContainText('Equity Bank');

  const italy = await openAs(browser, 'federation2');
  await italy.goto(`/federations/${no}`);
  await expect(italy.getByRole('heading', { level: 1, name: 'Kenya Volleyball Federation' })).toBeVisible();
  await expect(italy.getByRole('region', { name: 'Numbers' })).toBeVisible();
  await expect(bankPanel(italy)).toHaveCount(0);
  const asked = await italy.request.post('/proxy', {
    headers: { 'content-type': 'application/xml', accept: 'application/json' },
    data: `<Request Type="GetBankAccountList"><Filter NoFederation="${no}"/></Request>`,
  });
  expect(((await asked.json()) as { data: unknown[] }).data).toEqual([]);
});
