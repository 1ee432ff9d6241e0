import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { ImportsPage } from './imports-page';
import type { ImportListRow } from './imports-api';
import { importView as uploadedImport } from './import-test-data';

/** A checked import of the list, its dry run done. */
function importView(changes: Partial<ImportListRow>): ImportListRow {
  return uploadedImport({
    status: 'checked',
    mapping: [{ field: 'FirstName' }, { field: 'LastName' }],
    totals: { create: 3, refused: 2 },
    ...changes,
  });
}

describe('ImportsPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['imports']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the imports with their records, status and counts, each opening its page', async () => {
    stubServer(
      {},
      {
        '/api/imports': () => ({
          data: [
            importView({}),
            importView({
              id: 8,
              entity: 'VolleyClub',
              fileName: 'clubs.xlsx',
              status: 'done',
              rowsWritten: 12,
              rowsToWrite: 12,
            }),
          ],
        }),
      },
    );
    renderRoute(<ImportsPage />, { path: '/imports', user: testUser('Federation', 12) });
    const checked = await screen.findByRole('row', { name: 'joueuses.csv' });
    expect(within(checked).getByRole('link', { name: 'joueuses.csv' }).getAttribute('href')).toBe('/imports/9');
    expect(within(checked).getByText('Players')).toBeTruthy();
    expect(within(checked).getByText('Checked')).toBeTruthy();
    expect(within(checked).getByText('3 to create · 2 refused')).toBeTruthy();
    const done = screen.getByRole('row', { name: 'clubs.xlsx' });
    expect(within(done).getByText('Volley clubs')).toBeTruthy();
    expect(within(done).getByText('Done')).toBeTruthy();
    expect(within(done).getByText('12 of 12 rows written')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New import' }).getAttribute('href')).toBe('/imports/new');
  });

  it('names who made each import for an administrator, and says an undone import left nothing', async () => {
    stubServer(
      {},
      {
        '/api/imports': () => ({
          data: [
            importView({ createdByName: 'Ana Souza' }),
            importView({
              id: 8,
              fileName: 'joueuses-2.csv',
              status: 'undone',
              rowsWritten: 23,
              rowsToWrite: 23,
              undoneAt: '2026-12-07T11:00:00.000Z',
              createdByName: null,
            }),
          ],
        }),
      },
    );
    renderRoute(<ImportsPage />, { path: '/imports', user: testUser('Administrator') });
    const checked = await screen.findByRole('row', { name: 'joueuses.csv' });
    expect(screen.getByRole('columnheader', { name: 'By' })).toBeTruthy();
    expect(within(checked).getByText('Ana Souza')).toBeTruthy();
    const undone = screen.getByRole('row', { name: 'joueuses-2.csv' });
    expect(within(undone).getByText('23 rows written, then undone')).toBeTruthy();
    expect(within(undone).queryByText(/of 23 rows written/)).toBeNull();
  });

  it('shows no author column to a user who sees only their own imports', async () => {
    stubServer({}, { '/api/imports': () => ({ data: [importView({ createdByName: 'Test User' })] }) });
    renderRoute(<ImportsPage />, { path: '/imports', user: testUser('Federation', 12) });
    expect(await screen.findByRole('row', { name: 'joueuses.csv' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'By' })).toBeNull();
    expect(screen.queryByText('Test User')).toBeNull();
  });
});
