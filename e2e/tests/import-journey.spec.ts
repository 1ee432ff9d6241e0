import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../fixtures/auth';

const HEADER = 'Prénom;Nom;Sexe;Date de naissance;Nationalité;Taille';

/** 25 players as a French federation's spreadsheet lists them (semicolons, day first, commas in heights), two of them wrong. */
function frenchPlayers(tag: string): string {
  const rows = Array.from({ length: 25 }, (_, i) => {
    const day = String(1 + (i % 27)).padStart(2, '0');
    return `Joueuse${i};${tag}${i};Femme;${day}/0${1 + (i % 9)}/${1995 + (i % 8)};Kenya;1,${70 + i} m`;
  });
  rows[6] = `Zoé;${tag}6;Femme;31/02/2001;Kenya;1,76 m`; // no 31 February
  rows[17] = `;${tag}17;F;12/05/2000;KE;178 cm`; // no first name
  return [HEADER, ...rows].join('\r\n');
}

async function uploadPlayers(page: Page, fileName: string, content: string) {
  await page.goto('/players');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/imports\/new\?entity=Player/);
  await page.getByLabel('Spreadsheet', { exact: true }).setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(content, 'latin1'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/imports\/\d+$/);
}

async function checkAndImport(page: Page, create: number, refused: number) {
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(page.getByRole('tab', { name: `New (${create})` })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Refused/ })).toHaveCount(refused > 0 ? 1 : 0);
  await page.getByRole('button', { name: `Import ${create} rows` }).click();
  await expect(page.getByText(`The import is done: ${create} of ${create} rows written.`)).toBeVisible({
    timeout: 30_000,
  });
}

/** Issue #39: a federation imports its players from a French spreadsheet, fixes the refused rows and imports them; an administrator undoes the first import. */
test('a federation imports 25 players in French, fixes the two refused and imports them; an administrator undoes the first import', async ({
  browser,
}) => {
  test.slow();
  const tag = `Importée${Date.now() % 100_000}x`;
  const federation = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signIn(federation, 'federation');
  await uploadPlayers(federation, 'joueuses.csv', frenchPlayers(tag));
  const firstImport = federation.url();

  // The French headers are matched to the players' fields.
  const columns = federation.getByRole('region', { name: /Columns/ });
  await expect(columns.getByRole('combobox', { name: 'Date de naissance', exact: true })).toHaveValue('BirthDate');
  await expect(columns.getByRole('combobox', { name: 'Nationalité', exact: true })).toHaveValue('NationalityCode');

  await federation.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(federation.getByRole('tab', { name: 'New (23)' })).toBeVisible();
  await federation.getByRole('tab', { name: 'Refused (2)' }).click();
  await expect(federation.getByText('Birthdate: this day does not exist')).toBeVisible();
  await expect(federation.getByText('First name: required')).toBeVisible();

  await federation.getByRole('button', { name: 'Import 23 rows' }).click();
  await expect(federation.getByText('The import is done: 23 of 23 rows written.')).toBeVisible({ timeout: 30_000 });

  const [download] = await Promise.all([
    federation.waitForEvent('download'),
    federation.getByRole('button', { name: 'Refused rows (CSV)' }).click(),
  ]);
  const refused = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = refused.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Prénom,Nom,Sexe,Date de naissance,Nationalité,Taille,Reasons');
  expect(lines).toHaveLength(3);

  // Fixed as a user would: the day that exists, the first name given; the reasons column is left out.
  const fixed = refused.replace('31/02/2001', '28/02/2001').replace(`\n,${tag}17`, `\nAkinyi,${tag}17`);
  await uploadPlayers(federation, 'joueuses-corrigees.csv', fixed);
  await checkAndImport(federation, 2, 0);

  await federation.goto(`/players?q=${encodeURIComponent(`${tag}17`)}`);
  await expect(federation.getByRole('table', { name: 'Players' }).getByText('Akinyi')).toBeVisible();

  const administrator = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signIn(administrator, 'administrator');
  await administrator.goto(new URL(firstImport).pathname);
  await administrator.getByRole('button', { name: 'Undo this import' }).click();
  await administrator.getByRole('alertdialog').getByRole('button', { name: 'Undo the import' }).click();
  await expect(administrator.getByText('The import is undone: 23 deleted, 0 given back their values.')).toBeVisible();
  // The first import's players are gone; the fixed rows, imported apart, stay.
  const players = administrator.getByRole('table', { name: 'Players' });
  await administrator.goto(`/players?q=${encodeURIComponent(`${tag}6`)}`);
  await expect(players.getByText(`${tag}6`)).toBeVisible();
  await administrator.goto(`/players?q=${encodeURIComponent(`${tag}5`)}`);
  await expect(administrator.getByText('No records match.')).toBeVisible();
});
