import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { ZUserSummary, type TUserDetail, type TUserSummary } from '@libero/shared/users/admin-users';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { testUser } from '../../test/test-user';
import { Failure, stubServer, type ProxyAnswers } from '../../test/stub-server';
import type { TournamentRecord } from './competition-rows';
import { OverviewTab } from './overview-tab';

const TOURNAMENT: TournamentRecord = {
  no: 1,
  code: 'WCH-2026-W',
  name: 'World Championship 2026 (Women)',
  noSeason: null,
  seasonName: null,
  gender: 1,
  noType: 4,
  typeCode: 'worldChampionship',
  typeName: 'World Championship',
  countryCode: 'IT',
  city: 'Rome',
  startDate: '2026-09-01',
  endDate: '2026-09-20',
  status: 'planned',
  noEvent: null,
  eventName: null,
  organizerType: 'world',
  noOrganizer: null,
  organizerName: null,
  division: null,
  published: 0,
  managerUserNos: '14 99',
  teamCount: 0,
  matchCount: 0,
  version: 6,
};

function manager(no: number, firstName: string, lastName: string, username: string): TUserDetail {
  return {
    no,
    type: UserTypeNo.VolleyTournamentManager,
    typeNo: 0,
    linked: null,
    username,
    firstName,
    lastName,
    email: `${username}@example.org`,
    countryCode: null,
    language: 'en',
    active: true,
    accesses: [],
    lastLoginAt: null,
    online: false,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    hasPassword: true,
    liveSessions: 0,
  };
}

const PAOLA = manager(14, 'Paola', 'Rossi', 'prossi');
const KEIKO = manager(21, 'Keiko', 'Tanaka', 'ktanaka');

/** A user as the list answers it: without what only the detail holds. */
function summary(user: TUserDetail): TUserSummary {
  return ZUserSummary.parse(
    Object.fromEntries(Object.entries(user).filter(([key]) => Object.hasOwn(ZUserSummary.shape, key))),
  );
}

function renderOverview(user = testUser('Administrator'), proxy: ProxyAnswers = {}) {
  const server = stubServer(
    { SaveVolleyTournament: () => ({ data: { no: 1, version: 7 } }), ...proxy },
    {
      '/api/admin/users/14': () => PAOLA,
      '/api/admin/users/99': () =>
        new Failure(404, { errors: [{ code: 'NotFound', status: '404', message: 'Not found.' }] }),
      '/api/admin/users': () => ({ data: [summary(PAOLA), summary(KEIKO)], nbItems: 2 }),
    },
  );
  const rendered = renderRoute(<OverviewTab tournament={TOURNAMENT} manages />, {
    path: '/volley/tournaments/1',
    user,
  });
  return { ...rendered, ...server };
}

const panel = () => screen.getByRole('region', { name: 'Managers' });
const fetched = () => (fetch as Mock).mock.calls.map(([request]) => (request as Request).url);

describe('the managers of a tournament', () => {
  beforeAll(async () => {
    await loadNamespaces(['competitions', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are named for an admin, a number no user has any longer said so', async () => {
    renderOverview();
    const list = within(panel()).getByRole('list', { name: 'Managers' });
    expect(await within(list).findByText('Paola Rossi')).toBeTruthy();
    expect(within(list).getByText('prossi · user 14')).toBeTruthy();
    expect(await within(list).findByText('User 99')).toBeTruthy();
    expect(within(list).getByText('No user has this number any longer.')).toBeTruthy();
  });

  it('are offered among the users of type VolleyTournamentManager, those already managing left out', async () => {
    const { user, requests } = renderOverview();
    const picker = within(panel()).getByRole('combobox', { name: 'Tournament manager' });
    await within(picker).findByRole('option', { name: 'Keiko Tanaka (ktanaka)' });
    expect(within(picker).queryByRole('option', { name: /Paola Rossi/ })).toBeNull();
    const search = fetched().find((url) => new URL(url).pathname === '/api/admin/users') ?? '';
    expect(new URL(search).searchParams.get('type')).toBe(String(UserTypeNo.VolleyTournamentManager));

    await user.type(within(panel()).getByRole('searchbox', { name: 'Find a tournament manager' }), 'tanaka');
    await waitFor(() =>
      expect(fetched().some((url) => new URL(url).searchParams.get('search') === 'tanaka')).toBe(true),
    );

    await user.selectOptions(picker, 'Keiko Tanaka (ktanaka)');
    await user.click(within(panel()).getByRole('button', { name: 'Add as manager' }));
    await waitFor(() => expect(requests.some((xml) => xml.includes('SaveVolleyTournament'))).toBe(true));
    const sent = requests.find((xml) => xml.includes('SaveVolleyTournament')) ?? '';
    expect(sent).toContain('ManagerUserNos="14 99 21"');
    expect(sent).toContain('Version="6"');
    expect(await screen.findByText('Keiko Tanaka (ktanaka) now manages the tournament.')).toBeTruthy();
  });

  it('are removed one by one', async () => {
    const { user, requests } = renderOverview();
    await user.click(await within(panel()).findByRole('button', { name: 'Remove Paola Rossi from the managers' }));
    await waitFor(() => expect(requests.some((xml) => xml.includes('SaveVolleyTournament'))).toBe(true));
    expect(requests.find((xml) => xml.includes('SaveVolleyTournament'))).toContain('ManagerUserNos="99"');
  });

  it("say the server's refusal", async () => {
    const { user } = renderOverview(testUser('Administrator'), {
      SaveVolleyTournament: () =>
        new Failure(409, {
          errors: [{ code: 'Conflict', status: '409', message: 'Someone else changed this record meanwhile.' }],
        }),
    });
    await user.click(await within(panel()).findByRole('button', { name: 'Remove User 99 from the managers' }));
    expect(await within(panel()).findByText('Someone else changed this record meanwhile.')).toBeTruthy();
  });

  it('are not shown to others than admins', async () => {
    renderOverview(testUser('VolleyTournamentManager'));
    expect(await screen.findByRole('region', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Managers' })).toBeNull();
    expect(fetched().some((url) => url.includes('/api/admin/'))).toBe(false);
  });
});
