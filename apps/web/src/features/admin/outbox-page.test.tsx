import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TOutboxList } from '@libero/shared/mail/outbox';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { OutboxPage } from './outbox-page';

const OUTBOX: TOutboxList = {
  data: [
    {
      id: 4,
      kind: 'password-reset',
      recipients: ['faith@kenyavolleyball.example', 'office@kenyavolleyball.example'],
      subject: 'Reset your password',
      status: 'failed',
      attempts: 8,
      nextAttemptAt: '2025-11-03T10:00:00.000Z',
      createdAt: '2025-11-03T09:00:00.000Z',
      sentAt: null,
      lastError: 'ECONNECTION: connect ECONNREFUSED',
      queuedBy: null,
      source: 'POST /auth/password-forgot',
    },
    {
      id: 3,
      kind: 'notice',
      recipients: ['paola@example.org'],
      subject: 'Your transfer was approved',
      status: 'sent',
      attempts: 1,
      nextAttemptAt: '2025-11-02T08:00:00.000Z',
      createdAt: '2025-11-02T08:00:00.000Z',
      sentAt: '2025-11-02T08:00:05.000Z',
      lastError: null,
      queuedBy: { no: 3, username: 'administrator' },
      source: null,
    },
  ],
  nbItems: 2,
};

const lastSearch = () =>
  Object.fromEntries(
    (globalThis.fetch as Mock).mock.calls
      .map(([request]) => new URL((request as Request).url))
      .filter((url) => url.pathname === '/api/admin/outbox')
      .at(-1)?.searchParams ?? [],
  );

function renderOutbox(url = '/admin/outbox', user = testUser('Supervisor')) {
  const server = stubServer({}, { '/api/admin/outbox': () => OUTBOX });
  return { ...renderRoute(<OutboxPage />, { path: '/admin/outbox', url, user }), ...server };
}

const table = () => screen.findByRole('table', { name: 'E-mail outbox' });

describe('OutboxPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['admin']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the queued e-mails: created, recipient, subject, kind, status, attempts, sent', async () => {
    renderOutbox();
    const failed = await within(await table()).findByRole('row', { name: 'Reset your password' });
    expect(within(failed).getByText('faith@kenyavolleyball.example, office@kenyavolleyball.example')).toBeTruthy();
    expect(within(failed).getByText('password-reset')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('8')).toBeTruthy();
    expect(failed.querySelectorAll('time')).toHaveLength(1);
    const sent = screen.getByRole('row', { name: 'Your transfer was approved' });
    expect(within(sent).getByText('Sent')).toBeTruthy();
    expect(sent.querySelectorAll('time')).toHaveLength(2);
    expect(lastSearch()).toEqual({ skip: '0', take: '50' });
  });

  it('opens a row on its recipients, origin and last error', async () => {
    const { user } = renderOutbox();
    const failed = await within(await table()).findByRole('row', { name: 'Reset your password' });
    const toggle = within(failed).getByRole('button', { name: 'Show the details of e-mail 4' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(details).getByText('ECONNECTION: connect ECONNREFUSED')).toBeTruthy();
    expect(within(details).getByText('POST /auth/password-forgot')).toBeTruthy();
    expect(within(details).getByText('The system')).toBeTruthy();
    expect(within(details).getByText(/not shown here/)).toBeTruthy();
    await user.click(toggle);
    expect(screen.queryByText('ECONNECTION: connect ECONNREFUSED')).toBeNull();
  });

  it('filters by status and pages', async () => {
    const { user, router } = renderOutbox('/admin/outbox?page=2&size=25');
    await table();
    expect(lastSearch()).toEqual({ skip: '25', take: '25' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(lastSearch()).toEqual({ status: 'failed', skip: '0', take: '25' }));
    expect(router.state.location.search).toBe('?size=25&status=failed');
  });

  it('is refused to a user who is not an admin', async () => {
    const { paths } = renderOutbox('/admin/outbox', testUser('Player'));
    expect(await screen.findByText('Only administrators and supervisors can open this page.')).toBeTruthy();
    expect(paths).toEqual([]);
  });
});
