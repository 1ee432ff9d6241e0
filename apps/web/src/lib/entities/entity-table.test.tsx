import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderRoute } from '../../test/render-route';
import { listAnswer, stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { EntityTable, type EntityColumn } from './entity-table';

/** `/proxy` answers one federation, with the fields asked for. */
function stubProxy() {
  const federation = { no: 7, name: 'Italian Volleyball Federation', nameFr: null };
  return stubServer({ GetFederationList: (xml) => listAnswer(xml, [federation]) }).requests;
}

const COLUMNS: EntityColumn[] = [{ field: 'NameFr', cell: (row) => String(row.nameFr ?? row.name) }];

function renderTable(props: Partial<Parameters<typeof EntityTable>[0]> = {}) {
  renderRoute(<EntityTable entity="Federation" caption="Federations" columns={COLUMNS} {...props} />, {
    path: '/',
    user: null,
  });
}

describe('EntityTable', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks for the extra fields a cell reads, besides the shown columns', async () => {
    const requests = stubProxy();
    renderTable({ extraFields: ['Name'] });
    expect(await screen.findByText('Italian Volleyball Federation')).toBeTruthy();
    expect(requests).toEqual([
      '<Request Type="GetFederationList" Properties="No NameFr Name" Skip="0" Take="50"></Request>',
    ]);
  });

  it('always applies its fixed filter', async () => {
    const requests = stubProxy();
    renderTable({ fixedFilter: { NoConfederation: 1 } });
    await screen.findByRole('table', { name: 'Federations' });
    await vi.waitFor(() =>
      expect(requests).toEqual([
        '<Request Type="GetFederationList" Properties="No NameFr" Skip="0" Take="50"><Filter NoConfederation="1"/></Request>',
      ]),
    );
  });

  it('tells a user the list is not for what it is for and who sees it, and asks the server nothing', async () => {
    const requests = stubServer({}).requests;
    renderRoute(
      <EntityTable
        entity="VolleyTransfer"
        caption="Transfers"
        columns={[{ field: 'PlayerName' }]}
        notForYou="Transfers are handled by the parties."
      />,
      { path: '/', user: testUser('Coach') },
    );
    expect(await screen.findByRole('heading', { name: 'Nothing here for your account' })).toBeTruthy();
    expect(screen.getByText('Transfers are handled by the parties.')).toBeTruthy();
    expect(
      screen.getByText(
        'This list is shown to administrators and to these users: Federation, Confederation, Volley Club, Player.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('offers the import of its records to who may create them, on the whole list only', async () => {
    stubServer({});
    const players = (user = testUser('Federation', 12), props = {}) =>
      renderRoute(<EntityTable entity="Player" caption="Players" columns={[{ field: 'LastName' }]} {...props} />, {
        path: '/',
        user,
      });
    players();
    const link = await screen.findByRole('link', { name: 'Import' });
    expect(link.getAttribute('href')).toBe('/imports/new?entity=Player');
    cleanup();
    players(testUser('Coach'));
    await screen.findByRole('table', { name: 'Players' });
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
    cleanup();
    players(testUser('Federation', 12), { fixedFilter: { NoClub: 3 } });
    await screen.findByRole('table', { name: 'Players' });
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
  });
});
