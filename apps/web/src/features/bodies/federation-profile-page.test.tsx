import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { Federation } from '@libero/shared/registry/bodies';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll, getNotifications } from '../../lib/notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { apiFailure, listAnswer, stubServer, type ProxyAnswers } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { BODY_LISTS, recordFor } from './bodies-test-utils';
import { FederationProfilePage } from './federation-profile-page';

const ITALY = {
  no: 7,
  version: 42,
  code: 'ITA',
  name: 'Italian Volleyball Federation',
  nameFr: 'Fédération italienne de volleyball',
  countryCode: 'IT',
  noConfederation: 1,
  confederationCode: 'CEV',
  status: 'active',
  empowerment: 1,
  nfCategory: 'A',
  foundedYear: 1946,
  address: 'Via Vitorchiano 81',
  city: 'Roma',
  website: 'https://www.federvolley.it',
  email: 'info@federvolley.it',
  phone: '+39 06 3685 1',
  noPresident: 5,
  presidentName: 'Giuseppe Manfredi',
  noSecretaryGeneral: 6,
  secretaryGeneralName: 'Stefano Bellotti',
  playerCount: 1234,
  coachCount: 56,
  refereeCount: 78,
  clubCount: 9,
};

const ACTIVITY = {
  activity: [
    {
      at: '2026-11-20T10:00:00.000Z',
      action: 'save',
      entity: 'Federation',
      entityNo: '7',
      actor: { no: 3, username: 'fipav' },
      impersonator: null,
    },
  ],
};

const PEOPLE: Record<string, string | null> = { 5: 'coach player', 6: null };

function renderProfile(user: TCurrentUser, answers: ProxyAnswers = {}) {
  const server = stubServer(
    {
      GetFederation: () => ({ data: recordFor(Federation, user, ITALY) }),
      GetPerson: (xml) => {
        const no = /No="(\d+)"/.exec(xml)?.[1] ?? '';
        return { data: { no: Number(no), roles: PEOPLE[no] ?? null, version: 1 } };
      },
      GetVolleyClubList: (xml) =>
        listAnswer(xml, [{ no: 31, name: 'Sir Safety Perugia', city: 'Perugia', status: 'active' }]),
      ...answers,
    },
    { '/api/federations/7/activity': () => ACTIVITY },
    { lists: BODY_LISTS },
  );
  const rendered = renderRoute(<FederationProfilePage />, { path: '/federations/:no', url: '/federations/7', user });
  return { ...rendered, ...server };
}

const panel = (name: string) => screen.getByRole('region', { name });

