import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { VolleyClub } from '@libero/shared/registry/bodies';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { listAnswer, stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { BODY_LISTS, recordFor } from './bodies-test-utils';
import { ClubProfilePage } from './club-profile-page';
import { clubFederationFilter, ClubsListPage } from './clubs-list-page';

const PERUGIA = {
  no: 31,
  version: 8,
  name: 'Sir Safety Perugia',
  shortName: 'Perugia',
  noFederation: 7,
  federationCode: 'ITA',
  federationName: 'Italian Volleyball Federation',
  foundedYear: 2001,
  venue: 'PalaBarton',
  colours: 'Black and red',
  status: 'active',
  city: 'Perugia',
  website: 'www.sirsafetyperugia.it',
  playerCount: 14,
};

const CLUBS = [PERUGIA, { no: 32, name: 'Kenya Prisons', city: 'Nairobi', federationCode: 'KEN', status: 'inactive' }];

const listRequests = (requests: string[]) => requests.filter((xml) => xml.includes('Type="GetVolleyClubList"'));

describe('ClubsListPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['bodies']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  function renderList(user: TCurrentUser = testUser('Administrator'), url = '/volley/clubs') {
    const server = stubServer({ GetVolleyClubList: (xml) => listAnswer(xml, CLUBS) }, {}, { lists: BODY_LISTS });
    return {
      ...renderRoute(<ClubsListPage />, { path: '/volley/clubs', url, user, otherPaths: ['/volley/clubs/:no'] }),
      ...server,
    };
  }

  it('lists the clubs with their federation and status', async () => {
    const { requests } = renderList();
    const table = await screen.findByRole('table', { name: 'Volley clubs' });
    const perugia = (await within(table).findByRole('link', { name: 'Sir Safety Perugia' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(perugia).getByRole('link').getAttribute('href')).toBe('/volley/clubs/31');
    expect(within(perugia).getByText('Perugia')).toBeTruthy();
    expect(within(perugia).getByText('ITA')).toBeTruthy();
    expect(perugia.querySelector('img')?.getAttribute('src')).toBe('/flags/it.png');
    expect(within(perugia).getByText('Active')).toBeTruthy();
    const prisons = within(table).getByRole('link', { name: 'Kenya Prisons' }).closest('tr') as HTMLElement;
    expect(within(prisons).getByText('Inactive')).toBeTruthy();
    expect(listRequests(requests)[0]).toBe(
      '<Request Type="GetVolleyClubList" Properties="No Name City FederationCode Status" Skip="0" Take="50"></Request>',
    );
  });

  it('filters by federation and status', async () => {
    const { user, requests } = renderList();
    await screen.findByRole('link', { name: 'Sir Safety Perugia' });
    const federation = screen.getByLabelText('Federation');
    await waitFor(() =>
      expect(within(federation).getByRole('option', { name: 'ITA — Italian Volleyball Federation' })).toBeTruthy(),
    );
    await user.selectOptions(federation, 'ITA — Italian Volleyball Federation');
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() =>
      expect(listRequests(requests).at(-1)).toContain('<Filter FederationCode="ITA" Status="inactive"/>'),
    );
  });

  it('takes a federation by number too, as the dashboard links it', async () => {
    const { requests } = renderList(testUser('Administrator'), '/volley/clubs?federation=7');
    await screen.findByRole('link', { name: 'Sir Safety Perugia' });
    expect(listRequests(requests)[0]).toContain('<Filter NoFederation="7"/>');
    expect(clubFederationFilter('KEN')).toEqual({ FederationCode: 'KEN' });
  });

  it('offers "New club" to admins and federations only', async () => {
    renderList(testUser('Federation', 7));
    expect((await screen.findByRole('link', { name: 'New club' })).getAttribute('href')).toBe('/volley/clubs/new');
  });

  it('hides "New club" from a club', async () => {
    renderList(testUser('VolleyClub', 31));
    await screen.findByRole('link', { name: 'Sir Safety Perugia' });
    expect(screen.queryByRole('link', { name: 'New club' })).toBeNull();
  });
});

describe('ClubProfilePage', () => {
  beforeAll(async () => {
    await loadNamespaces(['bodies']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function renderProfile(user: TCurrentUser) {
    const server = stubServer(
      {
        GetVolleyClub: () => ({ data: recordFor(VolleyClub, user, PERUGIA) }),
        GetPlayerList: (xml) =>
          listAnswer(xml, [
            { no: 100234, lastName: 'Giannelli', firstName: 'Simone', position: 'setter', nationalityCode: 'IT' },
          ]),
      },
      {},
      { lists: BODY_LISTS },
    );
    return {
      ...renderRoute(<ClubProfilePage />, { path: '/volley/clubs/:no', url: '/volley/clubs/31', user }),
      ...server,
    };
  }

  it('shows the club: header with its federation, identity, venue, contacts and its players', async () => {
    const { requests } = renderProfile(testUser('Guest'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sir Safety Perugia' })).toBeTruthy();
    expect(requests).toContainEqual(
      expect.stringMatching(/^<Request Type="GetVolleyClub" Properties="No Name [^"]*" No="31"><\/Request>$/),
    );
    const identity = screen.getByRole('region', { name: 'Identity' });
    expect(
      within(identity).getByRole('link', { name: 'ITA — Italian Volleyball Federation' }).getAttribute('href'),
    ).toBe('/federations/7');
    expect(within(identity).getByText('2001')).toBeTruthy();
    expect(within(identity).getByText('Perugia')).toBeTruthy();
    const venue = screen.getByRole('region', { name: 'Venue and colours' });
    expect(within(venue).getByText('PalaBarton')).toBeTruthy();
    expect(within(venue).getByText('Black and red')).toBeTruthy();
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(
      within(contacts).getByRole('link', { name: 'www.sirsafetyperugia.it (opens in a new tab)' }).getAttribute('href'),
    ).toBe('https://www.sirsafetyperugia.it');
    const players = screen.getByRole('region', { name: 'Players' });
    expect(await within(players).findByText('Giannelli')).toBeTruthy();
    expect(requests.find((xml) => xml.includes('GetPlayerList'))).toContain('NoClub="31"');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it.each([
    ['an admin', testUser('Administrator')],
    ["the club's federation", testUser('Federation', 7)],
    ['the club itself', testUser('VolleyClub', 31)],
  ])('offers "Edit" to %s', async (_who, user) => {
    renderProfile(user);
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe('/volley/clubs/31/edit');
  });

  it.each([
    ['another federation', testUser('Federation', 9)],
    ['another club', testUser('VolleyClub', 32)],
  ])('shows the club read-only to %s', async (_who, user) => {
    renderProfile(user);
    await screen.findByRole('heading', { level: 1, name: 'Sir Safety Perugia' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
