import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TEmpowermentSummary } from '@libero/shared/empowerment/empowerment-api';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { apiFailure, stubServer } from '../../test/stub-server';
import { EmpowermentDashboardPanel } from './empowerment-dashboard-panel';

const SUMMARY: TEmpowermentSummary = {
  applications: [
    { no: 12, title: 'A coach for the youth team', status: 'approved', projectType: 'coachSupport' },
    { no: 14, title: 'Beach nets', status: 'draft', projectType: 'volleyballEquipment' },
  ],
  todo: [
    { kind: 'uploadInvoice', path: '/empowerment/projects/3', title: 'A coach for the youth team', count: 2 },
    { kind: 'submitApplication', path: '/empowerment/applications/14', title: 'Beach nets', count: 1 },
  ],
  openCalls: [{ no: 4, title: 'Call 2026', closesOn: '2026-09-30' }],
};

function renderPanel(summary: () => unknown) {
  stubServer({}, { 'GET /api/empowerment/summary': summary });
  return renderRoute(<EmpowermentDashboardPanel />, { path: '/' });
}

describe('the empowerment panel of the dashboard', () => {
  beforeAll(async () => {
    await loadNamespaces(['projects', 'empowerment']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says what to do next, the applications and the open calls, each with its link', async () => {
    renderPanel(() => SUMMARY);
    const todo = await screen.findByRole('region', { name: 'What to do next' });
    const upload = within(todo).getByRole('link', { name: /Upload 2 invoices/ });
    expect(upload.getAttribute('href')).toBe('/empowerment/projects/3');
    expect(upload.textContent).toContain('A coach for the youth team');
    expect(
      within(todo)
        .getByRole('link', { name: /Submit the application/ })
        .getAttribute('href'),
    ).toBe('/empowerment/applications/14');

    const applications = screen.getByRole('region', { name: 'Applications' });
    const link = within(applications).getByRole('link', { name: 'A coach for the youth team' });
    expect(link.getAttribute('href')).toBe('/empowerment/applications/12');
    expect(within(link.closest('li') as HTMLElement).getByText('Approved')).toBeTruthy();
    expect(within(applications).getByText('Draft')).toBeTruthy();

    const calls = screen.getByRole('region', { name: 'Open calls for applications' });
    expect(within(calls).getByText('Call 2026')).toBeTruthy();
    expect(within(calls).getByText('Closes on 30 Sep 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Applications' }).getAttribute('href')).toBe('/empowerment/applications');
  });

  it('says when there is nothing to show', async () => {
    renderPanel(() => ({ applications: [], todo: [], openCalls: [] }));
    expect(await screen.findByText('Nothing to do for now.')).toBeTruthy();
    expect(screen.getByText('No applications yet.')).toBeTruthy();
    expect(screen.getByText('No call is open now.')).toBeTruthy();
  });

  it('says why the summary cannot be shown, and offers to try again', async () => {
    renderPanel(() => apiFailure('AccessDenied', 403, 'You may not see this.'));
    expect(await screen.findByText('You may not see this.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
