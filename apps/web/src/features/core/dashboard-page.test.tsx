import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import type { TDashboard } from '@libero/shared/dashboard/dashboard';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import type { TWorkQueue } from '@libero/shared/work-queue/work-queue-api';
import { apiFailure, stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { DashboardPage } from './dashboard-page';

const DASHBOARD: TDashboard = { environment: 'production', counts: [], ownFederation: null, recentActivity: [] };
const SUMMARY = { applications: [], todo: [], openCalls: [] };
const NOTHING: TWorkQueue = { items: [], overdue: 0 };

function renderDashboard(user: TCurrentUser, work: () => unknown = () => NOTHING) {
  const server = stubServer(
    {},
    {
      'GET /api/dashboard': () => DASHBOARD,
      'GET /api/empowerment/summary': () => SUMMARY,
      'GET /api/work-queue': work,
    },
    { lists: { GetFederationList: [{ no: 12, code: 'KEN', name: 'Kenya Volleyball Federation' }] } },
  );
  const { user: typist } = renderRoute(<DashboardPage />, { path: '/', user });
  return { ...server, typist };
}

describe('the dashboard', () => {
  beforeAll(async () => {
    await loadNamespaces(['dashboard', 'projects', 'empowerment']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the empowerment panel to a federation in the programme', async () => {
    renderDashboard({ ...testUser('Federation', 40), federationEmpowerment: true });
    expect(await screen.findByRole('region', { name: 'Empowerment' })).toBeTruthy();
    expect(await screen.findByText('Nothing to do for now.')).toBeTruthy();
  });

  it('shows no empowerment panel, and asks for no summary, to a federation outside the programme', async () => {
    const { paths } = renderDashboard(testUser('Federation', 41));
    expect(await screen.findByRole('region', { name: 'Recent activity' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Empowerment' })).toBeNull();
    expect(paths).not.toContain('/api/empowerment/summary');
  });

  it('shows what waits on the user first, by area, the overdue first', async () => {
    const queue: TWorkQueue = {
      overdue: 1,
      items: [
        {
          key: 'legal:4:awaitingCurrentFederation',
          area: 'legal',
          reason: 'legal.awaitingCurrentFederation',
          title: 'Giulia Rossi',
          path: '/legal/cases/4',
          dueDay: '2026-11-20',
          overdue: true,
        },
        {
          key: 'transfers:9:inProgress:receivingClub',
          area: 'transfers',
          reason: 'transfers.inProgress',
          title: 'Mercy Wanjala',
          path: '/volley/transfers/9',
          dueDay: '2026-12-31',
          overdue: false,
        },
        {
          key: 'legal:5:draft',
          area: 'legal',
          reason: 'legal.draft',
          title: 'Ana Silva',
          path: '/legal/cases/5',
          dueDay: null,
          overdue: false,
        },
      ],
    };
    renderDashboard(testUser('Federation', 40), () => queue);
    const panel = await screen.findByRole('region', { name: 'What needs you' });
    expect(await within(panel).findByText('3 items')).toBeTruthy();
    expect(within(panel).getByText('1 overdue')).toBeTruthy();
    const areas = within(panel).getAllByRole('region');
    expect(areas.map((area) => area.getAttribute('aria-label'))).toEqual(['Legal cases', 'Transfers']);
    const legal = within(areas[0]!).getAllByRole('link');
    expect(legal.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Giulia Rossi', '/legal/cases/4'],
      ['Ana Silva', '/legal/cases/5'],
    ]);
    expect(within(areas[0]!).getByText('Consent or object')).toBeTruthy();
    expect(within(areas[0]!).getByText('Overdue since 20 Nov 2026')).toBeTruthy();
    expect(within(areas[1]!).getByText('Sign the transfer')).toBeTruthy();
    expect(within(areas[1]!).getByText('Due 31 Dec 2026')).toBeTruthy();
  });

  it('says when nothing waits', async () => {
    renderDashboard(testUser('Coach', 3));
    const panel = await screen.findByRole('region', { name: 'What needs you' });
    expect(await within(panel).findByText('Nothing waits on you.')).toBeTruthy();
  });

  it('offers to read the queue again when it could not be read', async () => {
    renderDashboard(testUser('Coach', 3), () => apiFailure('InternalError', 500, 'Down.'));
    const panel = await screen.findByRole('region', { name: 'What needs you' });
    expect(await within(panel).findByText('What waits on you could not be read.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("lets an admin look at a federation's queue instead of their own", async () => {
    const { urls, typist } = renderDashboard(testUser('Administrator'));
    const panel = await screen.findByRole('region', { name: 'What needs you' });
    const whose = await within(panel).findByRole('combobox', { name: 'Whose queue' });
    await within(whose).findByRole('option', { name: 'KEN — Kenya Volleyball Federation' });
    await typist.selectOptions(whose, '12');
    await waitFor(() => expect(urls).toContain('/api/work-queue?federation=12'));
  });

  it('offers no choice of queue to others', async () => {
    renderDashboard(testUser('Federation', 40));
    const panel = await screen.findByRole('region', { name: 'What needs you' });
    expect(await within(panel).findByText('Nothing waits on you.')).toBeTruthy();
    expect(within(panel).queryByRole('combobox', { name: 'Whose queue' })).toBeNull();
  });
});
