import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { listAnswer, stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { beachTeamOf, beachTournamentOf } from './beach-test-data';
import { EntriesTab } from './entries-tab';
import { BEACH_NAMESPACES } from './routes';

/** Given out of order: the list orders each section by entry points. */
const TEAMS = [
  beachTeamOf(1, 'Reserve/Team', { status: 2, entryPoints: 300 }),
  beachTeamOf(2, 'Gottardi/Orsi Toth', { isInMainDraw: 1, entryPoints: 1800 }),
  beachTeamOf(3, 'Menegatti/Scampoli', { isInQualification: 1, entryPoints: 700 }),
  beachTeamOf(4, 'Wildcard/Team', { isInMainDraw: 1, entryPoints: 200, wildcard: 1 }),
  beachTeamOf(5, 'Ana Patrícia/Duda', { isInMainDraw: 1, entryPoints: 2400, federationCode: 'BRA', noFederation: 9 }),
  beachTeamOf(6, 'Gone/Away', { status: 1, entryPoints: 900 }),
];

function renderEntries(user = testUser('Federation', 7)) {
  const server = stubServer({ GetBeachTeamList: (xml) => listAnswer(xml, TEAMS) });
  const rendered = renderRoute(<EntriesTab tournament={beachTournamentOf()} runs={false} />, {
    path: '/beach/tournaments/5',
    user,
  });
  return { ...rendered, ...server };
}

const sectionNames = () =>
  screen
    .getAllByRole('rowgroup')
    .map((group) => group.getAttribute('aria-label'))
    .filter(Boolean);

/** The teams of a section, by name (the marks after a name left out). */
const teamsOf = (section: string) =>
  within(screen.getByRole('rowgroup', { name: section }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const text = within(row).getAllByRole('cell')[1]?.textContent ?? '';
      return TEAMS.find((team) => text.startsWith(team.name ?? ''))?.name;
    });

describe('the entry list', () => {
  beforeAll(async () => {
    await loadNamespaces(BEACH_NAMESPACES);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the main draw, the qualification and the reserves in that order, each by entry points', async () => {
    const { requests } = renderEntries();
    await screen.findByRole('table', { name: 'Entry list, by section, best entry points first' });
    expect(sectionNames()).toEqual(['Main draw', 'Qualification', 'Reserves', 'Withdrawn']);
    expect(teamsOf('Main draw')).toEqual(['Ana Patrícia/Duda', 'Gottardi/Orsi Toth', 'Wildcard/Team']);
    expect(teamsOf('Qualification')).toEqual(['Menegatti/Scampoli']);
    expect(teamsOf('Reserves')).toEqual(['Reserve/Team']);
    expect(requests[0]).toContain('<Filter NoTournament="5"/>');
    expect(requests[0]).toContain('Sort="-EntryPoints EntryDate"');
  });

  it('marks wildcards and withdrawn teams; a federation withdraws its own teams only', async () => {
    renderEntries();
    const wildcardRow = (await screen.findByText('Wildcard/Team')).closest('tr')!;
    expect(within(wildcardRow).getByText('Wildcard')).toBeTruthy();
    const goneRow = screen.getByText('Gone/Away').closest('tr')!;
    expect(within(goneRow).getByText('Withdrawn')).toBeTruthy();
    expect(within(goneRow).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw Gottardi/Orsi Toth' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw Ana Patrícia/Duda' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enter a team' })).toBeTruthy();
  });

  it('offers nothing to change to a player', async () => {
    renderEntries(testUser('Player', 7));
    await screen.findByText('Wildcard/Team');
    expect(screen.queryByRole('button', { name: 'Enter a team' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  });
});
