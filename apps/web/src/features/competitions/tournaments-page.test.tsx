import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { testUser } from '../../test/test-user';
import { listAnswer, stubServer } from '../../test/stub-server';
import { TournamentsPage } from './tournaments-page';

const TOURNAMENT = {
  no: 1,
  code: 'WCH-2026-W',
  name: 'World Championship 2026 (Women)',
  seasonName: null,
  gender: 1,
  noType: 4,
  typeCode: 'worldChampionship',
  typeName: 'World Championship',
  countryCode: 'IT',
  city: 'Rome',
  startDate: '2026-09-01',
  status: 'running',
};

function renderList(user = testUser('Administrator')) {
  const server = stubServer(
    { GetVolleyTournamentList: (xml) => listAnswer(xml, [TOURNAMENT]) },
    {},
    {
      lists: {
        GetSeasonList: [{ no: 3, name: '2026/27', year: 2026 }],
        GetVolleyTournamentTypeList: [
          {
            no: 4,
            code: 'worldChampionship',
            name: 'World Championship',
            nameFr: 'Championnat du monde',
            nationalLeague: 0,
          },
          { no: 7, code: 'nationalLeague', name: 'National League', nameFr: 'Championnat national', nationalLeague: 1 },
        ],
      },
    },
  );
  return { ...renderRoute(<TournamentsPage />, { path: '/volley/tournaments', user }), ...server };
}

const lastList = (requests: string[]) => requests.filter((xml) => xml.includes('GetVolleyTournamentList')).at(-1) ?? '';

describe('the tournaments list', () => {
  beforeAll(async () => {
    await loadNamespaces(['competitions', 'entity-form', 'players']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('links each tournament to its page', async () => {
    renderList();
    // The type column is named once the types are read: the row is drawn again then.
    await screen.findByText('World Championship');
    const link = screen.getByRole('link', { name: TOURNAMENT.name });
    expect(link.getAttribute('href')).toBe('/volley/tournaments/1');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Women')).toBeTruthy();
    expect(within(row).getByText('Rome, Italy')).toBeTruthy();
  });

  it('sends each filter as the registry filter it names', async () => {
    const { user, requests } = renderList();
    await screen.findByRole('link', { name: TOURNAMENT.name });
    const season = screen.getByRole('combobox', { name: 'Season' });
    await within(season).findByRole('option', { name: '2026/27' });
    await user.selectOptions(season, '2026/27');
    await waitFor(() => expect(lastList(requests)).toContain('NoSeason="3"'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Women');
    const type = screen.getByRole('combobox', { name: 'Type' });
    await within(type).findByRole('option', { name: 'National League' });
    await user.selectOptions(type, 'National League');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Running');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Italy');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'rome');
    await waitFor(() => expect(lastList(requests)).toContain('Search="rome"'));
    const filter = /<Filter [^>]*\/?>/.exec(lastList(requests))?.[0] ?? '';
    for (const part of ['NoSeason="3"', 'Gender="1"', 'NoType="7"', 'Statuses="running"', 'CountryCode="IT"'])
      expect(filter).toContain(part);
  });

  it('offers a new tournament to tournament managers and federations, not to others', async () => {
    renderList(testUser('VolleyTournamentManager'));
    expect(await screen.findByRole('button', { name: 'New tournament' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Halls' }).getAttribute('href')).toBe('/volley/halls');
  });

  it('hides the new tournament from a player', async () => {
    renderList(testUser('Player'));
    await screen.findByRole('link', { name: TOURNAMENT.name });
    expect(screen.queryByRole('button', { name: 'New tournament' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Halls' })).toBeNull();
  });
});
