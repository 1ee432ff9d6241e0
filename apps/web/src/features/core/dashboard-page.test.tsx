import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import type { TDashboard } from '@libero/shared/dashboard/dashboard';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { DashboardPage } from './dashboard-page';

const DASHBOARD: TDashboard = { environment: 'production', counts: [], ownFederation: null, recentActivity: [] };
const SUMMARY = { applications: [], todo: [], openCalls: [] };

function renderDashboard(user: TCurrentUser) {
  const server = stubServer(
    {},
    { 'GET /api/dashboard': () => DASHBOARD, 'GET /api/empowerment/summary': () => SUMMARY },
  );
  renderRoute(<DashboardPage />, { path: '/', user });
  return server;
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
});
