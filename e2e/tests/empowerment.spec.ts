import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, type DemoUsername } from '../fixtures/auth';
import { sidebar, skipTour } from '../fixtures/shell';

/** A small PDF: the server decides a file's type by its bytes. */
const INVOICE = {
  name: 'invoice-coach-fee.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

/** A page of its own for `username`, signed in, the guided tour already seen (shell.spec.ts takes it). */
async function pageOf(browser: Browser, username: DemoUsername): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signIn(page, username);
  const me = (await (await page.request.get('/auth/me')).json()) as { no: number };
  await skipTour(page, me.no);
  return page;
}

async function expectNoSeriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

/** Takes a confirmed step of the application page: its button, then the dialog's, with its text when it asks one. */
async function takeStep(page: Page, action: string, text?: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = text ? page.getByRole('dialog') : page.getByRole('alertdialog');
  if (text) await dialog.getByRole('textbox').fill(text);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('a federation applies for a coach, a reviewer approves, the federation uploads an invoice', async ({
  browser,
}) => {
  // Three users, a form, two decisions and an upload: a long journey.
  test.slow();
  const kenya = await pageOf(browser, 'federation');
  const reviewer = await pageOf(browser, 'zonaldevproject');
  try {
    // Kenya creates a coach-support application in the open call, and submits it.
    await kenya.goto('/empowerment/applications');
    await kenya.getByRole('button', { name: 'New application' }).click();
    const choice = kenya.getByRole('dialog');
    await choice.getByLabel('Project type').selectOption({ label: 'Coach support' });
    await choice.getByLabel('Call for applications').selectOption({ index: 1 });
    await choice.getByRole('button', { name: 'Continue' }).click();
    await expect(kenya).toHaveURL(/\/empowerment\/applications\/new\?/);
    const title = `Beach coach for the national teams ${Date.now()}`;
    await kenya.getByLabel('Title').fill(title);
    await kenya.getByLabel('Summary').fill('A beach coach for a season, to train the national pairs and the coaches.');
    await kenya.getByLabel('Start').fill('2027-02-01');
    await kenya.getByLabel('End').fill('2027-07-31');
    await kenya.getByLabel('Level').selectOption({ label: 'Beach volleyball' });
    await kenya.getByLabel('Desired coach profile').fill('An international beach coach who speaks English.');
    await kenya.getByRole('button', { name: 'Add a line' }).click();
    await kenya.getByLabel('Description of line 1').fill('Coach fee');
    await kenya.getByLabel('Category of line 1').selectOption({ label: 'Staff' });
    await kenya.getByLabel('Quantity of line 1').fill('6');
    await kenya.getByLabel('Unit amount of line 1').fill('3500');
    await expect(kenya.getByText('USD 21,000.00').first()).toBeVisible();
    await expect(kenya.getByText('The call is open')).toBeVisible();
    await kenya.getByRole('button', { name: 'Save the draft' }).click();
    await expect(kenya).toHaveURL(/\/empowerment\/applications\/\d+$/);
    const applicationPath = new URL(kenya.url()).pathname;
    await expect(kenya.getByRole('heading', { name: title })).toBeVisible();
    await expectNoSeriousViolations(kenya);
    await takeStep(kenya, 'Submit');
    await expect(kenya.getByText('Submitted', { exact: true }).first()).toBeVisible();
    await expect(kenya.getByRole('link', { name: 'Edit' })).toHaveCount(0);

    // The reviewer finds it in the queue, takes it under review and approves it.
    await reviewer.goto('/empowerment/applications/admin');
    await reviewer.getByRole('link', { name: title }).click();
    await expect(reviewer).toHaveURL(applicationPath);
    await takeStep(reviewer, 'Start the review');
    await takeStep(reviewer, 'Approve', 'A clear plan for the beach national teams: approved.');
    await expect(reviewer.getByText('Approved', { exact: true }).first()).toBeVisible();

    // Kenya opens the project made from it and uploads the coach fee's invoice: in review, no longer editable.
    await kenya.reload();
    await kenya.getByRole('link', { name: 'Open the project' }).first().click();
    await expect(kenya).toHaveURL(/\/empowerment\/projects\/\d+$/);
    const invoice = kenya.getByRole('row', { name: /Coach fee/ });
    await expect(invoice.getByText('Needs Upload')).toBeVisible();
    await invoice.getByRole('button', { name: 'Upload invoice' }).click();
    const upload = kenya.getByRole('dialog');
    await upload.getByLabel('Invoice number').fill('KEN-BEACH-001');
    await upload.getByLabel('Issued on').fill('2027-02-28');
    await upload.getByLabel('Invoice document').setInputFiles(INVOICE);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(upload).toHaveCount(0);
    await expect(invoice.getByText('In Review')).toBeVisible();
    await expect(invoice.getByRole('link', { name: 'invoice-coach-fee.pdf' })).toBeVisible();
    await expect(invoice.getByRole('button')).toHaveCount(0);
    await expectNoSeriousViolations(kenya);
  } finally {
    await kenya.context().close();
    await reviewer.context().close();
  }
});

test('a federation outside the programme has no empowerment menu and is refused every request', async ({ browser }) => {
  const italy = await pageOf(browser, 'federation2');
  try {
    await italy.goto('/');
    await expect(sidebar(italy).getByRole('link', { name: 'Federations' })).toBeVisible();
    await expect(sidebar(italy).getByRole('link', { name: 'Applications' })).toHaveCount(0);
    await expect(sidebar(italy).getByRole('link', { name: 'Projects' })).toHaveCount(0);
    for (const path of ['/api/empowerment/summary', '/api/empowerment/calls', '/api/empowerment/applications/1']) {
      expect((await italy.request.get(path)).status(), path).toBe(403);
    }
    const list = await italy.request.post('/proxy', {
      headers: { 'content-type': 'application/xml', accept: 'application/json' },
      data: '<Request Type="GetApplicationList" Fields="No"/>',
    });
    expect(list.status()).toBe(403);
    const create = await italy.request.post('/api/empowerment/applications', { data: { callNo: 1 } });
    expect(create.status()).toBe(403);
    expect(((await create.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('AccessDenied');
  } finally {
    await italy.context().close();
  }
});
