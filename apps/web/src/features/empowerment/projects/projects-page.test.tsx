import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces } from '../../../lib/i18n';
import { renderRoute } from '../../../test/render-route';
import { listAnswer, stubServer } from '../../../test/stub-server';
import { ProjectsPage } from './projects-page';
import { KENYA } from './project-test-data';

const PROJECTS = [
  {
    no: 3,
    title: 'A coach for the youth team',
    federationCode: 'KEN',
    projectType: 'coachSupport',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    budgetTotal: 2_000_000,
    currency: 'USD',
    status: 'running',
  },
  {
    no: 2,
    title: 'Balls and nets',
    federationCode: 'KEN',
    projectType: 'volleyballEquipment',
    startDate: '2025-03-01',
    endDate: '2025-09-30',
    budgetTotal: 850_000,
    currency: 'USD',
    status: 'completed',
  },
];

function renderList() {
  const server = stubServer(
    { GetDevelopmentProjectList: (xml) => listAnswer(xml, PROJECTS) },
    {},
    { lists: { GetFederationList: [KENYA] } },
  );
  const rendered = renderRoute(<ProjectsPage />, {
    path: '/empowerment/projects',
    otherPaths: ['/empowerment/projects/:no'],
  });
  return { ...rendered, ...server };
}

const lastListRequest = (requests: string[]) =>
  requests.filter((xml) => xml.includes('GetDevelopmentProjectList')).at(-1) ?? '';

describe('the projects list', () => {
  beforeAll(async () => {
    await loadNamespaces(['projects', 'empowerment']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('links each project to its page, with its federation, type, period, budget and status', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Empowerment projects' });
    const link = await within(table).findByRole('link', { name: 'A coach for the youth team' });
    expect(link.getAttribute('href')).toBe('/empowerment/projects/3');
    expect(within(table).getByRole('link', { name: '3' }).getAttribute('href')).toBe('/empowerment/projects/3');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('KEN')).toBeTruthy();
    expect(within(row).getByText('Coach support')).toBeTruthy();
    expect(within(row).getByText('1 Jan 2026')).toBeTruthy();
    expect(within(row).getByText('31 Dec 2026')).toBeTruthy();
    expect(within(row).getByText('USD 20,000.00')).toBeTruthy();
    expect(within(row).getByText('Running')).toBeTruthy();
    const done = within(table).getByRole('link', { name: 'Balls and nets' }).closest('tr') as HTMLElement;
    expect(within(done).getByText('Volleyball equipment')).toBeTruthy();
    expect(within(done).getByText('Completed')).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Title', 'Federation', 'Project type', 'Start', 'End', 'Budget']));
  });

  it('filters by status, type and federation', async () => {
    const { user, requests } = renderList();
    await screen.findByRole('link', { name: 'A coach for the youth team' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await waitFor(() => expect(lastListRequest(requests)).toContain('Statuses="completed"'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Project type' }), 'Knowledge transfer');
    await waitFor(() => expect(lastListRequest(requests)).toContain('ProjectTypes="knowledgeTransfer"'));
    const federation = screen.getByRole('combobox', { name: 'Federation' });
    await within(federation).findByRole('option', { name: 'KEN — Kenya Volleyball Federation' });
    await user.selectOptions(federation, 'KEN — Kenya Volleyball Federation');
    await waitFor(() => expect(lastListRequest(requests)).toContain('NoFederation="40"'));
  });
});
