import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll, getNotifications } from '../../lib/notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { apiFailure, stubServer, type RestAnswers } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { ImportPage } from './import-page';
import type { ImportRow, ImportView } from './imports-api';
import { importView } from './import-test-data';

const CHECKED_MAPPING = ['FirstName', 'LastName', 'Gender', 'BirthDate', 'NationalityCode', 'Height'].map((field) =>
  field === 'BirthDate' ? { field, dayOrder: 'dayFirst' as const } : { field },
);

function row(rowNumber: number, cells: ImportRow['cells'], changes: Partial<ImportRow> = {}): ImportRow {
  return { rowNumber, cells, outcome: null, candidates: null, problems: null, changes: null, ...changes };
}

const FIRST_ROWS = [
  row(1, ['Faith', 'Wanjiru', 'Femme', '12/03/2001', 'Kenya', '1,82 m']),
  row(2, ['Mercy', 'Moim', 'F', '23/04/1999', 'KE', '180 cm']),
];

/** The rows endpoint: the first rows without an outcome, else those of `byOutcome`. */
const rowsAnswer = (byOutcome: Partial<Record<string, ImportRow[]>>) => (url: URL) => {
  const rows = byOutcome[url.searchParams.get('outcome') ?? ''] ?? FIRST_ROWS;
  return { nbItems: rows.length, data: rows };
};

function renderImport(view: ImportView, rest: RestAnswers = {}, proxy = {}, otherPaths: string[] = []) {
  const server = stubServer(proxy, {
    '/api/imports/9': () => view,
    '/api/imports/9/rows': rowsAnswer({}),
    ...rest,
  });
  const rendered = renderRoute(<ImportPage />, {
    path: '/imports/:id',
    url: '/imports/9',
    user: testUser('Federation', 12),
    otherPaths,
  });
  return { ...rendered, ...server };
}

/** The JSON bodies sent to `path`, in order. */
async function bodiesSentTo(path: string): Promise<unknown[]> {
  const requests = (globalThis.fetch as Mock).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => new URL(request.url).pathname === path);
  return Promise.all(requests.map((request) => request.clone().json()));
}

/** The paths of the DELETE requests sent, in order. */
const deletesSent = () =>
  (globalThis.fetch as Mock).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === 'DELETE')
    .map((request) => new URL(request.url).pathname);

const fieldOf = (header: string) => screen.getByRole('combobox', { name: header }) as HTMLSelectElement;

