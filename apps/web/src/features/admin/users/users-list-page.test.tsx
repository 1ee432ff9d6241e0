import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { TUserList, TUserSummary } from '@libero/shared/users/admin-users';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { apiFailure, stubServer, type RestAnswers } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { UsersListPage } from './users-list-page';

const user = (fields: Partial<TUserSummary> & Pick<TUserSummary, 'no' | 'username' | 'type'>): TUserSummary => ({
  typeNo: 0,
  linked: null,
  firstName: 'First',
  lastName: 'Last',
  email: `${fields.username}@example.org`,
  countryCode: null,
  language: 'en',
  active: true,
  accesses: [],
  lastLoginAt: null,
  online: false,
  ...fields,
});

const KENYA = user({
  no: 7,
  username: 'kenya.federation',
  type: UserTypeNo.Federation,
  typeNo: 101,
  linked: { entity: 'Federation', no: 101, name: 'Kenya Volleyball Federation' },
  firstName: 'Faith',
  lastName: 'Wanjiru',
  email: 'faith@kenyavolleyball.example',
  accesses: ['legal', 'empowerment'],
  lastLoginAt: '2025-11-03T09:30:00.000Z',
  online: true,
});
/** An Administrator: only a Supervisor may act as them. */
const ADMIN = user({
  no: 3,
  username: 'admin.two',
  type: UserTypeNo.Administrator,
  firstName: 'Ann',
  lastName: 'Admin',
});
/** Deactivated, standing for a player who is gone. */
const GONE = user({
  no: 12,
  username: 'old.player',
  type: UserTypeNo.Player,
  typeNo: 4242,
  linked: { entity: 'Player', no: 4242, name: null },
  active: false,
  lastLoginAt: '2024-01-10T08:00:00.000Z',
});
/** A record without a profile page. */
const AGENT = user({
  no: 15,
  username: 'agent',
  type: UserTypeNo.PlayerAgent,
  typeNo: 5,
  linked: { entity: 'Person', no: 5, name: 'Jane Agent' },
});
/** A Supervisor: only another Supervisor may act as them. */
const SUPERVISOR = user({ no: 4, username: 'supervisor.two', type: UserTypeNo.Supervisor });
/** The viewer themself (testUser's number). */
const SELF = user({ no: 500, username: 'me', type: UserTypeNo.Supervisor });

const USERS: TUserList = { data: [KENYA, ADMIN, SUPERVISOR, GONE, AGENT, SELF], nbItems: 130 };

