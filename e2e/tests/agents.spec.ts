import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../fixtures/auth';

/** A small PDF: the server decides a file's type by its bytes. */
const PDF = {
  name: 'representation.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

const today = () => new Date().toISOString().slice(0, 10);

async function proxy<T>(api: APIRequestContext, xml: string): Promise<T> {
  const response = await api.post('/proxy', {
    headers: { 'content-type': 'application/xml', accept: 'application/json' },
    data: xml,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('an agent adds a represented player with the signed contract; the player’s next transfer names the agent', async ({
  page,
  request,
}) => {
  // An admin registers a Colombian player who has neither an agent nor a transfer.
  const login = await request.post('/auth/login', { data: { username: 'administrator', password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const [colombia] = await proxy<{ no: number }[]>(request, `<Request Type="GetFederationList" Filter="Code='COL'"/>`);
  const lastName = `Represented${Date.now().toString(36)}`;
  const player = await proxy<{ no: number }>(
    request,
    `<Request Type="SavePlayer"><Player FirstName="Lucía" LastName="${lastName}" Gender="1" NoFederation="${colombia!.no}"/></Request>`,
  );

  // The agent finds the player and adds them, with the contract.
  await signIn(page, 'playeragent', { redirect: '/agents' });
  await page.getByRole('link', { name: 'Castillo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Andrés Castillo' })).toBeVisible();
  await page.getByRole('button', { name: 'Add player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a represented player' });
  await dialog.getByPlaceholder('Search by name or ID').fill(lastName);
  await dialog.getByRole('row', { name: new RegExp(lastName) }).dblclick();
  await dialog.getByLabel('Start date').fill(today());
  await dialog.getByLabel('Signed contract (optional)').setInputFiles(PDF);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Lucía ${lastName} is now represented by this agent.`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Lucía ${lastName}`, exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`Download the contract of Lucía ${lastName}`) }),
  ).toBeVisible();

  // An Italian club takes the player: the transfer names the agent, for the admin who opens it.
  const [club] = await proxy<{ no: number }[]>(
    request,
    `<Request Type="GetVolleyClubList" Take="1" Filter="FederationCode='ITA'"/>`,
  );
  const season = new Date().getUTCFullYear() + 1;
  const started = await request.post('/api/transfers', {
    data: {
      playerNo: player.no,
      toClubNo: club!.no,
      firstSeason: season,
      lastSeason: season,
      contractStart: `${season}-07-01`,
      contractEnd: `${season + 1}-06-30`,
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { no } = ((await started.json()) as { data: { no: number } }).data;
  const admin = await (await page.context().browser()!.newContext({ locale: 'en-GB' })).newPage();
  await signIn(admin, 'administrator', { redirect: `/volley/transfers/${no}` });
  const agent = admin.getByRole('link', { name: 'Andrés Castillo' });
  await expect(agent).toBeVisible();
  await agent.click();
  await expect(admin).toHaveURL(/\/agents\/\d+$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Andrés Castillo' })).toBeVisible();
  await expect(admin.getByRole('link', { name: `Lucía ${lastName}`, exact: true })).toBeVisible();
});
