import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TBeachRankingRulesList } from '@libero/shared/competitions/beach-api';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { Failure, stubServer, type ProxyAnswers, type RestAnswers } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { BeachSettingsPage } from './beach-settings-page';
import type { BeachCategoryRecord } from './beach-settings-api';

const ELITE: BeachCategoryRecord = {
  no: 3,
  code: 'E16',
  name: 'Elite 16',
  scope: 'world',
  nbTeamsMainDraw: 16,
  nbTeamsQualification: 32,
  nbTeamsFromQualification: 8,
  federationQuota: 2,
  nbWildcards: 2,
  awards: '1-1:1200:3000000 2-2:1080:2000000 5-8:720:800000',
  currency: 'USD',
  version: 4,
};

const NATIONAL: BeachCategoryRecord = {
  no: 7,
  code: 'NAT',
  name: 'National tour',
  scope: 'national',
  nbTeamsMainDraw: 16,
  nbTeamsQualification: 0,
  nbTeamsFromQualification: null,
  federationQuota: null,
  nbWildcards: 0,
  awards: '1-1:80:0 2-2:72:0',
  currency: 'EUR',
  version: 1,
};

const RULES: TBeachRankingRulesList = [
  {
    kind: 'olympic',
    rules: { window: 'period', bestN: 12, periodFrom: '2026-01-01', periodTo: '2028-06-15', gamesYear: 2028 },
  },
  { kind: 'world', rules: { window: 'rolling', bestN: 8, windowDays: 365 } },
];

/** The Save requests of a category the page sent, as XML. */
const saves = (requests: string[]) => requests.filter((xml) => xml.includes('SaveBeachCategory'));

function refusal(status: number, code: string, message: string, detail?: string) {
  return new Failure(status, { errors: [{ code, status: String(status), message, ...(detail ? { detail } : {}) }] });
}

function sentBodies(method: string, path: string): Promise<unknown[]> {
  return Promise.all(
    (globalThis.fetch as Mock).mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === method && new URL(request.url).pathname === path)
      .map((request) => request.clone().json() as Promise<unknown>),
  );
}

function renderSettings({
  proxy = {},
  rest = {},
  user = testUser('Administrator'),
}: { proxy?: ProxyAnswers; rest?: RestAnswers; user?: TCurrentUser } = {}) {
  const server = stubServer(
    { SaveBeachCategory: () => ({ data: { no: 3, version: 5 } }), ...proxy },
    { 'GET /api/beach/ranking-rules': () => ({ data: RULES }), ...rest },
    { lists: { GetBeachCategoryList: [ELITE, NATIONAL] } },
  );
  return { ...renderRoute(<BeachSettingsPage />, { path: '/admin/beach-settings', user }), ...server };
}

const categoriesTable = () =>
  screen.findByRole('table', { name: 'Tournament categories with their draw sizes and prize fund' });

async function openElite(user: ReturnType<typeof renderSettings>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Elite 16' }));
  return screen.getByRole('dialog', { name: 'Edit Elite 16' });
}

const field = (scope: HTMLElement, name: string) => within(scope).getByLabelText(name) as HTMLInputElement;