/** The query strings of the calls to `path`, in order. */
function searchesOf(path: string): URLSearchParams[] {
  return (globalThis.fetch as Mock).mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
const lastSearch = (path = '/api/admin/users') => Object.fromEntries(searchesOf(path).at(-1) ?? []);

function renderUsers(
  url = '/admin/users',
  options: { user?: TCurrentUser; answer?: () => unknown; rest?: RestAnswers } = {},
) {
  const server = stubServer({}, { '/api/admin/users': options.answer ?? (() => USERS), ...options.rest });
  const rendered = renderRoute(<UsersListPage />, {
    path: '/admin/users',
    url,
    otherPaths: ['/', '/admin/users/new', '/admin/users/7'],
    ...(options.user ? { user: options.user } : {}),
  });
  return { ...rendered, ...server };
}

const table = () => screen.findByRole('table', { name: 'Users' });
const rowOf = async (username: string) =>
  (await within(await table()).findByText(username)).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const impersonateButton = (row: HTMLElement, username: string) =>
  within(row).queryByRole('button', { name: `Impersonate ${username}` });
const headerButton = (name: string) =>
  within(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).getByRole('button');

describe('UsersListPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['admin', 'users', 'account']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    dismissAll();
  });

  it('lists the users sorted by username: who, what they stand for, grants, status and last sign-in', async () => {
    renderUsers();
    const kenya = await rowOf('kenya.federation');
    expect(lastSearch()).toEqual({ sort: 'username', skip: '0', take: '50' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'No.',
      'Username',
      'Name',
      'User type',
      'Linked record',
      'E-mail',
      'Grants',
      'Status',
      'Last sign-in',
      'Actions',
    ]);
    const kenyaCells = cellsOf(kenya);
    expect(kenyaCells.slice(0, 8)).toEqual([
      '7',
      'kenya.federation',
      'Faith Wanjiru',
      'Federation',
      'Kenya Volleyball Federation',
      'faith@kenyavolleyball.example',
      'Legal, Empowerment programme',
      'ActiveOnline',
    ]);
    expect(kenya.querySelector('time')?.getAttribute('datetime')).toBe('2025-11-03T09:30:00.000Z');
    expect(within(kenya).getByRole('link', { name: 'kenya.federation' }).getAttribute('href')).toBe('/admin/users/7');
    expect(within(kenya).getByRole('link', { name: 'Kenya Volleyball Federation' }).getAttribute('href')).toBe(
      '/federations/101',
    );

    const admin = await rowOf('admin.two');
    expect(cellsOf(admin).slice(3, 9)).toEqual(['Administrator', '', 'admin.two@example.org', '', 'Active', 'Never']);

    const gone = await rowOf('old.player');
    expect(cellsOf(gone)[4]).toBe('#4242 (no such record)');
    expect(within(gone).queryByRole('link', { name: /4242/ })).toBeNull();
    expect(cellsOf(gone)[7]).toBe('Deactivated');

    const agent = await rowOf('agent');
    expect(cellsOf(agent)[3]).toBe('Player Agent');
    expect(within(agent).getByText('Jane Agent').closest('a')).toBeNull();

    expect(screen.getAllByText('1–50 of 130')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: /^Username/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('opens the account of a user from its username', async () => {
    const { user: clicker, router } = renderUsers();
    await clicker.click(within(await rowOf('kenya.federation')).getByRole('link', { name: 'kenya.federation' }));
    expect(await screen.findByText('page /admin/users/7')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/users/7');
  });

  it('offers to create a user', async () => {
    const { user: clicker } = renderUsers();
    await table();
    const link = screen.getByRole('link', { name: 'New user' });
    expect(link.getAttribute('href')).toBe('/admin/users/new');
    await clicker.click(link);
    expect(await screen.findByText('page /admin/users/new')).toBeTruthy();
  });

  it('searches and filters by type and status, back on the first page, and keeps them in the address', async () => {
    const { user: typist, router } = renderUsers('/admin/users?page=2');
    await table();
    expect(lastSearch()).toEqual({ sort: 'username', skip: '50', take: '50' });
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    expect(search.getAttribute('placeholder')).toBe('Username, names, e-mail or no.');
    await typist.type(search, 'kenya');
    await waitFor(() => expect(lastSearch()).toEqual({ search: 'kenya', sort: 'username', skip: '0', take: '50' }));
    const types = screen.getByLabelText('User type') as HTMLSelectElement;
    // Any type, then the 26.
    expect(types.options).toHaveLength(27);
    await typist.selectOptions(types, 'Federation');
    await typist.selectOptions(screen.getByLabelText('Status'), 'Deactivated');
    await waitFor(() =>
      expect(lastSearch()).toEqual({
        search: 'kenya',
        type: String(UserTypeNo.Federation),
        active: 'false',
        sort: 'username',
        skip: '0',
        take: '50',
      }),
    );
    expect(router.state.location.search).toBe('?q=kenya&type=5&active=false');
    await typist.selectOptions(screen.getByLabelText('Status'), 'Any');
    await waitFor(() => expect(lastSearch()).not.toHaveProperty('active'));
  });

  it('reads its filters, order and page from the address, ignoring what the API would refuse', async () => {
    renderUsers('/admin/users?q=wanjiru&type=5&active=true&sort=-lastLoginAt&page=3&size=25');
    await table();
    expect(lastSearch()).toEqual({
      search: 'wanjiru',
      type: '5',
      active: 'true',
      sort: '-lastLoginAt',
      skip: '50',
      take: '25',
    });
    expect((screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement).value).toBe('wanjiru');
    expect((screen.getByLabelText('User type') as HTMLSelectElement).value).toBe('5');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('true');
    expect(screen.getByRole('columnheader', { name: /^Last sign-in/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('asks for the default order and no filter when the address holds unknown values', async () => {
    renderUsers('/admin/users?type=99&active=maybe&sort=password');
    await table();
    expect(lastSearch()).toEqual({ sort: 'username', skip: '0', take: '50' });
  });

  it('sorts through the column headers, the name by last name', async () => {
    const { user: clicker, router } = renderUsers();
    await table();
    await clicker.click(headerButton('Last sign-in'));
    await waitFor(() => expect(lastSearch()).toEqual({ sort: 'lastLoginAt', skip: '0', take: '50' }));
    expect(router.state.location.search).toBe('?sort=lastLoginAt');
    await clicker.click(headerButton('Last sign-in'));
    await waitFor(() => expect(lastSearch().sort).toBe('-lastLoginAt'));
    expect(screen.getByRole('columnheader', { name: /^Last sign-in/ }).getAttribute('aria-sort')).toBe('descending');
    await clicker.click(headerButton('Name'));
    await waitFor(() => expect(lastSearch().sort).toBe('lastName'));
    await clicker.click(headerButton('No.'));
    await waitFor(() => expect(lastSearch().sort).toBe('no'));
    // The default order, reversed, then back to it.
    await clicker.click(headerButton('Username'));
    await waitFor(() => expect(lastSearch().sort).toBe('username'));
    expect(router.state.location.search).toBe('');
    await clicker.click(headerButton('Username'));
    await waitFor(() => expect(lastSearch().sort).toBe('-username'));
    // Columns the API cannot sort by offer no control.
    expect(within(screen.getByRole('columnheader', { name: 'Grants' })).queryByRole('button')).toBeNull();
  });

  it('pages through the users', async () => {
    const { user: clicker, router } = renderUsers('/admin/users?sort=email');
    await table();
    await clicker.click(screen.getAllByRole('button', { name: 'Next page' })[0] as HTMLElement);
    await waitFor(() => expect(lastSearch()).toEqual({ sort: 'email', skip: '50', take: '50' }));
    expect(router.state.location.search).toBe('?sort=email&page=2');
  });

  it('exports the filtered users in their order as CSV', async () => {
    const { user: clicker } = renderUsers('/admin/users?q=kenya&active=true&sort=-no');
    await table();
    const stubbed = globalThis.fetch as Mock;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) =>
        new URL(request.url).pathname === '/api/admin/users/export'
          ? new Response('no,username\n7,kenya.federation\n', {
              headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="users.csv"' },
            })
          : stubbed(request),
      ),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:users'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await clicker.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(lastSearch('/api/admin/users/export')).toEqual({
      search: 'kenya',
      active: 'true',
      sort: '-no',
      format: 'csv',
    });
  });

  it('lets an Administrator act as an active user who is not an admin, and goes to the dashboard', async () => {
    const acting: TCurrentUser = {
      ...testUser('Federation', 101),
      no: 7,
      username: 'kenya.federation',
      impersonator: { no: 500, username: 'administrator' },
    };
    const {
      user: clicker,
      router,
      paths,
    } = renderUsers('/admin/users', {
      rest: { 'POST /auth/impersonate': () => acting },
    });
    const posted: unknown[] = [];
    const stubbed = globalThis.fetch as Mock;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        if (request.method === 'POST') posted.push(await request.clone().json());
        return stubbed(request);
      }),
    );
    const kenya = await rowOf('kenya.federation');
    expect(impersonateButton(await rowOf('admin.two'), 'admin.two')).toBeNull();
    expect(impersonateButton(await rowOf('supervisor.two'), 'supervisor.two')).toBeNull();
    expect(impersonateButton(await rowOf('old.player'), 'old.player')).toBeNull();
    expect(impersonateButton(await rowOf('me'), 'me')).toBeNull();
    expect(impersonateButton(await rowOf('agent'), 'agent')).not.toBeNull();
    const button = impersonateButton(kenya, 'kenya.federation') as HTMLElement;
    expect(button.textContent).toBe('Impersonate');
    await clicker.click(button);
    expect(await screen.findByText('page /')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(paths.filter((path) => path === '/auth/impersonate')).toHaveLength(1);
    expect(posted).toEqual([{ userNo: 7 }]);
  });

  it('lets a Supervisor act as another admin, but not as themself', async () => {
    renderUsers('/admin/users', { user: testUser('Supervisor') });
    expect(impersonateButton(await rowOf('admin.two'), 'admin.two')).not.toBeNull();
    expect(impersonateButton(await rowOf('supervisor.two'), 'supervisor.two')).not.toBeNull();
    expect(impersonateButton(await rowOf('kenya.federation'), 'kenya.federation')).not.toBeNull();
    expect(impersonateButton(await rowOf('me'), 'me')).toBeNull();
    expect(impersonateButton(await rowOf('old.player'), 'old.player')).toBeNull();
  });

  it('knows that whoever acts as an admin is a Supervisor', async () => {
    const actingAsAdmin: TCurrentUser = {
      ...testUser('Administrator'),
      no: 3,
      username: 'admin.two',
      impersonator: { no: 500, username: 'supervisor' },
    };
    renderUsers('/admin/users', { user: actingAsAdmin });
    // The user acted as already, and the real user, are not offered.
    expect(impersonateButton(await rowOf('admin.two'), 'admin.two')).toBeNull();
    expect(impersonateButton(await rowOf('me'), 'me')).toBeNull();
    // Only a Supervisor may act as another admin.
    expect(impersonateButton(await rowOf('supervisor.two'), 'supervisor.two')).not.toBeNull();
    expect(impersonateButton(await rowOf('kenya.federation'), 'kenya.federation')).not.toBeNull();
  });

  it('tells why acting as a user failed, and stays', async () => {
    const { user: clicker, router } = renderUsers('/admin/users', {
      rest: { 'POST /auth/impersonate': () => apiFailure('AccessDenied', 403, 'You are not allowed to do this.') },
    });
    await clicker.click(impersonateButton(await rowOf('kenya.federation'), 'kenya.federation') as HTMLElement);
    await waitFor(() =>
      expect(getNotifications().map((n) => [n.tone, n.message])).toEqual([
        ['error', 'Could not impersonate kenya.federation: You are not allowed to do this.'],
      ]),
    );
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(impersonateButton(await rowOf('kenya.federation'), 'kenya.federation')?.hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('says when no user matches', async () => {
    renderUsers('/admin/users?q=nobody', { answer: () => ({ data: [], nbItems: 0 }) });
    expect(await within(await table()).findByText('No user matches these filters.')).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    renderUsers('/admin/users', { answer: () => apiFailure('AccessDenied', 403, 'You are not allowed to do this.') });
    const alert = await within(await table()).findByRole('alert');
    expect(alert.textContent).toBe('You are not allowed to do this.');
  });

  it('tells a user who is not an admin that the page is not for them, asking nothing', async () => {
    const { paths } = renderUsers('/admin/users', { user: testUser('Federation', 101) });
    expect(await screen.findByText('Only administrators and supervisors can open this page.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: 'New user' })).toBeNull();
    expect(paths).toEqual([]);
  });

  it('refuses an admin acting as someone who is not one', async () => {
    const { paths } = renderUsers('/admin/users', {
      user: { ...testUser('Player', 4242), impersonator: { no: 500, username: 'administrator' } },
    });
    expect(await screen.findByText('Only administrators and supervisors can open this page.')).toBeTruthy();
    expect(paths).toEqual([]);
  });

  it('opens a user with Enter on its row', async () => {
    const { router } = renderUsers();
    const kenya = await rowOf('kenya.federation');
    fireEvent.keyDown(kenya, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/7'));
  });
});