describe('FederationProfilePage', () => {
  beforeAll(async () => {
    await loadNamespaces(['bodies', 'dashboard']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    dismissAll();
  });

  it('shows the federation: header, identity, contacts, officers and numbers, each linked', async () => {
    renderProfile(testUser('Administrator'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Italian Volleyball Federation' })).toBeTruthy();
    expect(screen.getByText('Code ITA')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Italy' }).getAttribute('src')).toBe('/flags/it.png');

    const identity = panel('Identity');
    expect(within(identity).getByText('Fédération italienne de volleyball')).toBeTruthy();
    expect(within(identity).getByRole('link', { name: 'CEV' }).getAttribute('href')).toBe('/confederations/1');
    expect(within(identity).getByText('1946')).toBeTruthy();
    // No Spanish name: said so.
    expect(within(identity).getByText('Name (Spanish)').nextElementSibling?.textContent).toBe('Not given');

    const contacts = panel('Contacts');
    const website = within(contacts).getByRole('link', { name: 'https://www.federvolley.it (opens in a new tab)' });
    expect([website.getAttribute('href'), website.getAttribute('target'), website.getAttribute('rel')]).toEqual([
      'https://www.federvolley.it',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(within(contacts).getByRole('link', { name: 'info@federvolley.it' }).getAttribute('href')).toBe(
      'mailto:info@federvolley.it',
    );
    expect(within(contacts).getByRole('link', { name: '+39 06 3685 1' }).getAttribute('href')).toBe('tel:+390636851');

    const officers = panel('Officers');
    // The president's first role with a profile; the secretary-general holds none.
    await waitFor(() =>
      expect(within(officers).getByRole('link', { name: 'Giuseppe Manfredi' }).getAttribute('href')).toBe('/coaches/5'),
    );
    expect(within(officers).getByText('Stefano Bellotti').closest('a')).toBeNull();

    const numbers = panel('Numbers');
    expect(within(numbers).getByRole('link', { name: '1,234 Players' }).getAttribute('href')).toBe(
      '/players?federation=ITA',
    );
    expect(within(numbers).getByRole('link', { name: '56 Coaches' }).getAttribute('href')).toBe(
      '/coaches?federation=ITA',
    );
    expect(within(numbers).getByRole('link', { name: '78 Referees' }).getAttribute('href')).toBe(
      '/referees?federation=ITA',
    );
    expect(within(numbers).getByRole('link', { name: '9 Clubs' }).getAttribute('href')).toBe(
      '/volley/clubs?federation=ITA',
    );
  });

  it('shows the bank accounts to the federation and admins only', async () => {
    renderProfile(testUser('Federation', 7));
    expect(await screen.findByRole('region', { name: 'Bank accounts' })).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    renderProfile(testUser('Federation', 9));
    expect(await screen.findByRole('region', { name: 'Numbers' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bank accounts' })).toBeNull();
  });

  it("lists the federation's clubs only", async () => {
    const { requests } = renderProfile(testUser('Guest'));
    const clubs = await screen.findByRole('table', { name: 'Member clubs' });
    expect((await within(clubs).findByRole('link', { name: 'Sir Safety Perugia' })).getAttribute('href')).toBe(
      '/volley/clubs/31',
    );
    expect(requests.find((xml) => xml.includes('GetVolleyClubList'))).toBe(
      '<Request Type="GetVolleyClubList" Properties="No Name City Status" Skip="0" Take="50"><Filter NoFederation="7"/></Request>',
    );
  });

  it('gives admins every panel and the edit link', async () => {
    const { paths } = renderProfile(testUser('Administrator'));
    const edit = await screen.findByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toBe('/federations/7/edit');
    expect(within(panel('NF categorization')).getByText('Category A', { selector: 'dd' })).toBeTruthy();
    expect(await within(panel('Recent activity')).findByText('fipav: save on Federation 7')).toBeTruthy();
    expect(paths).toEqual(['/api/federations/7/activity']);
  });

  it('gives a federation its own page to edit and its activity, without the NF categorization', async () => {
    const { paths } = renderProfile(testUser('Federation', 7));
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe('/federations/7/edit');
    expect(await within(panel('Recent activity')).findByText('fipav: save on Federation 7')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'NF categorization' })).toBeNull();
    expect(paths).toEqual(['/api/federations/7/activity']);
  });

  it("shows another federation's page read-only: no edit link, no NF category, no activity", async () => {
    const { paths, requests } = renderProfile(testUser('Federation', 9));
    await screen.findByRole('heading', { level: 1, name: 'Italian Volleyball Federation' });
    expect(panel('Contacts')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'NF categorization' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent activity' })).toBeNull();
    expect(paths).toEqual([]);
    // The category is not even asked for.
    expect(requests.find((xml) => xml.includes('GetFederation"'))).not.toContain('NfCategory');
  });

  it("shows the activity to its confederation's users", async () => {
    const { paths } = renderProfile(testUser('Confederation', 1));
    expect(
      await within(await screen.findByRole('region', { name: 'Recent activity' })).findByText(
        'fipav: save on Federation 7',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(paths).toEqual(['/api/federations/7/activity']);
  });

  it('lets the holder of the NF categorization grant change the category of another federation, and only it', async () => {
    const grantee = testUser('Federation', 9, ['nfCategorization']);
    const { user, requests } = renderProfile(grantee, { SaveFederation: () => ({ data: { no: 7, version: 43 } }) });
    const nf = await screen.findByRole('region', { name: 'NF categorization' });
    expect(await within(nf).findByText('Category A', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    const save = within(nf).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.selectOptions(within(nf).getByLabelText('New category'), 'Category B');
    await user.click(save);
    await waitFor(() =>
      expect(requests.filter((xml) => xml.includes('SaveFederation'))).toEqual([
        '<Request Type="SaveFederation"><Federation No="7" Version="42" NfCategory="B"/></Request>',
      ]),
    );
    await waitFor(() =>
      expect(getNotifications().map((n) => [n.tone, n.message])).toEqual([
        ['success', 'The NF category has been saved.'],
      ]),
    );
  });

  it('says why the NF category was not saved', async () => {
    const message = 'The record was changed by someone else. Reload it and try again.';
    const { user } = renderProfile(testUser('Administrator'), {
      SaveFederation: () => apiFailure('Conflict', 409, message),
    });
    const nf = await screen.findByRole('region', { name: 'NF categorization' });
    expect(await within(nf).findByText('Category A', { selector: 'dd' })).toBeTruthy();
    await user.selectOptions(within(nf).getByLabelText('New category'), 'Category D');
    await user.click(within(nf).getByRole('button', { name: 'Save' }));
    expect((await within(nf).findByRole('alert')).textContent).toBe(message);
    expect(getNotifications()).toEqual([]);
  });

  it('says when the address names no federation', async () => {
    stubServer({}, {}, { lists: BODY_LISTS });
    renderRoute(<FederationProfilePage />, { path: '/federations/:no', url: '/federations/abc' });
    expect((await screen.findByRole('alert')).textContent).toBe('There is no such record.');
  });
});
