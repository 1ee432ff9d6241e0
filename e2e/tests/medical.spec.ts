import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, type DemoUsername } from '../fixtures/auth';

/** A page of its own for `username`, signed in. */
async function pageOf(browser: Browser, username: DemoUsername): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signIn(page, username, { redirect: '/medical/injuries' });
  return page;
}

/** The gateway's answer to `xml` for the user signed in on `page`. */
async function proxy(page: Page, xml: string) {
  return page.request.post('/proxy', {
    headers: { 'content-type': 'application/xml', accept: 'application/json' },
    data: xml,
  });
}

const NOTE = 'Jumped and landed on a teammate’s foot (e2e).';

test('a medical person records an injury of a Japanese player, which a coach and another federation cannot see', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const doctor = await pageOf(browser, 'medicalperson');
  // A Japanese player: the doctor's own federation, as the picker offers.
  const [japan] = (
    (await (
      await proxy(doctor, '<Request Type="GetFederationList" Fields="No" Take="1"><Filter Code="JPN"/></Request>')
    ).json()) as { data: { no: number }[] }
  ).data;
  const [player] = (
    (await (
      await proxy(
        doctor,
        `<Request Type="GetPlayerList" Fields="No LastName" Take="1" Skip="8" Sort="No"><Filter NoFederation="${japan!.no}"/></Request>`,
      )
    ).json()) as { data: { no: number; lastName: string }[] }
  ).data;

  await doctor.getByRole('button', { name: 'Record an injury' }).click();
  const dialog = doctor.getByRole('dialog', { name: 'Record an injury' });
  await dialog.getByPlaceholder('Search by name or ID').fill(String(player!.no));
  await dialog.getByRole('row', { name: new RegExp(`no\\. ${player!.no}$`) }).dblclick();
  await dialog.getByLabel(/Occurred on/).fill(new Date().toISOString().slice(0, 10));
  await dialog.getByLabel(/Body part/).selectOption({ label: 'Knee' });
  await dialog.getByLabel(/^Type/).selectOption({ label: 'Ligament rupture' });
  await dialog.getByLabel(/Severity/).selectOption({ label: 'Severe' });
  // The medical person recording the injury treats it unless another is chosen, Japan's listed first.
  const treating = dialog.getByLabel(/Treating medical person/);
  await expect(treating.locator('option:checked')).toHaveText('Tanaka Mei (JPN)');
  await expect(treating.locator('option').nth(1)).toContainText('(JPN)');
  await dialog.getByLabel('Notes').fill(NOTE);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(doctor.getByText('The injury has been recorded.')).toBeVisible();
  await expect(doctor).toHaveURL(/\/medical\/injuries\/\d+$/);
  const no = Number(/(\d+)$/.exec(doctor.url())?.[1]);
  await expect(doctor.getByText(NOTE)).toBeVisible();
  await doctor.getByRole('button', { name: 'Mark as Recovering' }).click();
  await expect(doctor.getByText('The injury is now Recovering.')).toBeVisible();
  const axe = await new AxeBuilder({ page: doctor }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  for (const username of ['coach', 'federation2'] as const) {
    const other = await pageOf(browser, username);
    await expect(other.getByText(player!.lastName)).toHaveCount(0);
    await other.goto(`/medical/injuries/${no}`);
    await expect(other.getByText('This injury does not exist, or you may not see it.')).toBeVisible();
    await expect(other.getByText(NOTE)).toHaveCount(0);
    const answer = await proxy(other, `<Request Type="GetPlayerInjury" No="${no}"/>`);
    expect([403, 404]).toContain(answer.status());
    expect(await answer.text()).not.toContain('teammate');
    const list = await proxy(other, `<Request Type="GetPlayerInjuryList" Take="100"/>`);
    expect(list.status()).toBe(403);
    await other.context().close();
  }
});
