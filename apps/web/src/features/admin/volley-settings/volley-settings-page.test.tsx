import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { Failure, stubServer, type ProxyAnswers } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import type { TournamentKindRecord } from './volley-settings-api';
import { VolleySettingsPage } from './volley-settings-page';

const WORLD: TournamentKindRecord = {
  no: 1,
  code: 'worldChampionship',
  name: 'World championship',
  nameFr: 'Championnat du monde',
  nameEs: 'Campeonato mundial',
  standingsCriteria: 'matchesWon rankingPoints setRatio pointRatio headToHead',
  maxPlayers: 14,
  maxLiberos: 2,
  official: 1,
  nationalLeague: 0,
  version: 3,
};

const LEAGUE: TournamentKindRecord = {
  no: 4,
  code: 'nationalLeague',
  name: 'National league',
  nameFr: null,
  nameEs: null,
  standingsCriteria: 'rankingPoints matchesWon setRatio',
  maxPlayers: 20,
  maxLiberos: null,
  official: 0,
  nationalLeague: 1,
  version: 1,
};

/** The Save requests of a kind the page sent, as XML. */
const saves = (requests: string[]) => requests.filter((xml) => xml.includes('SaveVolleyTournamentType'));

function refusal(status: number, code: string, message: string, detail?: string) {
  return new Failure(status, { errors: [{ code, status: String(status), message, ...(detail ? { detail } : {}) }] });
}

function renderSettings({
  proxy = {},
  user = testUser('Administrator'),
}: { proxy?: ProxyAnswers; user?: TCurrentUser } = {}) {
  const server = stubServer(
    { SaveVolleyTournamentType: () => ({ data: { no: 1, version: 4 } }), ...proxy },
    {},
    { lists: { GetVolleyTournamentTypeList: [WORLD, LEAGUE] } },
  );
  return { ...renderRoute(<VolleySettingsPage />, { path: '/admin/volley-settings', user }), ...server };
}

type User = ReturnType<typeof renderSettings>['user'];

const kindsTable = () =>
  screen.findByRole('table', { name: 'Kinds of tournament with their standings criteria and roster limits' });

async function openWorld(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Edit World championship' }));
  return screen.getByRole('dialog', { name: 'Edit World championship' });
}

const criteriaGroup = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'Standings criteria' });

/** The criteria used, in order, as the dialog lists them. */
const usedCriteria = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Used, in order' }))
    .getAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);

const field = (scope: HTMLElement, name: string) => within(scope).getByLabelText(name) as HTMLInputElement;

