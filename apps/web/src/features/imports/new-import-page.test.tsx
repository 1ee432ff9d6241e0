import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll } from '../../lib/notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { apiFailure, stubServer, type RestAnswers } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { NewImportPage } from './new-import-page';
import type { ImportView } from './imports-api';
import { importView } from './import-test-data';

/** The clubs of a workbook's sheet, as the server answers their upload. */
function uploaded(id: number, sheet: string): ImportView {
  return importView({
    id,
    entity: 'VolleyClub',
    fileName: 'clubs.xlsx',
    sheet,
    sheets: ['Notes', 'Clubs'],
    headers: ['Name', 'City'],
    mapping: [{ field: 'Name' }, { field: 'City' }],
    rowCount: 12,
  });
}

/** Uploads the workbook `clubs.xlsx` for the volley clubs, then goes on with its sheet `Clubs`. */
async function uploadThenChooseClubs(rest: RestAnswers = {}) {
  const server = stubServer(
    {},
    {
      'POST /api/imports': (url) =>
        url.searchParams.get('sheet') === 'Clubs' ? uploaded(8, 'Clubs') : uploaded(7, 'Notes'),
      ...rest,
    },
  );
  const { user } = renderRoute(<NewImportPage />, {
    path: '/imports/new',
    url: '/imports/new?entity=VolleyClub',
    user: testUser('Federation', 12),
    otherPaths: ['/imports/:id'],
  });
  const records = (await screen.findByRole('combobox', { name: 'Records to import' })) as HTMLSelectElement;
  expect(records.value).toBe('VolleyClub');
  await user.upload(screen.getByLabelText('Spreadsheet'), new File(['x'], 'clubs.xlsx'));
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  expect(await screen.findByRole('heading', { name: 'Which sheet?' })).toBeTruthy();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sheet' }), 'Clubs');
  await user.click(screen.getByRole('button', { name: 'Go on with this sheet' }));
  return server;
}

describe('NewImportPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['imports']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('sends the spreadsheet for the records the list asked, then reads the sheet chosen of a workbook', async () => {
    const { urls } = await uploadThenChooseClubs({ 'DELETE /api/imports/7': () => ({}) });
    expect(await screen.findByText('page /imports/:id')).toBeTruthy();
    expect(urls).toEqual([
      '/api/imports?entity=VolleyClub',
      '/api/imports?entity=VolleyClub&sheet=Clubs',
      // The first sheet's import is discarded: no orphan is left in the list.
      '/api/imports/7',
    ]);
  });

  it("goes on with the sheet chosen when the first sheet's import cannot be discarded", async () => {
    const { urls } = await uploadThenChooseClubs({
      'DELETE /api/imports/7': () => apiFailure('ImportStepRefused', 409, 'This step is not possible now.'),
    });
    expect(await screen.findByText('page /imports/:id')).toBeTruthy();
    expect(urls).toContain('/api/imports/7');
    expect(screen.queryByText('This step is not possible now.')).toBeNull();
  });
});
