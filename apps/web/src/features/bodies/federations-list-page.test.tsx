import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { listAnswer, stubServer } from '../../test/stub-server';
import { BODY_LISTS } from './bodies-test-utils';
import { FederationsListPage } from './federations-list-page';

const ROWS = [
  {
    no: 7,
    code: 'ITA',
    name: 'Italian Volleyball Federation',
    nameFr: 'Fédération italienne de volleyball',
    nameEs: '',
    countryCode: 'IT',
    confederationCode: 'CEV',
    status: 'active',
    city: 'Roma',
  },
  {
    no: 9,
    code: 'KEN',
    name: 'Kenya Volleyball Federation',
    countryCode: 'KE',
    confederationCode: 'CAVB',
    status: 'suspended',
  },
];

const listRequests = (requests: string[]) =>
  requests.filter((xml) => xml.includes('Type="GetFederationList"') && xml.includes('CountryCode'));

function renderList(url = '/federations') {
  const server = stubServer(
    { GetFederationList: (xml) => (xml.includes('CountryCode') ? listAnswer(xml, ROWS) : undefined) },
    {},
    { lists: BODY_LISTS },
  );
  const rendered = renderRoute(<FederationsListPage />, {
    path: '/federations',
    url,
    otherPaths: ['/federations/:no'],
  });
  return { ...rendered, ...server };
}

describe('FederationsListPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['bodies']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the federations: code with its flag, name, country, confederation and status', async () => {
    const { requests } = renderList();
    const table = await screen.findByRole('table', { name: 'Federations' });
    const italy = (await within(table).findByRole('link', { name: 'Italian Volleyball Federation' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(italy).getByText('ITA')).toBeTruthy();
    expect(italy.querySelector('img')?.getAttribute('src')).toBe('/flags/it.png');
    expect(within(italy).getByText('Italy')).toBeTruthy();
    expect(within(italy).getByText('CEV')).toBeTruthy();
    expect(within(italy).getByText('Active')).toBeTruthy();
    const kenya = within(table).getByRole('link', { name: 'Kenya Volleyball Federation' }).closest('tr') as HTMLElement;
    expect(within(kenya).getByText('Suspended')).toBeTruthy();
    expect(within(italy).getByRole('link').getAttribute('href')).toBe('/federations/7');
    // City and website start hidden: not asked for.
    expect(listRequests(requests)[0]).toBe(
      '<Request Type="GetFederationList" Properties="No Code Name CountryCode ConfederationCode Status" Skip="0" Take="50"></Request>',
    );
  });

  it('offers the confederations and statuses as filters, and sends them with the search', async () => {
    const { user, requests } = renderList();
    await screen.findByRole('link', { name: 'Italian Volleyball Federation' });
    const confederation = screen.getByLabelText('Confederation');
    await waitFor(() =>
      expect(
        within(confederation).getByRole('option', { name: 'CEV — European Volleyball Confederation' }),
      ).toBeTruthy(),
    );
    await user.selectOptions(confederation, 'CEV — European Volleyball Confederation');
    await user.selectOptions(screen.getByLabelText('Status'), 'Suspended');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'volley');
    await waitFor(() =>
      expect(listRequests(requests).at(-1)).toBe(
        '<Request Type="GetFederationList" Properties="No Code Name CountryCode ConfederationCode Status" Skip="0" Take="50"><Filter Search="volley" ConfederationCode="CEV" Status="suspended"/></Request>',
      ),
    );
  });

  it('reads its filters from the address, and sorts by a column', async () => {
    const { user, requests, router } = renderList('/federations?confederation=CAVB&status=active');
    await screen.findByRole('link', { name: 'Italian Volleyball Federation' });
    expect(listRequests(requests)[0]).toContain('<Filter ConfederationCode="CAVB" Status="active"/>');
    await user.click(screen.getByRole('button', { name: /Code/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=Code'));
    await waitFor(() => expect(listRequests(requests).at(-1)).toContain('Sort="Code"'));
  });

  it('opens a federation from its row with Enter', async () => {
    const { user, router } = renderList();
    const row = (await screen.findByRole('link', { name: 'Kenya Volleyball Federation' })).closest('tr') as HTMLElement;
    row.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/federations/9'));
  });
});
