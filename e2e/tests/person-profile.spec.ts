import { expect, test, type Page } from '@playwright/test';
import { signIn, submitLogin } from '../fixtures/auth';

async function egonuNo(page: Page): Promise<number> {
  const response = await page.request.post('/proxy', {
    headers: { 'content-type': 'application/xml', accept: 'application/json' },
    data: '<Request Type="GetPlayerList" Properties="No"><Filter Search="Egonu"/></Request>',
  });
  return ((await response.json()) as { data: { no: number }[] }).data[0]!.no;
}

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('a person’s profile', () => {
  test('an administrator sees every section, passport included, with the flag of the nationality', async ({ page }) => {
    await signIn(page, 'administrator');
    await page.goto(`/players/${await egonuNo(page)}`);
    await expect(page.getByRole('heading', { name: 'Paola Egonu' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Italy' })).toHaveAttribute('src', '/flags/it.png');
    await expect(panel(page, 'Personal')).toContainText('18 Dec 1998');
    await expect(panel(page, 'Federation')).toContainText('ITA');
    await expect(panel(page, 'Passport')).toContainText('IT981218');
    await expect(panel(page, 'Body measurements')).toContainText('193 cm');
  });

  test('another federation sees the profile but not the passport; a coach has no passport section', async ({
    page,
  }) => {
    await signIn(page, 'federation');
    const no = await egonuNo(page);
    await page.goto(`/players/${no}`);
    await expect(panel(page, 'Passport')).toContainText('Not given');
    await expect(panel(page, 'Passport')).not.toContainText('IT981218');
    await page.context().clearCookies();
    await signIn(page, 'coach');
    await page.goto(`/players/${no}`);
    await expect(panel(page, 'Personal')).toContainText('Egonu');
    await expect(panel(page, 'Passport')).toHaveCount(0);
  });

  test('a link to a profile goes through sign-in and back', async ({ page, context }) => {
    await signIn(page, 'administrator');
    const no = await egonuNo(page);
    await context.clearCookies();
    await page.goto(`/players/${no}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fplayers%2F${no}$`));
    await submitLogin(page, 'guest');
    await expect(page).toHaveURL(new RegExp(`/players/${no}$`));
    await expect(page.getByRole('heading', { name: 'Paola Egonu' })).toBeVisible();
  });

  test('a referee opens their own profile from the referees list', async ({ page }) => {
    await signIn(page, 'administrator');
    await page.goto('/referees?q=rafael+nunez');
    const row = page.getByRole('table', { name: 'Referees' }).locator('tbody tr[tabindex]');
    await expect(row).toHaveCount(1);
    await row.dblclick();
    await expect(page).toHaveURL(/\/referees\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Rafael Núñez' })).toBeVisible();
    await expect(panel(page, 'Roles and disciplines')).toContainText('Yes');
  });

  test('a person holding two roles goes from one profile to the other', async ({ page }) => {
    await signIn(page, 'administrator');
    const answer = async (xml: string) =>
      (
        (await (
          await page.request.post('/proxy', {
            headers: { 'content-type': 'application/xml', accept: 'application/json' },
            data: xml,
          })
        ).json()) as {
          data: { no: number }[];
        }
      ).data;
    const officials = await answer('<Request Type="GetOfficialList" Properties="No" Take="100"/>');
    const [coach] = await answer(
      `<Request Type="GetCoachList" Properties="No"><Filter No="${officials.map((o) => o.no).join(' ')}"/></Request>`,
    );
    await page.goto(`/officials/${coach!.no}`);
    const roles = page.getByRole('navigation', { name: 'Roles' });
    await expect(roles.getByRole('link', { name: 'Official' })).toHaveAttribute('aria-current', 'page');
    await roles.getByRole('link', { name: 'Coach' }).click();
    await expect(page).toHaveURL(`/coaches/${coach!.no}`);
  });
});
