import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn, type DemoUsername } from '../fixtures/auth';

/** A small PDF: the server decides a file's type by its bytes. */
const PDF = {
  name: 'document.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** An admin's API session: the journey must not depend on the day the suite runs. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/auth/login', { data: { username: 'administrator', password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return request;
}

/** A page of its own for `username`, signed in, on transfer `no`. */
async function openAs(browser: Browser, username: DemoUsername, no: number): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signIn(page, username, { redirect: `/volley/transfers/${no}` });
  await expect(page.getByRole('heading', { name: new RegExp(`^Transfer ${no}`) })).toBeVisible();
  return page;
}

async function signAs(browser: Browser, username: DemoUsername, no: number, party: string) {
  const page = await openAs(browser, username, no);
  await page.getByRole('button', { name: `Sign as ${party}` }).click();
  await expect(page.getByText(`Signed as ${party}.`)).toBeVisible();
  await page.context().close();
}

const ladder = (page: Page) => page.getByRole('region', { name: 'Signatures' });

test.describe('an international transfer', () => {
  test('a club starts it for a player found by double-click; every party signs, the fee is paid, the handling body approves; a modification sends it back to every party', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    // Today's season starts this year or the last: both windows open around today.
    const api = await adminApi(request);
    const year = new Date().getUTCFullYear();
    for (const season of [year - 1, year]) {
      expect(
        (
          await api.put(`/api/admin/transfer-windows/${season}`, { data: { opensOn: day(-30), closesOn: day(60) } })
        ).ok(),
      ).toBe(true);
    }

    // The receiving club starts the transfer.
    await signIn(page, 'volleyclub', { redirect: '/volley/transfers' });
    await page.getByRole('button', { name: 'New transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New transfer' });
    await expect(dialog.getByText('Double-click a row to select the player.')).toBeVisible();
    await dialog.getByPlaceholder('Search by name or ID').fill('Wanjala');
    const row = dialog.getByRole('row', { name: /Mercy Wanjala/ });
    await row.click();
    await expect(dialog.getByRole('button', { name: 'Create the transfer' })).toHaveCount(0);
    await row.dblclick();
    await dialog.getByLabel('Contract start').fill(day(1));
    await dialog.getByLabel('Contract end').fill(day(300));
    await dialog.getByLabel('Submit to the parties now').check();
    await dialog.getByRole('button', { name: 'Create the transfer' }).click();
    await expect(page).toHaveURL(/\/volley\/transfers\/\d+$/);
    const no = Number(/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByText('In progress').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment details' })).toHaveCount(0);

    // It waits on the club: the dashboard's queue leads to it, until the club has signed.
    const queue = page.getByRole('region', { name: 'What needs you' });
    const queued = queue.locator(`a[href="/volley/transfers/${no}"]`);
    const queueRead = queue.getByText(/^\d+ items?$|^Nothing waits on you\.$/);
    await page.goto('/');
    await expect(queued).toHaveText('Mercy Wanjala');
    await queued.click();
    await expect(page).toHaveURL(`/volley/transfers/${no}`);

    // The club signs and files the contract; the player signs.
    await page.getByRole('button', { name: 'Sign as Receiving club' }).click();
    await expect(page.getByText('Signed as Receiving club.')).toBeVisible();
    await page.goto('/');
    await expect(queueRead).toBeVisible();
    await expect(queued).toHaveCount(0);
    await page.goto(`/volley/transfers/${no}`);
    const upload = page.getByRole('form', { name: 'Upload a document' });
    await upload.getByLabel('Kind').selectOption({ label: 'Contract' });
    await upload.getByLabel('File').setInputFiles({ ...PDF, name: 'contract.pdf' });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('contract.pdf has been uploaded.')).toBeVisible();
    await signAs(browser, 'player2', no, 'Player');

    // Payment details appear once the player and the receiving club have signed.
    await page.reload();
    const details = page.getByRole('region', { name: 'Payment details' });
    await expect(details).toContainText(`T${no}`);
    await expect(details).toContainText('CHF');

    await signAs(browser, 'federation', no, 'Releasing federation');
    await signAs(browser, 'federation2', no, 'Receiving federation');

    // The club pays, with the proof.
    await page.reload();
    await expect(page.getByText('Awaiting payment').first()).toBeVisible();
    const payment = page.getByRole('form', { name: 'Record payment' });
    await payment.getByLabel('Amount').fill('1000');
    await payment.getByLabel('Currency').selectOption('CHF');
    await payment.getByLabel('Paid on').fill(day(0));
    await payment.getByLabel('Proof of payment').setInputFiles({ ...PDF, name: 'bank-transfer.pdf' });
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('The payment has been recorded.')).toBeVisible();
    await expect(page.getByText('Payment in review').first()).toBeVisible();

    // The world federation (an admin) approves; the certificate names the ITC number.
    const admin = await openAs(browser, 'administrator', no);
    await admin.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('The transfer has been approved.')).toBeVisible();
    const certificate = admin.getByRole('link', { name: /^Download certificate ITC-/ });
    const itc = /ITC-\d{4}-\d{5}/.exec((await certificate.getAttribute('aria-label')) ?? '')?.[0] ?? '';
    expect(itc).not.toBe('');
    const [download] = await Promise.all([admin.waitForEvent('download'), certificate.click()]);
    expect(download.suggestedFilename()).toBe(`${itc}.pdf`);
    const { violations } = await new AxeBuilder({ page: admin }).include('main').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await admin.context().close();

    // The club changes the contract's end: every signature goes, every party is told.
    await page.reload();
    await page.getByRole('button', { name: 'Modify' }).click();
    const modify = page.getByRole('dialog', { name: 'Modify the transfer' });
    await modify.getByLabel('Contract end').fill(day(400));
    await modify.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to modify the transfer?');
    await confirm.getByRole('button', { name: 'Modify' }).click();
    await expect(page.getByText(/The transfer has been modified/)).toBeVisible();
    await expect(ladder(page).getByText('Signed', { exact: true })).toHaveCount(0);

    const outbox = await (await api.get('/api/admin/outbox?take=100')).json();
    const told = (outbox.data as { kind: string; source: string; recipients: string[] }[]).filter(
      (mail) => mail.kind === 'transfer-modified' && mail.source === `transfer ${no}`,
    );
    expect(told).toHaveLength(5);
  });
});
