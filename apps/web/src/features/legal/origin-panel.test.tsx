import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { apiFailure, stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import type { TPlayerOrigin } from './legal-api';
import { FRANCE, ITALY, SPAIN } from './legal-test-data';
import { FederationOfOriginPanel } from './origin-panel';

const ORIGIN: TPlayerOrigin = {
  federationOfOrigin: FRANCE,
  history: [
    { fromFederation: null, toFederation: SPAIN, caseNo: 4, kind: 'determination', day: '2019-03-01' },
    { fromFederation: SPAIN, toFederation: ITALY, caseNo: 5, kind: 'originChange', day: '2021-07-15' },
    { fromFederation: ITALY, toFederation: FRANCE, caseNo: 7, kind: 'originChange', day: '2026-06-01' },
  ],
};

function renderPanel(answer: () => unknown) {
  stubServer({}, { 'GET /api/legal/players/501/origin': answer });
  // Any signed-in user who sees the profile sees the panel.
  return renderRoute(<FederationOfOriginPanel playerNo={501} />, { path: '/players/501', user: testUser('Coach', 9) });
}

describe('the federation of origin panel', () => {
  beforeAll(async () => {
    await loadNamespaces(['legal']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the federation of origin and how it came to be, each step linked to its case', async () => {
    renderPanel(() => ORIGIN);
    const panel = await screen.findByRole('region', { name: 'Federation of origin' });
    expect(await within(panel).findByText('FRA — Fédération Française de Volley', { selector: 'span' })).toBeTruthy();
    const table = within(panel).getByRole('table', { name: 'How the federation of origin was set' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        '1 Mar 2019',
        'None recorded',
        'ESP — Real Federación Española de Voleibol',
        'Determination of federation no. 4',
      ],
      [
        '15 Jul 2021',
        'ESP — Real Federación Española de Voleibol',
        'ITA — Federazione Italiana Pallavolo',
        'Change of federation of origin no. 5',
      ],
      [
        '1 Jun 2026',
        'ITA — Federazione Italiana Pallavolo',
        'FRA — Fédération Française de Volley',
        'Change of federation of origin no. 7',
      ],
    ]);
    expect(within(table).getByRole('link', { name: 'Change of federation of origin no. 7' }).getAttribute('href')).toBe(
      '/legal/cases/7',
    );
  });

  it('says when there is no federation of origin and no history', async () => {
    renderPanel(() => ({ federationOfOrigin: null, history: [] }));
    const panel = await screen.findByRole('region', { name: 'Federation of origin' });
    expect(await within(panel).findByText('None recorded')).toBeTruthy();
    expect(within(panel).getByText('No change or determination recorded.')).toBeTruthy();
  });

  it('says why the history could not be read', async () => {
    renderPanel(() => apiFailure('NotFound', 404, 'There is no player 501.'));
    expect(await screen.findByText('There is no player 501.')).toBeTruthy();
  });
});
