import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { renderRoute } from '../../../test/render-route';
import { listAnswer, stubServer } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { CALLS, eligibility, FEDERATION_ROWS, federationUser, reviewerUser } from './application-test-data';
import { ApplicationsPage } from './applications-page';
import { TOUR_ANCHORS, tourSteps } from './applications-tour';
import { markTourSeen } from '../tour-request';

const APPLICATIONS = [
  {
    no: 12,
    title: 'Youth coach for Nairobi',
    federationCode: 'KEN',
    projectType: 'coachSupport',
    callTitle: 'Development 2026',
    budgetTotal: 1_740_000,
    currency: 'USD',
    status: 'draft',
  },
  {
    no: 9,
    title: 'Balls and nets',
    federationCode: 'KEN',
    projectType: 'volleyballEquipment',
    callTitle: 'Equipment 2025',
    budgetTotal: 250_000,
    currency: 'USD',
    status: 'approved',
  },
];

function renderPage(user: TCurrentUser = federationUser()) {
  markTourSeen(user.no);
  const server = stubServer(
    { GetApplicationList: (xml) => listAnswer(xml, APPLICATIONS) },
    {
      'GET /api/empowerment/calls': () => ({ calls: CALLS }),
      'GET /api/empowerment/eligibility': () => eligibility(false),
    },
    { lists: { GetFederationList: FEDERATION_ROWS } },
  );
  const rendered = renderRoute(<ApplicationsPage />, {
    path: '/empowerment/applications',
    otherPaths: ['/empowerment/applications/new', '/empowerment/applications/:no', '/empowerment/applications/admin'],
    user,
  });
  return { ...rendered, ...server };
}

describe('the applications page', () => {
  beforeAll(async () => {
    await loadNamespaces(['empowerment', 'applications', 'help']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("lists a federation's applications, each linked to its page, with its budget and status", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Your applications' });
    const link = await within(table).findByRole('link', { name: 'Youth coach for Nairobi' });
    expect(link.getAttribute('href')).toBe('/empowerment/applications/12');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Coach support')).toBeTruthy();
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(within(row).getByText('USD 17,400.00')).toBeTruthy();
    const approved = within(table).getByRole('link', { name: 'Balls and nets' }).closest('tr') as HTMLElement;
    expect(within(approved).getByText('Approved')).toBeTruthy();
  });

  it("shows the federation's eligibility with a link to its profile, and the open calls", async () => {
    const { urls } = renderPage();
    const federation = screen.getByRole('region', { name: 'Your national federation' });
    expect(await within(federation).findByText('KEN — Kenya Volleyball Federation')).toBeTruthy();
    expect(within(federation).getByText('Final report missing for project no. 4.')).toBeTruthy();
    expect(
      within(federation).getByText('1 rule is not met: your federation cannot submit an application.'),
    ).toBeTruthy();
    expect(within(federation).getByRole('link', { name: "Open your federation's profile" }).getAttribute('href')).toBe(
      '/federations/10',
    );
    expect(urls).toContain('/api/empowerment/eligibility?callNo=1&type=coachSupport');
    const calls = screen.getByRole('region', { name: 'Open calls for applications' });
    expect(within(calls).getByText('Development 2026')).toBeTruthy();
    expect(within(calls).queryByText('Equipment 2025')).toBeNull();
  });

  it('starts a new application of the type and in the call chosen', async () => {
    const { user, router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'New application' }));
    const dialog = await screen.findByRole('dialog', { name: 'New application' });
    const call = await within(dialog).findByRole('combobox', { name: 'Call for applications' });
    expect((call as HTMLSelectElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Project type' }), 'Volleyball equipment');
    // The only open call offering the type is chosen with it.
    expect((call as HTMLSelectElement).value).toBe('1');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/empowerment/applications/new'));
    expect(router.state.location.search).toBe('?type=volleyballEquipment&call=1');
  });

  it('marks the elements the guided tour points at', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Your applications' });
    for (const selector of Object.values(TOUR_ANCHORS)) expect(document.querySelector(selector)).not.toBeNull();
    expect(document.querySelector(TOUR_ANCHORS.newApplication)?.textContent).toBe('New application');
    expect(document.querySelector(TOUR_ANCHORS.yourApplications)?.querySelector('table')).not.toBeNull();
    // Welcome, then the four anchors in order, then congratulations.
    const elements = tourSteps(i18n.getFixedT('en', 'help')).map((step) => step.element);
    expect(elements).toEqual([
      undefined,
      TOUR_ANCHORS.intro,
      TOUR_ANCHORS.newApplication,
      TOUR_ANCHORS.federationProfile,
      TOUR_ANCHORS.yourApplications,
      undefined,
    ]);
  });

  it('leads reviewers to the review queue, and offers them no new application', async () => {
    renderPage(reviewerUser());
    const queue = await screen.findByRole('link', { name: 'Review queue' });
    expect(queue.getAttribute('href')).toBe('/empowerment/applications/admin');
    expect(screen.queryByRole('button', { name: 'New application' })).toBeNull();
    expect(await screen.findByRole('table', { name: 'Applications' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'National federations' })).toBeTruthy();
  });

  it('offers a new application to admins', async () => {
    renderPage(testUser('Administrator'));
    expect(await screen.findByRole('button', { name: 'New application' })).toBeTruthy();
  });

  it('offers no new application to a federation outside the programme, and says who reads the list', async () => {
    renderPage(testUser('Federation', 20));
    await screen.findByRole('heading', { name: 'Nothing here for your account' });
    expect(screen.queryByRole('table', { name: 'Applications' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New application' })).toBeNull();
  });
});
