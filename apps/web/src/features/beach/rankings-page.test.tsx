import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { stubServer } from '../../test/stub-server';
import { RANKING_PAGE } from './beach-test-data';
import { BeachRankingsPage } from './rankings-page';
import { BEACH_NAMESPACES } from './routes';

function renderRankings(url: string) {
  const server = stubServer(
    {},
    { '/api/beach/rankings': () => RANKING_PAGE },
    {
      lists: {
        GetFederationList: [
          { no: 1, code: 'BRA', name: 'Brazil' },
          { no: 2, code: 'ITA', name: 'Italy' },
        ],
      },
    },
  );
  const rendered = renderRoute(<BeachRankingsPage />, {
    path: '/beach/rankings',
    url,
    otherPaths: ['/beach/rankings/players/:no'],
  });
  return { ...rendered, ...server };
}

const asked = (urls: readonly string[]) =>
  urls.filter((url) => url.startsWith('/api/beach/rankings?')).map((url) => new URLSearchParams(url.split('?')[1]));

describe('the beach rankings page', () => {
  beforeAll(async () => {
    await loadNamespaces(BEACH_NAMESPACES);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the ranking of the kind, gender, day and federation in the address', async () => {
    const { urls } = renderRankings('/beach/rankings?kind=olympic&gender=1&asOf=2026-10-01&federation=BRA');
    await screen.findByRole('link', { name: 'Duda Lisboa' });
    const [first] = asked(urls);
    expect(Object.fromEntries(first ?? [])).toEqual({
      kind: 'olympic',
      gender: '1',
      asOf: '2026-10-01',
      federation: 'BRA',
      skip: '0',
      take: '50',
    });
    expect(screen.getByText('Olympic selection · Women · as of 1 Oct 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Duda Lisboa' }).getAttribute('href')).toBe(
      '/beach/rankings/players/42?kind=olympic&asOf=2026-10-01',
    );
  });

  it('asks again as the choices change: world ranking of men, one federation, another day', async () => {
    const { urls, user } = renderRankings('/beach/rankings');
    await screen.findByRole('link', { name: 'Duda Lisboa' });
    expect(Object.fromEntries(asked(urls)[0] ?? [])).toEqual({ kind: 'world', gender: '0', skip: '0', take: '50' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ranking' }), 'Olympic selection');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Women');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Federation' }), 'ITA — Italy');
    await user.type(screen.getByLabelText('As of'), '2026-09-15');
    await waitFor(() => {
      const last = asked(urls).at(-1);
      expect(last?.get('asOf')).toBe('2026-09-15');
    });
    expect(Object.fromEntries(asked(urls).at(-1) ?? [])).toEqual({
      kind: 'olympic',
      gender: '1',
      asOf: '2026-09-15',
      federation: 'ITA',
      skip: '0',
      take: '50',
    });
  });
});
