import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll } from '../../lib/notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { MyExportsPage } from './my-exports-page';
import type { SavedExport } from './saved-exports-api';

const ME = 500;

function definition(changes: Partial<SavedExport>): SavedExport {
  return {
    no: 4,
    name: 'Our players',
    entity: 'Player',
    fields: 'No LastName FirstName',
    filter: '{"FederationCode":"KEN","Gender":"1","BirthDateFrom":"2000-01-01","Search":"an"}',
    sort: 'LastName',
    format: 'xlsx',
    shared: 1,
    schedule: 'none',
    noOwner: ME,
    ownerName: 'Faith Wanjiru',
    lastSentAt: null,
    version: 12,
    ...changes,
  };
}

describe('MyExportsPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['exports', 'players']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('lists my exports and those shared with me, each downloaded in one click; I share or keep mine private', async () => {
    const { requests } = stubServer({
      GetFederationList: () => ({
        data: [{ no: 12, code: 'KEN', name: 'Kenya Volleyball Federation' }],
        nbItems: 1,
        version: 1,
      }),
      GetExportDefinitionList: () => ({
        data: [
          definition({}),
          definition({
            no: 5,
            name: 'Kenyan clubs',
            entity: 'VolleyClub',
            fields: 'No Name',
            filter: '{}',
            format: 'csv',
            noOwner: 2,
            ownerName: 'Joy Akinyi',
          }),
        ],
        nbItems: 2,
        version: 1,
      }),
      SaveExportDefinition: () => ({ data: definition({ shared: 0, version: 13 }) }),
    });
    renderRoute(<MyExportsPage />, { path: '/users/me/exports', user: testUser('Federation', 9) });
    const mine = await screen.findByRole('region', { name: 'Mine' });
    expect(within(mine).getByText('FIVB no., Last name, First name')).toBeTruthy();
    expect(
      await within(mine).findByText(
        'Federation: KEN — Kenya Volleyball Federation · Gender: Female · Birthdate, from: 1 Jan 2000 · Search: an',
      ),
    ).toBeTruthy();
    const download = within(mine).getByRole('link', { name: 'Download "Our players" as XLSX' });
    expect(download.getAttribute('href')).toBe('/api/exports/4/file');
    const shared = screen.getByRole('region', { name: 'Shared with me' });
    expect(within(shared).getByText('Shared by Joy Akinyi')).toBeTruthy();
    expect(within(shared).getByText('All records')).toBeTruthy();
    expect(within(shared).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByLabelText('Mail it to me')).toBeNull();

    await userEvent.setup().click(within(mine).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() =>
      expect(requests.find((xml) => xml.includes('SaveExportDefinition'))).toContain('No="4" Version="12" Shared="0"'),
    );
  });
});
