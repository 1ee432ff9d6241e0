import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { listAnswer, stubServer } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { CALLS, FEDERATION_ROWS, reviewerUser } from './application-test-data';
import { ReviewQueuePage } from './review-queue-page';

const WAITING = [
  {
    no: 14,
    title: 'Beach course',
    federationCode: 'GHA',
    projectType: 'knowledgeTransfer',
    callTitle: 'Development 2026',
    budgetTotal: 800_000,
    currency: 'USD',
    scoreTotal: 64,
    submittedAt: '2026-02-03T09:00:00.000Z',
    status: 'review',
  },
  {
    no: 15,
    title: 'Youth coach',
    federationCode: 'KEN',
    projectType: 'coachSupport',
    callTitle: 'Development 2026',
    budgetTotal: 1_740_000,
    currency: 'USD',
    scoreTotal: null,
    submittedAt: '2026-02-10T10:00:00.000Z',
    status: 'submitted',
  },
];

function renderQueue() {
  const server = stubServer(
    { GetApplicationList: (xml) => listAnswer(xml, WAITING) },
    { 'GET /api/empowerment/calls': () => ({ calls: CALLS }), 'POST /api/empowerment/calls': () => CALLS[0] },
    { lists: { GetFederationList: FEDERATION_ROWS } },
  );
  const rendered = renderRoute(<ReviewQueuePage />, {
    path: '/empowerment/applications/admin',
    otherPaths: ['/empowerment/applications/:no'],
    user: reviewerUser(),
  });
  return { ...rendered, ...server };
}

const lastListRequest = (requests: string[]) =>
  requests.filter((xml) => xml.includes('GetApplicationList')).at(-1) ?? '';

describe('the review queue', () => {
  beforeAll(async () => {
    await loadNamespaces(['empowerment', 'applications']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
    localStorage.clear();
  });

  it('tells an administrator acting as someone who reviews nothing so, without asking for the queue', async () => {
    const { requests, paths } = stubServer();
    renderRoute(<ReviewQueuePage />, {
      path: '/empowerment/applications/admin',
      user: {
        ...testUser('Player', 7),
        firstName: 'Paola',
        lastName: 'Egonu',
        impersonator: { no: 1, username: 'administrator' },
      },
    });
    expect(await screen.findByText(/^Paola Egonu does not review applications/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(requests).toEqual([]);
    expect(paths).toEqual([]);
  });

  it('lists the applications waiting for a review, oldest first, with their score', async () => {
    const { requests } = renderQueue();
    const table = await screen.findByRole('table', { name: 'Applications waiting for a review' });
    const link = await within(table).findByRole('link', { name: 'Beach course' });
    expect(link.getAttribute('href')).toBe('/empowerment/applications/14');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('64')).toBeTruthy();
    expect(within(row).getByText('USD 8,000.00')).toBeTruthy();
    expect(within(row).getByText('Knowledge transfer')).toBeTruthy();
    expect(lastListRequest(requests)).toContain('Statuses="submitted review"');
    expect(lastListRequest(requests)).toContain('Sort="SubmittedAt"');
  });

  it('filters by type, call and federation', async () => {
    const { user, requests } = renderQueue();
    await screen.findByRole('link', { name: 'Beach course' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Project type' }), 'Coach support');
    await waitFor(() => expect(lastListRequest(requests)).toContain('ProjectTypes="coachSupport"'));
    const call = screen.getByRole('combobox', { name: 'Call for applications' });
    await within(call).findByRole('option', { name: 'Equipment 2025' });
    await user.selectOptions(call, 'Equipment 2025');
    await waitFor(() => expect(lastListRequest(requests)).toContain('NoCall="2"'));
    const federation = screen.getByRole('combobox', { name: 'Federation' });
    await within(federation).findByRole('option', { name: 'GHA — Ghana Volleyball Association' });
    await user.selectOptions(federation, 'GHA — Ghana Volleyball Association');
    await waitFor(() => expect(lastListRequest(requests)).toContain('NoFederation="20"'));
    expect(lastListRequest(requests)).toContain('Statuses="submitted review"');
  });

  it('shows the calls with their window, types, budget and commitments', async () => {
    renderQueue();
    const calls = await screen.findByRole('table', { name: 'Calls for applications' });
    const row = within(calls).getByText('Development 2026').closest('tr') as HTMLElement;
    expect(within(row).getByText('1 Jan 2026 to 31 Dec 2026')).toBeTruthy();
    expect(within(row).getByText('Coach support, Volleyball equipment, Knowledge transfer')).toBeTruthy();
    expect(within(row).getByText('USD 500,000.00')).toBeTruthy();
    expect(within(row).getByText('USD 12,500.00')).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(within(calls).getByRole('button', { name: 'Edit the call “Equipment 2025”' })).toBeTruthy();
  });

  it('adds a call, checking its window, types and criteria', async () => {
    const { user } = renderQueue();
    await screen.findByRole('table', { name: 'Calls for applications' });
    await user.click(screen.getByRole('button', { name: 'New call' }));
    const dialog = await screen.findByRole('dialog', { name: 'New call for applications' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Courses 2027');
    fireEvent.change(within(dialog).getByLabelText('Opens on', { selector: 'input' }), {
      target: { value: '2027-03-01' },
    });
    fireEvent.change(within(dialog).getByLabelText('Closes on', { selector: 'input' }), {
      target: { value: '2027-01-01' },
    });
    expect(await within(dialog).findByText('The end cannot be before the start.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Closes on', { selector: 'input' }), {
      target: { value: '2027-06-30' },
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Budget' }), '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Tick at least one project type.')).toBeTruthy();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Knowledge transfer' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Key of criterion 1' }), 'impact');
    await user.type(within(dialog).getByRole('textbox', { name: 'Criterion 1' }), 'Impact');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [request] = (globalThis.fetch as Mock).mock.calls
      .map(([input]) => input as Request)
      .filter((input) => input.method === 'POST' && new URL(input.url).pathname === '/api/empowerment/calls');
    expect(await request?.clone().json()).toEqual({
      title: 'Courses 2027',
      description: '',
      opensOn: '2027-03-01',
      closesOn: '2027-06-30',
      budgetMinor: 2_000_000,
      currency: 'USD',
      projectTypes: ['knowledgeTransfer'],
      criteria: [{ key: 'impact', label: 'Impact', weight: 1 }],
    });
  });
});
