import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import type { TBeachPlayerRanking } from '@libero/shared/competitions/beach-api';
import type { TDashboard, TDashboardRole } from '@libero/shared/dashboard/dashboard';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import type { TWorkQueue } from '@libero/shared/work-queue/work-queue-api';
import { apiFailure, stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { DashboardPage } from './dashboard-page';

const DASHBOARD: TDashboard = {
  environment: 'production',
  counts: [],
  ownFederation: null,
  role: null,
  recentActivity: [],
};
const SUMMARY = { applications: [], todo: [], openCalls: [] };
const NOTHING: TWorkQueue = { items: [], total: 0, overdue: 0, areas: [] };

function renderDashboard(
  user: TCurrentUser,
  work: () => unknown = () => NOTHING,
  { dashboard = DASHBOARD, rest = {} }: { dashboard?: TDashboard; rest?: Record<string, () => unknown> } = {},
) {
  const server = stubServer(
    {},
    {
      'GET /api/dashboard': () => dashboard,
      'GET /api/empowerment/summary': () => SUMMARY,
      'GET /api/work-queue': work,
      ...rest,
    },
    { lists: { GetFederationList: [{ no: 12, code: 'KEN', name: 'Kenya Volleyball Federation' }] } },
  );
  const { user: typist } = renderRoute(<DashboardPage />, { path: '/', user });
  return { ...server, typist };
}

describe('the dashboard', () => {
  beforeAll(async () => {
    await loadNamespaces(['dashboard', 'projects', 'empowerment', 'transfers']);
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
      total: 3,
      overdue: 1,
      areas: [
        { area: 'legal', total: 2, overdue: 1 },
        { area: 'transfers', total: 1, overdue: 0 },
      ],
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

  it('counts what it does not list: the less urgent items of a crowded area', async () => {
    const item = (no: number) => ({
      key: `transfers:${no}:inProgress:releasingFederation`,
      area: 'transfers' as const,
      reason: 'transfers.inProgress',
      title: `Player ${no}`,
      path: `/volley/transfers/${no}`,
      dueDay: null,
      overdue: false,
    });
    const queue: TWorkQueue = {
      items: [item(1), item(2)],
      total: 10_000,
      overdue: 0,
      areas: [{ area: 'transfers', total: 10_000, overdue: 0 }],
    };
    renderDashboard(testUser('Federation', 40), () => queue);
    const panel = await screen.findByRole('region', { name: 'What needs you' });
    expect(await within(panel).findByText('10000 items')).toBeTruthy();
    const transfers = within(panel).getByRole('region', { name: 'Transfers' });
    expect(within(transfers).getByText('(10000)')).toBeTruthy();
    expect(within(transfers).getAllByRole('link')).toHaveLength(2);
    expect(within(transfers).getByText('And 9998 more, less urgent.')).toBeTruthy();
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

/** The dashboard a user of a role gets: counts of the registry the page must not show, and the role's section. */
function withRole(role: TDashboardRole | null): TDashboard {
  return { ...DASHBOARD, counts: [{ key: 'players', count: 1200 }], role };
}

/** A panel once its content came (a panel says it loads until then). */
async function loadedRegion(name: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name });
  await waitFor(() => expect(region.getAttribute('aria-busy')).toBeNull());
  return region;
}

const RANKED: TBeachPlayerRanking = {
  playerNo: 42,
  playerName: 'Mercy Wanjala',
  federationCode: 'KEN',
  points: 2400,
  position: 3,
  counted: [],
  dropped: [],
  history: [],
};

const MATCH = {
  no: 301,
  tournament: { no: 7, name: 'Kenya Cup 2026' },
  date: '2026-11-20',
  time: '16:00:00',
  teamA: 'Kenya Prisons',
  teamB: 'KCB',
  duty: null,
} as const;

describe("the dashboard's role sections", () => {
  beforeAll(async () => {
    await loadNamespaces(['dashboard', 'projects', 'empowerment', 'transfers']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a player their club, agent, transfers, next matches and beach ranking, and no counts', async () => {
    const { paths } = renderDashboard(testUser('Player', 42), undefined, {
      dashboard: withRole({
        kind: 'player',
        playerNo: 42,
        club: { no: 5, name: 'Kenya Prisons' },
        agent: { no: 9, name: 'Ana Agent' },
        transfers: [
          {
            no: 11,
            playerName: 'Mercy Wanjala',
            from: 'Kenya Prisons (KEN)',
            to: 'Volero Zürich (SUI)',
            status: 'inProgress',
            firstSeason: 2026,
          },
        ],
        nextMatches: [MATCH, { ...MATCH, no: 302, date: null, time: null, teamB: null }],
      }),
      rest: { 'GET /api/beach/rankings/players/42': () => ({ data: RANKED }) },
    });

    const club = await loadedRegion('My club');
    expect(within(club).getByRole('link', { name: 'Kenya Prisons' }).getAttribute('href')).toBe('/volley/clubs/5');
    const agent = screen.getByRole('region', { name: 'My agent' });
    expect(within(agent).getByRole('link', { name: 'Ana Agent' }).getAttribute('href')).toBe('/agents/9');

    const transfers = screen.getByRole('region', { name: 'My transfers' });
    const transfer = within(transfers).getByRole('link', { name: 'Kenya Prisons (KEN) to Volero Zürich (SUI)' });
    expect(transfer.getAttribute('href')).toBe('/volley/transfers/11');
    expect(within(transfers).getByText('Season 2026/27')).toBeTruthy();
    expect(within(transfers).getByText('In progress')).toBeTruthy();

    const matches = screen.getByRole('region', { name: 'Next matches' });
    const items = within(matches).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Kenya Prisons v KCB20 Nov 2026, 16:00 · Kenya Cup 2026',
      'Kenya Prisons v To be decidedDate to be set · Kenya Cup 2026',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Kenya Cup 2026' }).getAttribute('href')).toBe(
      '/volley/tournaments/7',
    );

    const ranking = await loadedRegion('Beach ranking');
    expect(await within(ranking).findByText('3')).toBeTruthy();
    expect(within(ranking).getByText('2,400')).toBeTruthy();
    expect(within(ranking).getByRole('link', { name: 'How my ranking is made up' }).getAttribute('href')).toBe(
      '/beach/rankings/players/42',
    );
    expect(paths).toContain('/api/beach/rankings/players/42');

    expect(screen.queryByRole('region', { name: 'Overview' })).toBeNull();
  });

  it('says what a player has not: club, agent, transfers, matches, ranking', async () => {
    renderDashboard(testUser('Player', 42), undefined, {
      dashboard: withRole({ kind: 'player', playerNo: 42, club: null, agent: null, transfers: [], nextMatches: [] }),
      rest: { 'GET /api/beach/rankings/players/42': () => ({ data: { ...RANKED, points: 0, position: null } }) },
    });
    await loadedRegion('My club');
    expect(screen.getByText('No club on record.')).toBeTruthy();
    expect(screen.getByText('No agent on record.')).toBeTruthy();
    expect(screen.getByText('No transfer on record.')).toBeTruthy();
    expect(screen.getByText('No match scheduled for you.')).toBeTruthy();
    const ranking = await loadedRegion('Beach ranking');
    expect(await within(ranking).findByText('Not ranked.')).toBeTruthy();
  });

  it("shows a club its roster's count and names, and its open transfers", async () => {
    renderDashboard(testUser('VolleyClub', 5), undefined, {
      dashboard: withRole({
        kind: 'club',
        rosterCount: 14,
        roster: [
          { no: 42, name: 'Mercy Wanjala' },
          { no: 43, name: 'Sharon Chepchumba' },
        ],
        transfers: [
          {
            no: 11,
            playerName: 'Mercy Wanjala',
            from: 'Kenya Prisons (KEN)',
            to: 'Volero Zürich (SUI)',
            status: 'awaitingPayment',
            firstSeason: 2026,
          },
        ],
      }),
    });
    const roster = await loadedRegion('Roster');
    expect(within(roster).getByText('14 players')).toBeTruthy();
    expect(within(roster).getByRole('link', { name: 'Mercy Wanjala' }).getAttribute('href')).toBe('/players/42');
    expect(within(roster).getByRole('link', { name: 'Sharon Chepchumba' }).getAttribute('href')).toBe('/players/43');
    expect(within(roster).getByText('The first 2 of 14.')).toBeTruthy();
    const transfers = screen.getByRole('region', { name: 'Open transfers' });
    expect(within(transfers).getByRole('link', { name: 'Mercy Wanjala' }).getAttribute('href')).toBe(
      '/volley/transfers/11',
    );
    expect(within(transfers).getByText('Awaiting payment')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Overview' })).toBeNull();
  });

  it('shows a referee their assignments with their duty in each', async () => {
    renderDashboard(testUser('Referee', 8), undefined, {
      dashboard: withRole({
        kind: 'referee',
        assignments: [
          { ...MATCH, duty: 'referee2' },
          { ...MATCH, no: 302, duty: 'scorer' },
        ],
      }),
    });
    const assignments = await loadedRegion('My assignments');
    expect(within(assignments).getByText('Second referee')).toBeTruthy();
    expect(within(assignments).getByText('Scorer')).toBeTruthy();
    expect(within(assignments).getAllByText('Kenya Prisons v KCB')).toHaveLength(2);
  });

  it('says when a referee has no assignment', async () => {
    renderDashboard(testUser('Referee', 8), undefined, { dashboard: withRole({ kind: 'referee', assignments: [] }) });
    const assignments = await loadedRegion('My assignments');
    expect(within(assignments).getByText('No match assigned to you.')).toBeTruthy();
  });

  it('shows a federation its open transfers and its teams in competition', async () => {
    renderDashboard(testUser('Federation', 40), undefined, {
      dashboard: withRole({
        kind: 'federation',
        openTransferCount: 12,
        openTransfers: [
          {
            no: 11,
            playerName: 'Mercy Wanjala',
            from: 'Kenya Prisons (KEN)',
            to: 'Volero Zürich (SUI)',
            status: 'awaitingFederations',
            firstSeason: 2026,
          },
        ],
        teams: [
          {
            no: 70,
            name: 'Kenya Prisons',
            tournament: { no: 7, name: 'Kenya Cup 2026' },
            startDate: '2026-11-18',
            endDate: '2026-11-22',
          },
        ],
      }),
    });
    const transfers = await loadedRegion('Open transfers');
    expect(within(transfers).getByText('12 open')).toBeTruthy();
    expect(within(transfers).getByRole('link', { name: 'All transfers' }).getAttribute('href')).toBe(
      '/volley/transfers',
    );
    expect(within(transfers).getByRole('link', { name: 'Mercy Wanjala' }).getAttribute('href')).toBe(
      '/volley/transfers/11',
    );
    expect(within(transfers).getByText('The latest 1 of 12.')).toBeTruthy();
    const teams = screen.getByRole('region', { name: 'Teams in competition' });
    expect(within(teams).getByText('Kenya Prisons')).toBeTruthy();
    expect(within(teams).getByRole('link', { name: 'Kenya Cup 2026' }).getAttribute('href')).toBe(
      '/volley/tournaments/7',
    );
    expect(within(teams).getByText('18 Nov 2026 – 22 Nov 2026')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Overview' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Your federation' })).toBeTruthy();
  });

  it('still shows an admin the counts of the registry, and no role section', async () => {
    renderDashboard(testUser('Administrator'), undefined, { dashboard: withRole(null) });
    const counts = await loadedRegion('Overview');
    expect(await within(counts).findByRole('link', { name: /1,200\s*Players/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'My club' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Open transfers' })).toBeNull();
  });
});
