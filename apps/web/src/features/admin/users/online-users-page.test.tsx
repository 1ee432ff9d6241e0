import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { TOnlineSession } from '@libero/shared/users/admin-users';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { apiFailure, stubServer, type RestAnswers } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { OnlineUsersPage, shortUserAgent } from './online-users-page';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const MINE: TOnlineSession = {
  id: 'session-mine',
  user: { no: 500, username: 'administrator', firstName: 'Test', lastName: 'User', type: UserTypeNo.Administrator },
  impersonating: null,
  signedInAt: '2025-11-03T08:00:00.000Z',
  lastSeenAt: minutesAgo(0),
  environment: 'production',
  ip: '10.0.0.1',
  userAgent: FIREFOX_WINDOWS,
  current: true,
};

const FAITH: TOnlineSession = {
  id: 'session-faith',
  user: { no: 12, username: 'faith', firstName: 'Faith', lastName: 'Wanjiru', type: UserTypeNo.Federation },
  impersonating: null,
  signedInAt: '2025-11-03T07:30:00.000Z',
  lastSeenAt: minutesAgo(2),
  environment: 'uat',
  ip: '41.90.1.2',
  userAgent: SAFARI_IPHONE,
  current: false,
};

/** The same administrator, elsewhere, acting as Faith. */
const IMPERSONATING: TOnlineSession = {
  id: 'session-other',
  user: MINE.user,
  impersonating: { no: 12, username: 'faith' },
  signedInAt: '2025-11-03T06:00:00.000Z',
  lastSeenAt: minutesAgo(4),
  environment: 'development',
  ip: null,
  userAgent: CHROME_MAC,
  current: false,
};

/** The requests sent, as `METHOD /path`. */
const calls = () =>
  (globalThis.fetch as Mock).mock.calls.map(([request]) => {
    const { method, url } = request as Request;
    return `${method} ${new URL(url).pathname}`;
  });
const LIST = 'GET /api/admin/users/online';
const listCalls = () => calls().filter((call) => call === LIST).length;

/** The server: the sessions listed, and a DELETE that ends one (or answers `endAnswer`). */
function renderOnline({
  user = testUser('Administrator'),
  endAnswer,
}: { user?: ReturnType<typeof testUser>; endAnswer?: () => unknown } = {}) {
  let sessions = [MINE, FAITH, IMPERSONATING];
  const rest: RestAnswers = {
    '/api/admin/users/online': () => ({ data: sessions }),
    'DELETE /api/admin/users/online/session-faith':
      endAnswer ??
      (() => {
        sessions = sessions.filter((session) => session.id !== FAITH.id);
        return {};
      }),
  };
  const server = stubServer({}, rest);
  return {
    ...renderRoute(<OnlineUsersPage />, { path: '/admin/users/online', user, otherPaths: ['/admin/users/:no'] }),
    ...server,
  };
}

const table = () => screen.findByRole('table', { name: 'Online users' });

