import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Confederation } from '@libero/shared/registry/bodies';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { listAnswer, stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { BODY_LISTS, recordFor } from './bodies-test-utils';
import { ConfederationProfilePage } from './confederation-profile-page';
import { ConfederationsListPage } from './confederations-list-page';

const CEV = {
  no: 1,
  version: 3,
  code: 'CEV',
  name: 'European Volleyball Confederation',
  countryCode: 'LU',
  city: 'Luxembourg',
  website: 'https://www.cev.eu',
  federationCount: 56,
};

describe('ConfederationsListPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['bodies']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the confederations with their number of federations and website', async () => {
    const { requests } = stubServer(
      { GetConfederationList: (xml) => listAnswer(xml, [CEV]) },
      {},
      { lists: BODY_LISTS },
    );
    renderRoute(<ConfederationsListPage />, { path: '/confederations' });
    const table = await screen.findByRole('table', { name: 'Confederations' });
    const row = (await within(table).findByRole('link', { name: 'European Volleyball Confederation' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByRole('link', { name: 'European Volleyball Confederation' }).getAttribute('href')).toBe(
      '/confederations/1',
    );
    expect(within(row).getByText('56')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'https://www.cev.eu (opens in a new tab)' })).toBeTruthy();
    expect(requests[0]).toBe(
      '<Request Type="GetConfederationList" Properties="No Code Name FederationCount Website" Skip="0" Take="50"></Request>',
    );
  });
});

describe('ConfederationProfilePage', () => {
  beforeAll(async () => {
    await loadNamespaces(['bodies']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the confederation and its member federations only', async () => {
    const user = testUser('Guest');
    const { requests } = stubServer(
      {
        GetConfederation: () => ({ data: recordFor(Confederation, user, CEV) }),
        GetFederationList: (xml) =>
          xml.includes('NoConfederation')
            ? listAnswer(xml, [
                { no: 7, code: 'ITA', name: 'Italian Volleyball Federation', countryCode: 'IT', status: 'active' },
              ])
            : undefined,
      },
      {},
      { lists: BODY_LISTS },
    );
    renderRoute(<ConfederationProfilePage />, { path: '/confederations/:no', url: '/confederations/1', user });
    expect(await screen.findByRole('heading', { level: 1, name: 'European Volleyball Confederation' })).toBeTruthy();
    const identity = screen.getByRole('region', { name: 'Identity' });
    expect(within(identity).getByText('Luxembourg')).toBeTruthy();
    expect(within(identity).getByText('56')).toBeTruthy();
    const members = await screen.findByRole('table', { name: 'Member federations' });
    expect(
      (await within(members).findByRole('link', { name: 'Italian Volleyball Federation' })).getAttribute('href'),
    ).toBe('/federations/7');
    expect(requests.find((xml) => xml.includes('GetFederationList'))).toBe(
      '<Request Type="GetFederationList" Properties="No Code Name CountryCode Status" Skip="0" Take="50"><Filter NoConfederation="1"/></Request>',
    );
  });
});