describe('ImportPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['imports', 'players', 'table']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('proposes the fields of French headers by their French labels, a date column read day first', async () => {
    renderImport(importView());
    expect(await screen.findByRole('combobox', { name: 'Nationalité' })).toBeTruthy();
    expect(fieldOf('Prénom').value).toBe('FirstName');
    expect(fieldOf('Nom').value).toBe('LastName');
    expect(fieldOf('Date de naissance').value).toBe('BirthDate');
    expect(fieldOf('Nationalité').value).toBe('NationalityCode');
    expect(fieldOf('Taille').value).toBe('Height');
    expect(fieldOf('Dates in “Date de naissance”').value).toBe('dayFirst');
    expect(await screen.findByText('e.g. Faith · Mercy')).toBeTruthy();
  });

  it('flags a field chosen for two columns, and checks only once it is fixed', async () => {
    const { user } = renderImport(importView());
    await screen.findByRole('combobox', { name: 'Nationalité' });
    await user.selectOptions(fieldOf('Nom'), 'FirstName');
    expect(screen.getByText('Also chosen for Prénom: keep it for one column.')).toBeTruthy();
    expect(screen.getByText('Also chosen for Nom: keep it for one column.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Check (dry run)' }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(fieldOf('Nom'), '');
    expect(screen.queryByText(/Also chosen for/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Check (dry run)' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('runs the dry run with the columns shown, then tells the totals and why rows are refused', async () => {
    let shown = importView();
    const { user } = renderImport(shown, {
      '/api/imports/9': () => shown,
      'POST /api/imports/9/dry-run': () =>
        (shown = importView({ status: 'checked', mapping: CHECKED_MAPPING, totals: { create: 3, refused: 2 } })),
      '/api/imports/9/rows': rowsAnswer({
        refused: [
          row(3, ['Joy', 'Lusenaka', 'Femme', '31/02/2000', 'KE', '176'], {
            outcome: 'refused',
            problems: [{ field: 'BirthDate', reason: 'impossibleDate', words: 'this day does not exist' }],
          }),
          row(4, ['', 'Otieno', 'F', '01/01/2002', 'KE', '170'], {
            outcome: 'refused',
            problems: [{ field: 'FirstName', reason: 'required', words: 'required' }],
          }),
        ],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Check (dry run)' }));
    expect(await bodiesSentTo('/api/imports/9/dry-run')).toEqual([{ columns: CHECKED_MAPPING }]);

    const refused = await screen.findByRole('tabpanel');
    expect(await within(refused).findByText('Line 4')).toBeTruthy();
    const texts = within(refused)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts).toContain('Birthdate: this day does not exist');
    expect(texts).toContain('First name: required');
    expect(screen.getByRole('tab', { name: 'Refused (2)' }).getAttribute('aria-selected')).toBe('true');
    // The columns fold away, the results hold the focus.
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Prénom' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Dry run' }).parentElement).toBe(document.activeElement);
    expect(screen.getByText('New').previousElementSibling?.textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Import 3 rows' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refused rows (XLSX)' })).toBeTruthy();
  });

  it('waits for the likely duplicates to be answered before importing, and sends the answer', async () => {
    const view = importView({ status: 'checked', mapping: CHECKED_MAPPING, totals: { create: 2, duplicate: 1 } });
    const { user } = renderImport(
      view,
      {
        '/api/imports/9/rows': rowsAnswer({
          duplicate: [
            row(1, ['Paola', 'Egonú', 'F', '18/12/1998', 'ITA', '1.94'], { outcome: 'duplicate', candidates: [77] }),
          ],
        }),
        'PUT /api/imports/9/rows/1/answer': () => ({ rowNumber: 1, outcome: 'update', recordNo: 77 }),
      },
      {
        GetPersonList: () => ({
          data: [
            {
              no: 77,
              firstName: 'Paola',
              lastName: 'Egonu',
              birthDate: '1998-12-18',
              federationCode: 'ITA',
              roles: 'player',
            },
          ],
          nbItems: 1,
          version: 1,
        }),
      },
    );
    const start = await screen.findByRole('button', { name: 'Import 2 rows' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    expect(start.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Answer the likely duplicate first (1 left).')).toBeTruthy();

    const question = await screen.findByRole('tabpanel');
    expect(await within(question).findByRole('link', { name: 'Paola Egonu' })).toBeTruthy();
    expect(within(question).getByText(/no\. 77 · born 18 Dec 1998 · ITA/)).toBeTruthy();
    expect(within(question).getByRole('button', { name: 'A new person (line 2)' })).toBeTruthy();
    await user.click(
      within(question).getByRole('button', { name: 'It is this person: update — Paola Egonu, no. 77 (line 2)' }),
    );
    await waitFor(async () => expect(await bodiesSentTo('/api/imports/9/rows/1/answer')).toEqual([{ recordNo: 77 }]));
  });

  it('shows how far the server got while it writes, and stops it on request', async () => {
    const running = importView({ status: 'running', totals: { create: 1000 }, rowsToWrite: 1000, rowsWritten: 400 });
    const { user } = renderImport(running, {
      'POST /api/imports/9/stop': () => ({ ...running, status: 'stopping' }),
    });
    const bar = await screen.findByRole('progressbar', { name: 'Writing the rows' });
    expect(bar.getAttribute('aria-valuenow')).toBe('400');
    expect(bar.getAttribute('aria-valuemax')).toBe('1000');
    expect(bar.getAttribute('aria-valuetext')).toBe('400 of 1000 rows written (40%)');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByRole('heading', { name: 'Stopping' })).toBeTruthy();
  });

  it('undoes an import once confirmed, and says why the server refuses it', async () => {
    const done = importView({ status: 'done', totals: { create: 3, refused: 2 }, rowsToWrite: 3, rowsWritten: 3 });
    const { user, paths } = renderImport(done, {
      'POST /api/imports/9/undo': () =>
        apiFailure('ImportChanged', 409, 'The import cannot be undone: records it wrote have changed since.'),
    });
    expect(await screen.findByText('The import is done: 3 of 3 rows written.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Undo the import of joueuses.csv?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(paths).not.toContain('/api/imports/9/undo');

    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Undo the import' }));
    expect(await screen.findByText('The import cannot be undone: records it wrote have changed since.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('discards an import that wrote nothing once confirmed, and goes back to the list', async () => {
    const { user } = renderImport(importView(), { 'DELETE /api/imports/9': () => ({}) }, {}, ['/imports']);
    await user.click(await screen.findByRole('button', { name: 'Discard this import' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard the import of joueuses.csv?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletesSent()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Discard this import' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard the import' }),
    );
    expect(await screen.findByText('page /imports')).toBeTruthy();
    expect(deletesSent()).toEqual(['/api/imports/9']);
    expect(getNotifications().map((notification) => notification.message)).toContain(
      'The import is discarded: nothing was written.',
    );
  });

  it('offers no discard once the import has written', async () => {
    renderImport(importView({ status: 'done', totals: { create: 3 }, rowsToWrite: 3, rowsWritten: 3 }));
    expect(await screen.findByText('The import is done: 3 of 3 rows written.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Discard this import' })).toBeNull();
  });
});