describe('OnlineUsersPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['admin', 'online-users']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    dismissAll();
  });

  it('lists the sessions: user, type, impersonation, times, environment, IP, browser', async () => {
    renderOnline();
    const faith = await within(await table()).findByRole('row', { name: 'faith' });
    expect(within(faith).getByRole('link', { name: 'faith' }).getAttribute('href')).toBe('/admin/users/12');
    expect(within(faith).getByText('Faith Wanjiru')).toBeTruthy();
    expect(within(faith).getByText('Federation')).toBeTruthy();
    expect(within(faith).getByText('UAT (acceptance tests)')).toBeTruthy();
    expect(within(faith).getByText('41.90.1.2')).toBeTruthy();
    expect(within(faith).getByText('Safari 17 · iOS').getAttribute('title')).toBe(SAFARI_IPHONE);
    const lastSeen = within(faith).getByText('2 minutes ago');
    expect(lastSeen.getAttribute('dateTime')).toBe(FAITH.lastSeenAt);
    expect(faith.querySelector(`time[datetime="${FAITH.signedInAt}"]`)).not.toBeNull();

    const other = screen.getByRole('row', { name: 'administrator' });
    expect(within(other).getByText('Administrator')).toBeTruthy();
    expect(within(other).getByRole('link', { name: 'faith' }).getAttribute('href')).toBe('/admin/users/12');
    expect(within(other).getByText('Development')).toBeTruthy();
    expect(within(other).getByText('Chrome 126 · macOS')).toBeTruthy();

    expect(screen.getByText('3 sessions, 2 users')).toBeTruthy();
    expect(screen.getByText(/Users active in the last 5 minutes/)).toBeTruthy();
    expect(screen.getByText(/^Last refreshed at/)).toBeTruthy();
    expect(calls()).toEqual([LIST]);
  });

  it('offers to end every session but the current one', async () => {
    renderOnline();
    const mine = await within(await table()).findByRole('row', { name: 'administrator (This session)' });
    expect(within(mine).getByText('This session')).toBeTruthy();
    expect(within(mine).queryByRole('button')).toBeNull();
    const faith = screen.getByRole('row', { name: 'faith' });
    expect(within(faith).getByRole('button', { name: 'End session of faith' })).toBeTruthy();
    const other = screen.getByRole('row', { name: 'administrator' });
    expect(within(other).getByRole('button', { name: 'End session of administrator' })).toBeTruthy();
  });

  it('ends a session once confirmed, refetches the list and says so', async () => {
    const { user } = renderOnline();
    const faith = await within(await table()).findByRole('row', { name: 'faith' });
    await user.click(within(faith).getByRole('button', { name: 'End session of faith' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
    expect(within(dialog).getByText(/faith will be signed out at their next request/)).toBeTruthy();
    expect(calls()).toEqual([LIST]);

    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'faith' })).toBeNull());
    expect(calls()).toEqual([LIST, 'DELETE /api/admin/users/online/session-faith', LIST]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('2 sessions, 1 user')).toBeTruthy();
    expect(getNotifications().map((n) => [n.tone, n.message])).toEqual([
      ['success', 'Session of faith ended. They are signed out at their next request.'],
    ]);
    // The button that held the focus is gone with its row: the focus goes to the count.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('2 sessions, 1 user'));
  });

  it('sends nothing when the confirmation is cancelled, and gives the focus back', async () => {
    const { user } = renderOnline();
    const faith = await within(await table()).findByRole('row', { name: 'faith' });
    const end = within(faith).getByRole('button', { name: 'End session of faith' });
    await user.click(end);
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(calls()).toEqual([LIST]);
    expect(screen.getByRole('row', { name: 'faith' })).toBeTruthy();
    expect(getNotifications()).toEqual([]);
  });

  it('tells why a session could not be ended', async () => {
    const { user } = renderOnline({
      endAnswer: () => apiFailure('NotFound', 404, 'Not found.'),
    });
    const faith = await within(await table()).findByRole('row', { name: 'faith' });
    await user.click(within(faith).getByRole('button', { name: 'End session of faith' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End session' }));
    await waitFor(() =>
      expect(getNotifications().map((n) => [n.tone, n.message])).toEqual([
        ['error', 'The session of faith could not be ended: Not found.'],
      ]),
    );
    await waitFor(() => expect(listCalls()).toBe(2));
  });

  it('refreshes on demand', async () => {
    const { user } = renderOnline();
    await within(await table()).findByRole('row', { name: 'faith' });
    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(listCalls()).toBe(2));
  });

  it('shows why the list could not be read', async () => {
    stubServer(
      {},
      { '/api/admin/users/online': () => apiFailure('AccessDenied', 403, 'You are not allowed to do this.') },
    );
    renderRoute(<OnlineUsersPage />, { path: '/admin/users/online' });
    expect((await within(await table()).findByRole('alert')).textContent).toBe('You are not allowed to do this.');
  });

  it('is refused to a user who is not an admin', async () => {
    const { paths } = renderOnline({ user: testUser('Player') });
    expect(await screen.findByText('Only administrators and supervisors can open this page.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(paths).toEqual([]);
  });
});

describe('shortUserAgent', () => {
  it('names the browser, its major version and the system', () => {
    expect(shortUserAgent(FIREFOX_WINDOWS)).toBe('Firefox 128 · Windows');
    expect(shortUserAgent(CHROME_MAC)).toBe('Chrome 126 · macOS');
    expect(
      shortUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      ),
    ).toBe('Microsoft Edge 126 · Windows');
  });

  it('cuts what it does not recognise', () => {
    expect(shortUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
    expect(shortUserAgent('x'.repeat(60))).toBe(`${'x'.repeat(39)}…`);
  });
});