async function retype(user: ReturnType<typeof renderSettings>['user'], input: HTMLInputElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('BeachSettingsPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['admin', 'beach-settings', 'beach', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('lists the categories with their draw sizes and prize fund', async () => {
    renderSettings();
    const table = await categoriesTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Name',
      'Code',
      'Tour',
      'Main draw',
      'Qualification',
      'From qualification',
      'Quota',
      'Wildcards',
      'Prize fund',
      'Actions',
    ]);
    const elite = within(table).getByRole('rowheader', { name: 'Elite 16' }).closest('tr') as HTMLElement;
    expect(
      within(elite)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['E16', 'World tour', '16', '32', '8', '2', '2', '$82,000.00', 'Edit']);
    const national = within(table).getByRole('rowheader', { name: 'National tour' }).closest('tr') as HTMLElement;
    expect(within(national).getByText('National tour', { selector: 'td' })).toBeTruthy();
    expect(within(national).getByText('€0.00')).toBeTruthy();
    // A draw size the category leaves unset is read as such.
    expect(within(national).getAllByText('Not set')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Edit National tour' })).toBeTruthy();
  });

  it('edits a band and saves the whole points table with the version read', async () => {
    const { user, requests } = renderSettings();
    const dialog = await openElite(user);
    const bands = within(dialog).getByRole('table', {
      name: 'Points per player and prize money per team in USD by finishing position',
    });
    expect(field(bands, 'Prize money per team in USD, band 1').value).toBe('30000.00');
    expect(within(dialog).getByText('Prize fund when every place is taken: $82,000.00')).toBeTruthy();

    await retype(user, field(bands, 'Points per player, band 3'), '700');
    await retype(user, field(bands, 'Prize money per team in USD, band 2'), '25000.5');
    expect(await within(dialog).findByText('Prize fund when every place is taken: $87,000.50')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent, ...others] = saves(requests);
    expect(others).toEqual([]);
    expect(sent).toContain('No="3"');
    expect(sent).toContain('Version="4"');
    expect(sent).toContain('Awards="1-1:1200:3000000 2-2:1080:2500050 5-8:700:800000"');
    // The draw sizes did not change: they are not sent.
    expect(sent).not.toContain('NbTeamsMainDraw=');
    expect(getNotifications().map((n) => [n.tone, n.message])).toEqual([
      ['success', 'The category Elite 16 is saved.'],
    ]);
  });

  it('adds a band after the last one and removes another', async () => {
    const { user, requests } = renderSettings();
    const dialog = await openElite(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add a band' }));
    expect(field(dialog, 'From position, band 4').value).toBe('9');
    await retype(user, field(dialog, 'To position, band 4'), '16');
    await retype(user, field(dialog, 'Points per player, band 4'), '600');
    await user.click(within(dialog).getByRole('button', { name: 'Remove band 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]).toContain('Awards="1-1:1200:3000000 5-8:720:800000 9-16:600:0"');
  });

  it('says which band earns more than a better place, and does not let it be saved', async () => {
    const { user, requests } = renderSettings();
    const dialog = await openElite(user);
    await retype(user, field(dialog, 'Points per player, band 3'), '1100');

    expect(
      await within(dialog).findByText(
        'Band 3 earns more than band 2: a better place cannot earn fewer points or less prize money than a worse one.',
      ),
    ).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(save);
    expect(saves(requests)).toEqual([]);

    // Put right, it may be saved again.
    await retype(user, field(dialog, 'Points per player, band 3'), '1000');
    await waitFor(() => expect(save.disabled).toBe(false));
  });

  it('checks the draw sizes as they are typed', async () => {
    const { user, requests } = renderSettings();
    const dialog = await openElite(user);
    const fromQualification = field(dialog, 'Teams from the qualification');
    await retype(user, fromQualification, '12');
    const message =
      'With a qualification, enter a power of two (1, 2, 4, 8, 16 or 32) smaller than its number of teams.';
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(fromQualification.getAttribute('aria-invalid')).toBe('true');
    // Fewer teams from the qualification than it has: a smaller qualification makes 8 wrong too.
    await retype(user, fromQualification, '8');
    await waitFor(() => expect(within(dialog).queryByText(message)).toBeNull());
    await retype(user, field(dialog, 'Qualification teams'), '8');
    expect(await within(dialog).findByText(message)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Form incomplete.')).toBeTruthy();
    expect(saves(requests)).toEqual([]);
  });

  it("shows the server's refusal on the field it names", async () => {
    const { user } = renderSettings({
      proxy: {
        SaveBeachCategory: () => refusal(422, 'InvalidData', 'This field is not valid.', 'NbTeamsFromQualification'),
      },
    });
    const dialog = await openElite(user);
    await retype(user, field(dialog, 'Wildcards'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const fromQualification = field(dialog, 'Teams from the qualification');
    await waitFor(() => expect(fromQualification.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('This field is not valid.')).toBeTruthy();
    expect(document.activeElement).toBe(fromQualification);
  });

  it("shows the server's refusal of the points table on the table", async () => {
    const { user } = renderSettings({
      proxy: { SaveBeachCategory: () => refusal(422, 'InvalidData', 'This field is not valid.', 'Awards') },
    });
    const dialog = await openElite(user);
    await retype(user, field(dialog, 'Points per player, band 3'), '700');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The points table was refused: This field is not valid.')).toBeTruthy();
  });

  it('offers to load the current version when someone else saved the category meanwhile', async () => {
    const { user, requests } = renderSettings({
      proxy: {
        SaveBeachCategory: () =>
          refusal(409, 'Conflict', 'The record was changed by someone else. Reload it and try again.'),
      },
    });
    const dialog = await openElite(user);
    await retype(user, field(dialog, 'Wildcards'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/Someone else changed this category while you were editing it/),
    ).toBeTruthy();

    const lists = () => requests.filter((xml) => xml.includes('GetBeachCategoryList')).length;
    const before = lists();
    await user.click(within(dialog).getByRole('button', { name: 'Load the current version' }));
    await waitFor(() => expect(lists()).toBe(before + 1));
  });

  it('shows each ranking rules, world first, and saves the world ones', async () => {
    const saved: TBeachRankingRulesList = [
      RULES[0]!,
      { kind: 'world', rules: { window: 'rolling', bestN: 10, windowDays: 540 } },
    ];
    const { user, client } = renderSettings({
      rest: { 'PUT /api/admin/beach-ranking-rules/world': () => ({ data: saved }) },
    });
    client.setQueryData(['beach-rankings', 'page', { kind: 'world' }], { data: [] });

    const world = await screen.findByRole('form', { name: 'World ranking' });
    const olympic = screen.getByRole('form', { name: 'Olympic selection ranking' });
    expect(screen.getAllByRole('form')).toEqual([world, olympic]);
    expect(within(world).getByText('Now: the best 8 results of the last 365 days count.')).toBeTruthy();
    expect(within(olympic).getByText(/^Now: the best 12 results from 1 Jan 2026 to 15 Jun 2028 count/)).toBeTruthy();
    expect(field(olympic, 'Games year').value).toBe('2028');

    await retype(user, field(world, 'Results that count'), '10');
    await retype(user, field(world, 'Window in days'), '540');
    await user.click(within(world).getByRole('button', { name: 'Save the world ranking rules' }));

    await waitFor(() =>
      expect(getNotifications().map((n) => n.message)).toEqual([
        'The world ranking rules are saved; the ranking has been computed again.',
      ]),
    );
    expect(await sentBodies('PUT', '/api/admin/beach-ranking-rules/world')).toEqual([
      { window: 'rolling', bestN: 10, windowDays: 540 },
    ]);
    expect(within(world).getByText('Now: the best 10 results of the last 540 days count.')).toBeTruthy();
    // The rankings shown elsewhere are read again.
    expect(client.getQueryState(['beach-rankings', 'page', { kind: 'world' }])?.isInvalidated).toBe(true);
  });

  it('saves the Olympic selection period, and shows a refusal on its field', async () => {
    const { user } = renderSettings({
      rest: {
        'PUT /api/admin/beach-ranking-rules/olympic': () =>
          refusal(422, 'InvalidData', 'This field is not valid.', 'periodTo'),
      },
    });
    const olympic = await screen.findByRole('form', { name: 'Olympic selection ranking' });
    fireEvent.change(field(olympic, 'Period to'), { target: { value: '2028-07-01' } });
    await user.clear(field(olympic, 'Games year'));
    await user.click(within(olympic).getByRole('button', { name: 'Save the Olympic selection ranking rules' }));

    await waitFor(() => expect(field(olympic, 'Period to').getAttribute('aria-invalid')).toBe('true'));
    expect(within(olympic).getByText('This field is not valid.')).toBeTruthy();
    expect(await sentBodies('PUT', '/api/admin/beach-ranking-rules/olympic')).toEqual([
      { window: 'period', bestN: 12, periodFrom: '2026-01-01', periodTo: '2028-07-01', gamesYear: null },
    ]);
  });

  it('refuses a period that ends before it starts, and sends nothing', async () => {
    const { user, paths } = renderSettings();
    const olympic = await screen.findByRole('form', { name: 'Olympic selection ranking' });
    fireEvent.change(field(olympic, 'Period to'), { target: { value: '2025-12-31' } });
    await user.click(within(olympic).getByRole('button', { name: 'Save the Olympic selection ranking rules' }));
    expect(await within(olympic).findByText('The period cannot end before it starts.')).toBeTruthy();
    expect(paths).not.toContain('/api/admin/beach-ranking-rules/olympic');
  });

  it('is refused to a user who is not an admin', async () => {
    const { paths, requests } = renderSettings({ user: testUser('Federation') });
    expect(await screen.findByText('Only administrators and supervisors can open this page.')).toBeTruthy();
    expect(paths).toEqual([]);
    expect(requests).toEqual([]);
  });
});