describe('VolleySettingsPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['admin', 'volley-settings', 'competitions', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('lists the kinds with their criteria in order, roster limits and flags', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Indoor settings' })).toBeTruthy();
    const table = await kindsTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Name',
      'Code',
      'Standings criteria',
      'Max. players',
      'Max. liberos',
      'Official',
      'National league',
      'Actions',
    ]);
    const world = within(table).getByRole('rowheader', { name: 'World championship' }).closest('tr') as HTMLElement;
    const [code, criteria, ...others] = within(world).getAllByRole('cell');
    expect(code?.textContent).toBe('worldChampionship');
    expect(
      within(criteria!)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('›', '')),
    ).toEqual(['Won', 'Points', 'Set ratio', 'Point ratio', 'Head to head']);
    expect(others.map((cell) => cell.textContent)).toEqual(['14', '2', 'Yes', 'No', 'Edit']);

    const league = within(table).getByRole('rowheader', { name: 'National league' }).closest('tr') as HTMLElement;
    const order = within(league).getByRole('list', { name: 'Standings criteria of National league, in order' });
    expect(within(order).getAllByRole('listitem')).toHaveLength(3);
    expect(within(order).getAllByRole('listitem')[0]?.textContent).toBe('Points');
    // A limit the kind leaves unset is read as such.
    expect(within(league).getByText('Not set')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit National league' })).toBeTruthy();
  });

  it('moves a criterion up and leaves one out, then saves the criteria in the new order with the version', async () => {
    const { user, requests } = renderSettings();
    const dialog = await openWorld(user);
    expect(field(dialog, 'Code').readOnly).toBe(true);
    expect(within(criteriaGroup(dialog)).getByText(/ranks every pool of this kind's tournaments again/)).toBeTruthy();
    expect(usedCriteria(dialog)).toEqual(['Won', 'Points', 'Set ratio', 'Point ratio', 'Head to head']);
    const first = within(dialog).getByRole('button', { name: 'Move Won up' }) as HTMLButtonElement;
    expect(first.disabled).toBe(true);

    // With the keyboard: the focus stays on the criterion moved.
    const up = within(dialog).getByRole('button', { name: 'Move Set ratio up' });
    act(() => up.focus());
    await user.keyboard('{Enter}');
    expect(usedCriteria(dialog)).toEqual(['Won', 'Set ratio', 'Points', 'Point ratio', 'Head to head']);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Move Set ratio up' }));
    expect(within(dialog).getByText('Set ratio is now criterion 2 of 5.')).toBeTruthy();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Head to head' }));
    expect(usedCriteria(dialog)).toEqual(['Won', 'Set ratio', 'Points', 'Point ratio']);
    const leftOut = within(dialog).getByRole('list', { name: 'Left out' });
    const headToHead = within(leftOut).getByRole('checkbox', { name: 'Head to head' }) as HTMLInputElement;
    expect(headToHead.checked).toBe(false);
    expect(document.activeElement).toBe(headToHead);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent, ...others] = saves(requests);
    expect(others).toEqual([]);
    expect(sent).toContain('No="1"');
    expect(sent).toContain('Version="3"');
    expect(sent).toContain('StandingsCriteria="matchesWon setRatio rankingPoints pointRatio"');
    // What did not change is not sent.
    expect(sent).not.toContain('Name=');
    expect(sent).not.toContain('MaxPlayers=');
    expect(sent).not.toContain('Code=');
    expect(getNotifications().map((n) => [n.tone, n.message])).toEqual([
      ['success', 'The kind World championship is saved; the pools of its tournaments have been ranked again.'],
    ]);
  });

  it('uses a criterion left out again, last', async () => {
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Edit National league' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit National league' });
    expect(usedCriteria(dialog)).toEqual(['Points', 'Won', 'Set ratio']);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Head to head' }));
    expect(usedCriteria(dialog)).toEqual(['Points', 'Won', 'Set ratio', 'Head to head']);
    const down = within(dialog).getByRole('button', { name: 'Move Head to head down' }) as HTMLButtonElement;
    expect(down.disabled).toBe(true);
  });

  it('creates a new kind without a number, with every field given', async () => {
    const { user, requests } = renderSettings({
      proxy: { SaveVolleyTournamentType: () => ({ data: { no: 9, version: 1 } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'New kind' }));
    const dialog = screen.getByRole('dialog', { name: 'New kind of tournament' });
    // The registry's defaults: every criterion in its order, 14 players, 2 liberos.
    expect(usedCriteria(dialog)).toEqual(['Won', 'Points', 'Set ratio', 'Point ratio', 'Head to head']);
    expect(field(dialog, 'Players per team (max.)').value).toBe('14');
    expect(field(dialog, 'Liberos per team (max.)').value).toBe('2');

    await user.type(field(dialog, 'Code'), 'friendly');
    await user.type(field(dialog, 'Name (English)'), 'Friendly');
    await user.type(field(dialog, 'Name (French)'), 'Match amical');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Official competition' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Points up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent, ...others] = saves(requests);
    expect(others).toEqual([]);
    expect(sent).not.toMatch(/\sNo="/);
    expect(sent).not.toContain('Version=');
    expect(sent).toContain('Code="friendly"');
    expect(sent).toContain('Name="Friendly"');
    expect(sent).toContain('NameFr="Match amical"');
    expect(sent).not.toContain('NameEs=');
    expect(sent).toContain('StandingsCriteria="rankingPoints matchesWon setRatio pointRatio headToHead"');
    expect(sent).toContain('MaxPlayers="14"');
    expect(sent).toContain('MaxLiberos="2"');
    expect(sent).toContain('Official="false"');
    expect(sent).toContain('NationalLeague="false"');
    expect(getNotifications().map((n) => [n.tone, n.message])).toEqual([['success', 'The kind Friendly is created.']]);
  });

  it('shows a code already taken on the code', async () => {
    const { user } = renderSettings({
      proxy: {
        SaveVolleyTournamentType: () =>
          refusal(409, 'Duplicate', 'Another record already has this value.', 'volley_tournament_types_code_key'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New kind' }));
    const dialog = screen.getByRole('dialog', { name: 'New kind of tournament' });
    await user.type(field(dialog, 'Code'), 'worldChampionship');
    await user.type(field(dialog, 'Name (English)'), 'World championship');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const code = field(dialog, 'Code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Another record already has this value.')).toBeTruthy();
    expect(document.activeElement).toBe(code);
  });

  it("shows the server's refusal of the criteria on the criteria", async () => {
    const { user } = renderSettings({
      proxy: {
        SaveVolleyTournamentType: () => refusal(422, 'InvalidData', 'This field is not valid.', 'StandingsCriteria'),
      },
    });
    const dialog = await openWorld(user);
    await user.click(within(dialog).getByRole('button', { name: 'Move Point ratio up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const criteria = criteriaGroup(dialog);
    expect(await within(criteria).findByText('This field is not valid.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    // The focus is taken to the criteria.
    expect(document.activeElement).toBe(within(criteria).getByRole('checkbox', { name: 'Won' }));
    // Changed again, they are checked again.
    await user.click(within(dialog).getByRole('button', { name: 'Move Point ratio down' }));
    await waitFor(() => expect(within(criteria).queryByText('This field is not valid.')).toBeNull());
  });

  it('asks for at least one criterion, and sends nothing without', async () => {
    const { user, requests } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Edit National league' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit National league' });
    for (const name of ['Points', 'Won', 'Set ratio']) {
      await user.click(within(dialog).getByRole('checkbox', { name }));
    }
    const criteria = criteriaGroup(dialog);
    expect(within(criteria).getByText('Use at least one criterion.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Form incomplete.')).toBeTruthy();
    expect(saves(requests)).toEqual([]);
  });

  it('keeps the roster limits filled', async () => {
    const { user, requests } = renderSettings();
    const dialog = await openWorld(user);
    const players = field(dialog, 'Players per team (max.)');
    await user.clear(players);
    await waitFor(() => expect(players.getAttribute('aria-invalid')).toBe('true'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Form incomplete.')).toBeTruthy();
    expect(saves(requests)).toEqual([]);
  });

  it('offers to load the current version when someone else saved the kind meanwhile', async () => {
    const { user, requests } = renderSettings({
      proxy: {
        SaveVolleyTournamentType: () =>
          refusal(409, 'Conflict', 'The record was changed by someone else. Reload it and try again.'),
      },
    });
    const dialog = await openWorld(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'National league' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/Someone else changed this kind of tournament while you were editing it/),
    ).toBeTruthy();

    const lists = () => requests.filter((xml) => xml.includes('GetVolleyTournamentTypeList')).length;
    const before = lists();
    await user.click(within(dialog).getByRole('button', { name: 'Load the current version' }));
    await waitFor(() => expect(lists()).toBe(before + 1));
  });

  it('is refused to a user who is not an admin', async () => {
    const { paths, requests } = renderSettings({ user: testUser('Federation') });
    expect(await screen.findByText('Only administrators and supervisors can open this page.')).toBeTruthy();
    expect(paths).toEqual([]);
    expect(requests).toEqual([]);
  });
});
