import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { listAnswer, stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { DeterminationsPage, OriginChangesPage } from './cases-page';
import { FEDERATION_ROWS } from './legal-test-data';

const CHANGES = [
  {
    no: 7,
    playerName: 'Paola Rossi',
    federationFromCode: 'ITA',
    federationToCode: 'FRA',
    status: 'awaitingCurrentFederation',
    awaitedRole: 'currentFederation',
    dueDate: '2026-06-19',
    overdue: 1,
  },
  {
    no: 5,
    playerName: 'Lucia Bosetti',
    federationFromCode: 'ITA',
    federationToCode: 'ESP',
    status: 'approved',
    awaitedRole: 'office',
    dueDate: null,
    overdue: 0,
  },
];

const DETERMINATIONS = [
  {
    no: 8,
    playerName: 'Marco Bianchi',
    applicantFederationCode: 'ESP',
    decidedFederationCode: 'ESP',
    status: 'approved',
    dueDate: null,
    overdue: 0,
  },
];

function renderList(page: 'changes' | 'determinations' = 'changes', user: TCurrentUser = testUser('Administrator')) {
  const server = stubServer(
    {
      GetFederationOfOriginChangeList: (xml) => listAnswer(xml, CHANGES),
      GetFederationDeterminationList: (xml) => listAnswer(xml, DETERMINATIONS),
    },
    {},
    { lists: { GetFederationList: FEDERATION_ROWS } },
  );
  const rendered =
    page === 'changes'
      ? renderRoute(<OriginChangesPage />, { path: '/legal/foo-changes', otherPaths: ['/legal/cases/:no'], user })
      : renderRoute(<DeterminationsPage />, {
          path: '/legal/determinations-of-federation',
          otherPaths: ['/legal/cases/:no'],
          user,
        });
  return { ...rendered, ...server };
}

const lastListRequest = (requests: string[], type: string) => requests.filter((xml) => xml.includes(type)).at(-1) ?? '';

describe('the lists of legal cases', () => {
  beforeAll(async () => {
    await loadNamespaces(['legal']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('links each change to its case, with its federations, status, due date and overdue mark', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Changes of federation of origin' });
    const link = await within(table).findByRole('link', { name: 'Paola Rossi' });
    expect(link.getAttribute('href')).toBe('/legal/cases/7');
    expect(within(table).getByRole('link', { name: '7' }).getAttribute('href')).toBe('/legal/cases/7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('ITA')).toBeTruthy();
    expect(within(row).getByText('FRA')).toBeTruthy();
    expect(within(row).getByText('Awaiting the current federation')).toBeTruthy();
    expect(within(row).getByText('19 Jun 2026')).toBeTruthy();
    expect(within(row).getByText('Overdue')).toBeTruthy();
    const approved = within(table).getByRole('link', { name: 'Lucia Bosetti' }).closest('tr') as HTMLElement;
    expect(within(approved).getByText('Approved')).toBeTruthy();
    expect(within(approved).queryByText('Overdue')).toBeNull();
  });

  it('shows whose turn it is in a column the user can show', async () => {
    localStorage.setItem('libero.columns.FederationOfOriginChange', '[]');
    renderList();
    const link = await screen.findByRole('link', { name: 'Paola Rossi' });
    expect(within(link.closest('tr') as HTMLElement).getByText('Current federation')).toBeTruthy();
  });

  it('filters by status, federation and overdue', async () => {
    const { user, requests } = renderList();
    await screen.findByRole('link', { name: 'Paola Rossi' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Under review');
    await waitFor(() =>
      expect(lastListRequest(requests, 'GetFederationOfOriginChangeList')).toContain('Statuses="underReview"'),
    );
    const federation = screen.getByRole('combobox', { name: 'Federation' });
    await within(federation).findByRole('option', { name: 'ITA — Federazione Italiana Pallavolo' });
    await user.selectOptions(federation, 'ITA — Federazione Italiana Pallavolo');
    await waitFor(() =>
      expect(lastListRequest(requests, 'GetFederationOfOriginChangeList')).toContain('FederationCodes="ITA"'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Overdue' }), 'Yes');
    await waitFor(() =>
      expect(lastListRequest(requests, 'GetFederationOfOriginChangeList')).toContain('Overdue="true"'),
    );
    expect(lastListRequest(requests, 'GetFederationOfOriginChangeList')).toContain('Statuses="underReview"');
  });

  it('lists the determinations with the applicant and the federation decided', async () => {
    renderList('determinations');
    const table = await screen.findByRole('table', { name: 'Determinations of federation' });
    const link = await within(table).findByRole('link', { name: 'Marco Bianchi' });
    expect(link.getAttribute('href')).toBe('/legal/cases/8');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Applicant federation', 'Federation of origin decided']));
    expect(screen.getByRole('button', { name: 'New determination' })).toBeTruthy();
  });

  it('offers a new case to admins and to federations holding the legal grant only', async () => {
    renderList('changes', testUser('Federation', 20, ['legal']));
    expect(await screen.findByRole('button', { name: 'New change' })).toBeTruthy();
  });

  it('offers no new case to a confederation, even with the grant', async () => {
    renderList('changes', testUser('Confederation', 3, ['legal']));
    await screen.findByRole('link', { name: 'Paola Rossi' });
    expect(screen.queryByRole('button', { name: 'New change' })).toBeNull();
  });

  it('offers no new case to a federation without the grant, and says who reads the list', async () => {
    renderList('changes', testUser('Federation', 20));
    await screen.findByRole('heading', { name: 'Nothing here for your account' });
    expect(screen.queryByRole('link', { name: 'Paola Rossi' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New change' })).toBeNull();
  });
});
