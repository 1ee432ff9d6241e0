import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { listAnswer, stubServer } from '../../test/stub-server';
import { TransfersPage } from './transfers-page';

const TRANSFER = {
  no: 12,
  playerName: 'Paola Rossi',
  federationFromCode: 'ITA',
  clubFromName: 'Volley Roma',
  federationToCode: 'FRA',
  clubToName: 'Lyon VB',
  firstSeason: 2026,
  status: 'awaitingFederations',
  awaitingParties: 'receivingFederation releasingFederation',
};

function renderList() {
  const server = stubServer(
    { GetVolleyTransferList: (xml) => listAnswer(xml, [TRANSFER]) },
    {},
    {
      lists: {
        GetFederationList: [
          { no: 10, code: 'ITA', name: 'Italy' },
          { no: 20, code: 'FRA', name: 'France' },
        ],
      },
    },
  );
  const rendered = renderRoute(<TransfersPage />, { path: '/volley/transfers', otherPaths: ['/volley/transfers/:no'] });
  return { ...rendered, ...server };
}

const lastListRequest = (requests: string[]) =>
  requests.filter((xml) => xml.includes('GetVolleyTransferList')).at(-1) ?? '';

describe('the transfers list', () => {
  beforeAll(async () => {
    await loadNamespaces(['transfers']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('links each transfer to its page and says who must act', async () => {
    // Every column shown, "Who must act" too (hidden at first).
    localStorage.setItem('libero.columns.VolleyTransfer', '[]');
    renderList();
    const link = await screen.findByRole('link', { name: 'Paola Rossi' });
    expect(link.getAttribute('href')).toBe('/volley/transfers/12');
    const row = link.closest('tr');
    expect(within(row as HTMLElement).getByText('Receiving federation, Releasing federation')).toBeTruthy();
  });

  it('filters by who must act and by federation', async () => {
    const { user, requests } = renderList();
    await screen.findByRole('link', { name: 'Paola Rossi' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who must act' }), 'Releasing club');
    await waitFor(() => expect(lastListRequest(requests)).toContain('AwaitingParties="releasingClub"'));
    const federation = screen.getByRole('combobox', { name: 'Federation' });
    await within(federation).findByRole('option', { name: 'ITA — Italy' });
    await user.selectOptions(federation, 'ITA — Italy');
    await waitFor(() => expect(lastListRequest(requests)).toContain('FederationCodes="ITA"'));
  });
});
