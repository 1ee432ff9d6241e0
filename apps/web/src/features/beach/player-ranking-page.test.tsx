import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { stubServer } from '../../test/stub-server';
import { PLAYER_RANKING } from './beach-test-data';
import { PlayerRankingPage } from './player-ranking-page';
import { BEACH_NAMESPACES } from './routes';

describe("a player's ranking explained", () => {
  beforeAll(async () => {
    await loadNamespaces(BEACH_NAMESPACES);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the results that count with their total, and those that do not with why', async () => {
    const { urls } = stubServer({}, { '/api/beach/rankings/players/42': () => ({ data: PLAYER_RANKING }) });
    renderRoute(<PlayerRankingPage />, {
      path: '/beach/rankings/players/:no',
      url: '/beach/rankings/players/42?kind=olympic&asOf=2026-11-01',
    });
    const counted = await screen.findByRole('table', { name: '2 results that count' });
    expect(urls).toEqual(['/api/beach/rankings/players/42?kind=olympic&asOf=2026-11-01']);
    const countedRows = within(counted).getAllByRole('row');
    expect(countedRows.map((row) => row.textContent)).toEqual([
      'TournamentEndPlacePoints',
      'Elite 16 Rome14 Jun 202611,200',
      'Elite 16 Gstaad12 Jul 202611,200',
      'Total2,400',
    ]);

    const dropped = screen.getByRole('table', { name: '2 results that do not count' });
    const lines = within(dropped)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toEqual([
      ['Challenge Doha', '20 Sep 2025', '1', '800', 'Too old: outside the ranking’s period.'],
      ['Futures Brno', '2 Aug 2026', '9', '200', 'Beyond the best results that count.'],
    ]);
    expect(screen.getByText(/Olympic selection: position 1, 2,400 points from 2 results\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Elite 16 Rome' }).getAttribute('href')).toBe('/beach/tournaments/5');
  });

  it('says so when the ranking cannot be read', async () => {
    stubServer({}, {});
    renderRoute(<PlayerRankingPage />, { path: '/beach/rankings/players/:no', url: '/beach/rankings/players/0' });
    expect(await screen.findByText('There is no ranked player 0.')).toBeTruthy();
  });
});
