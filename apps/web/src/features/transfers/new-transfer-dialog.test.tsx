import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll } from '../../lib/notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { listAnswer, stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { currentSeason } from './seasons';
import { testDossier } from './transfer-test-data';
import { TransfersPage } from './transfers-page';

const PLAYERS = [
  { no: 501, firstName: 'Paola', lastName: 'Rossi', federationCode: 'ITA', noFederation: 10 },
  { no: 502, firstName: 'Marco', lastName: 'Rossini', federationCode: 'ITA', noFederation: 10 },
];
const FEDERATIONS = [
  { no: 10, code: 'ITA', name: 'Italy' },
  { no: 20, code: 'FRA', name: 'France' },
];
const CLUBS = [
  { no: 100, name: 'Volley Roma', city: 'Rome', noFederation: 10, federationCode: 'ITA', federationName: 'Italy' },
  { no: 200, name: 'Lyon VB', city: 'Lyon', noFederation: 20, federationCode: 'FRA', federationName: 'France' },
];

/** The clubs a `GetVolleyClubList` asks for: a federation's, or one club (a club user's own). */
function clubsOf(xml: string) {
  const federation = /NoFederation="(\d+)"/.exec(xml)?.[1];
  const no = /No="(\d+)"/.exec(/<Filter[^>]*>/.exec(xml)?.[0] ?? '')?.[1];
  return listAnswer(
    xml,
    CLUBS.filter((club) => (federation ? club.noFederation === Number(federation) : club.no === Number(no))),
  );
}

function renderList(user: TCurrentUser = testUser('Administrator')) {
  const server = stubServer(
    {
      GetPlayerList: (xml) => (xml.includes('Search=') ? listAnswer(xml, PLAYERS) : undefined),
      GetVolleyClubList: clubsOf,
    },
    { 'POST /api/transfers': () => ({ data: testDossier() }) },
    { lists: { GetFederationList: FEDERATIONS } },
  );
  const rendered = renderRoute(<TransfersPage />, {
    path: '/volley/transfers',
    otherPaths: ['/volley/transfers/:no'],
    user,
  });
  return { ...rendered, ...server };
}

/** The JSON bodies sent to `POST /api/transfers`. */
function createdBodies(): Promise<unknown[]> {
  return Promise.all(
    (globalThis.fetch as Mock).mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/transfers')
      .map((request) => request.clone().json() as Promise<unknown>),
  );
}

async function openDialog(user: ReturnType<typeof renderList>['user']) {
  await user.click(await screen.findByRole('button', { name: 'New transfer' }));
  return screen.findByRole('dialog', { name: 'New transfer' });
}

describe('the new transfer dialog', () => {
  beforeAll(async () => {
    await loadNamespaces(['transfers', 'players']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('is offered to admins, federations and clubs only', async () => {
    renderList(testUser('Player', 501));
    await screen.findByRole('table', { name: 'Transfers' });
    expect(screen.queryByRole('button', { name: 'New transfer' })).toBeNull();
  });

  it('searches players by name or ID and selects one on a double click only', async () => {
    const { user } = renderList();
    const dialog = await openDialog(user);
    const search = within(dialog).getByPlaceholderText('Search by name or ID');
    expect(search).toBe(within(dialog).getByRole('searchbox', { name: 'Player' }));
    // The hint is shown, and tied to the field.
    const hint = within(dialog).getByText('Double-click a row to select the player.');
    expect(search.getAttribute('aria-describedby')).toContain(hint.id);

    await user.type(search, 'Ross');
    const row = await within(dialog).findByRole('row', { name: 'Paola Rossi, no. 501' });
    expect(within(dialog).getByRole('row', { name: 'Marco Rossini, no. 502' })).toBeTruthy();

    await user.click(row);
    expect(within(dialog).queryByText('Selected player:')).toBeNull();
    expect(within(dialog).queryByRole('form', { name: 'New transfer' })).toBeNull();

    await user.dblClick(row);
    expect(within(dialog).getByText('Selected player:')).toBeTruthy();
    expect(within(dialog).getByText(/Paola Rossi/)).toBeTruthy();
    expect(within(dialog).queryByRole('row', { name: 'Paola Rossi, no. 501' })).toBeNull();
    expect(within(dialog).getByRole('form', { name: 'New transfer' })).toBeTruthy();
  });

  it('selects the focused row with Enter, for the keyboard', async () => {
    const { user } = renderList();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByPlaceholderText('Search by name or ID'), 'Ross');
    await within(dialog).findByRole('row', { name: 'Paola Rossi, no. 501' });
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(dialog).getByText(/Marco Rossini/)).toBeTruthy();
    expect(within(dialog).getByRole('form', { name: 'New transfer' })).toBeTruthy();
  });

  it('lets an admin choose both sides, then creates the transfer and opens it', async () => {
    const { user, router } = renderList();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByPlaceholderText('Search by name or ID'), 'Ross');
    await user.dblClick(await within(dialog).findByRole('row', { name: 'Paola Rossi, no. 501' }));

    // The releasing federation is the player's.
    expect((within(dialog).getByRole('textbox', { name: 'Releasing federation' }) as HTMLInputElement).value).toBe(
      'ITA — Italy',
    );
    const releasingClub = within(dialog).getByRole('combobox', { name: 'Releasing club' });
    await within(releasingClub).findByRole('option', { name: 'Volley Roma (Rome)' });
    await user.selectOptions(releasingClub, 'Volley Roma (Rome)');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Receiving federation' }), 'FRA — France');
    const receivingClub = within(dialog).getByRole('combobox', { name: 'Receiving club' });
    await within(receivingClub).findByRole('option', { name: 'Lyon VB (Lyon)' });
    await user.selectOptions(receivingClub, 'Lyon VB (Lyon)');
    // At most five seasons.
    const last = within(dialog).getByRole('combobox', { name: 'Last season' });
    expect(within(last).getAllByRole('option')).toHaveLength(6);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Submit to the parties now' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create the transfer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/volley/transfers/12'));
    const season = currentSeason();
    expect(await createdBodies()).toEqual([
      {
        playerNo: 501,
        fromFederationNo: 10,
        fromClubNo: 100,
        toFederationNo: 20,
        toClubNo: 200,
        firstSeason: season,
        lastSeason: season,
        contractStart: null,
        contractEnd: null,
        submit: true,
      },
    ]);
  });

  it("fixes a club user's receiving side to their own club", async () => {
    const { user, router } = renderList(testUser('VolleyClub', 200));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByPlaceholderText('Search by name or ID'), 'Ross');
    await user.dblClick(await within(dialog).findByRole('row', { name: 'Paola Rossi, no. 501' }));

    const club = within(dialog).getByRole('textbox', { name: 'Receiving club' }) as HTMLInputElement;
    await waitFor(() => expect(club.value).toBe('Lyon VB'));
    expect(club.readOnly).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: 'Receiving federation' }) as HTMLInputElement).value).toBe(
      'FRA — France',
    );
    expect(within(dialog).queryByRole('combobox', { name: 'Receiving federation' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create the transfer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/volley/transfers/12'));
    expect(await createdBodies()).toEqual([
      expect.objectContaining({ playerNo: 501, fromClubNo: null, toFederationNo: 20, toClubNo: 200, submit: false }),
    ]);
  });
});
