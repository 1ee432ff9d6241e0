import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { defaultWindow, utcDay } from '@libero/shared/transfers/transfer-windows';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { apiFailure, stubServer, type RestAnswers } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import { seasonName } from '../../transfers/seasons';
import { TransferSettingsPage } from './transfer-settings-page';
import { windowSeasons, type TFeeTableAnswer, type TWindowsAnswer } from './transfer-settings-api';

const CONFEDERATIONS = [
  { no: 2, code: 'CAVB', name: 'African Volleyball Confederation' },
  { no: 1, code: 'CEV', name: 'European Volleyball Confederation' },
];

const FEES: TFeeTableAnswer = {
  fees: [
    {
      confederationNo: null,
      currency: 'CHF',
      amountMinor: 150_000,
      handlerName: 'FIVB',
      updatedAt: '2026-01-10T09:00:00.000Z',
    },
    {
      confederationNo: 1,
      currency: 'EUR',
      amountMinor: 80_050,
      handlerName: 'CEV',
      updatedAt: '2026-01-12T09:00:00.000Z',
    },
  ],
};

/** The seasons the page shows today: the windows table's range (it follows the real date). */
const TODAY = utcDay(new Date());
const RANGE = windowSeasons(TODAY);
const CURRENT = RANGE.from + 2;

function windowsAnswer(custom?: { season: number; opensOn: string; closesOn: string }): TWindowsAnswer {
  const windows = [];
  for (let season = RANGE.from; season <= RANGE.to; season++) {
    const window = custom?.season === season ? custom : defaultWindow(season);
    windows.push({
      ...window,
      open: window.opensOn <= TODAY && TODAY <= window.closesOn,
      custom: custom?.season === season,
    });
  }
  return { today: TODAY, windows };
}

/** The requests the page sent with `method` to `path`. */
function requestsTo(method: string, path: string): Request[] {
  return (globalThis.fetch as Mock).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

function sentBodies(method: string, path: string): Promise<unknown[]> {
  return Promise.all(requestsTo(method, path).map((request) => request.clone().json() as Promise<unknown>));
}

function renderSettings(rest: RestAnswers = {}, user: TCurrentUser = testUser('Administrator')) {
  const server = stubServer(
    {},
    {
      'GET /api/transfers/fees': () => FEES,
      'GET /api/transfers/windows': () => windowsAnswer(),
      ...rest,
    },
    { lists: { GetConfederationList: CONFEDERATIONS } },
  );
  return { ...renderRoute(<TransferSettingsPage />, { path: '/admin/transfer-settings', user }), ...server };
}

const feeRow = (name: string) => screen.findByRole('group', { name });
const amountOf = (row: HTMLElement) => within(row).getByLabelText('Amount') as HTMLInputElement;
const currencyOf = (row: HTMLElement) => within(row).getByLabelText('Currency') as HTMLSelectElement;
const saveFeesButton = () => screen.getByRole('button', { name: 'Save the fee table' });

describe('TransferSettingsPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['admin', 'transfer-settings', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('loads a fee row per handling body, in major units, and saves the whole table in minor units', async () => {
    const saved: TFeeTableAnswer = {
      fees: [
        { ...FEES.fees[0]!, amountMinor: 175_000, updatedAt: '2026-02-01T09:00:00.000Z' },
        FEES.fees[1]!,
        {
          confederationNo: 2,
          currency: 'USD',
          amountMinor: 25_050,
          handlerName: 'CAVB',
          updatedAt: '2026-02-01T09:00:00.000Z',
        },
      ],
    };
    const { user } = renderSettings({ 'PUT /api/admin/transfer-fees': () => saved });

    const world = await feeRow('World federation');
    const cev = screen.getByRole('group', { name: 'CEV — European Volleyball Confederation' });
    const cavb = screen.getByRole('group', { name: 'CAVB — African Volleyball Confederation' });
    expect(screen.getAllByRole('group')).toEqual([world, cavb, cev]);
    expect(amountOf(world).value).toBe('1500.00');
    expect(currencyOf(world).value).toBe('CHF');
    expect(amountOf(cev).value).toBe('800.50');
    expect(currencyOf(cev).value).toBe('EUR');
    expect(within(cev).getByText(/^€800\.50$/)).toBeTruthy();
    expect(amountOf(cavb).value).toBe('');
    expect(within(cavb).getByText('No fee table')).toBeTruthy();
    expect(within(world).getByText(/^Changed on /)).toBeTruthy();
    expect(screen.getByText('Exempt transfers carry no fee.')).toBeTruthy();
    expect(screen.getByText(/keeps the fee it was given/)).toBeTruthy();

    await user.clear(amountOf(world));
    await user.type(amountOf(world), '1750');
    await user.selectOptions(currencyOf(cavb), 'USD');
    await user.type(amountOf(cavb), '250.5');
    expect(within(cavb).getByText(/^\$250\.50$/)).toBeTruthy();
    await user.click(saveFeesButton());

    await waitFor(() =>
      expect(getNotifications().map((n) => [n.tone, n.message])).toEqual([['success', 'The fee table is saved.']]),
    );
    expect(await sentBodies('PUT', '/api/admin/transfer-fees')).toEqual([
      {
        fees: [
          { confederationNo: null, currency: 'CHF', amountMinor: 175_000 },
          { confederationNo: 2, currency: 'USD', amountMinor: 25_050 },
          { confederationNo: 1, currency: 'EUR', amountMinor: 80_050 },
        ],
      },
    ]);
    // The form shows what the server saved.
    expect(amountOf(world).value).toBe('1750.00');
    expect(amountOf(cavb).value).toBe('250.50');
  });

  it.each([
    ['12.345', 'Enter at most 2 digits after the point.'],
    ['0', 'Enter an amount above zero.'],
    ['12,50', 'Enter the amount in digits, with a point before the decimals, such as 1500 or 1500.50.'],
  ])('says what is wrong with the amount %s as it is typed, and sends nothing', async (typed, message) => {
    const { user } = renderSettings({ 'PUT /api/admin/transfer-fees': () => FEES });
    const cev = await feeRow('CEV — European Volleyball Confederation');
    await user.clear(amountOf(cev));
    await user.type(amountOf(cev), typed);
    expect(await within(cev).findByText(message)).toBeTruthy();
    expect(amountOf(cev).getAttribute('aria-invalid')).toBe('true');

    await user.click(saveFeesButton());
    expect(await screen.findByText('Form incomplete.')).toBeTruthy();
    expect(document.activeElement).toBe(amountOf(cev));
    expect(requestsTo('PUT', '/api/admin/transfer-fees')).toEqual([]);
  });

  it("shows the server's refusal of the fee table", async () => {
    const { user } = renderSettings({
      'PUT /api/admin/transfer-fees': () => apiFailure('BadRequest', 400, 'The fee table is not valid.'),
    });
    await feeRow('World federation');
    await user.click(saveFeesButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The fee table was not saved: The fee table is not valid.',
    );
  });

  it('lists the seasons from two ago to two ahead, each open or closed today, with default or custom dates', async () => {
    const custom = { season: CURRENT, opensOn: `${CURRENT}-06-01`, closesOn: `${CURRENT + 1}-02-15` };
    renderSettings({ 'GET /api/transfers/windows': () => windowsAnswer(custom) });
    const table = await screen.findByRole('table', {
      name: `Transfer windows from season ${seasonName(RANGE.from)} to season ${seasonName(RANGE.to)}`,
    });
    const search = new URL(requestsTo('GET', '/api/transfers/windows')[0]!.url).searchParams;
    expect(Object.fromEntries(search)).toEqual({ from: String(RANGE.from), to: String(RANGE.to) });

    const seasons = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(seasons).toEqual([
      seasonName(CURRENT - 2),
      seasonName(CURRENT - 1),
      `${seasonName(CURRENT)}Current season`,
      seasonName(CURRENT + 1),
      seasonName(CURRENT + 2),
    ]);
    expect(within(table).getAllByText('Custom dates')).toHaveLength(1);
    expect(within(table).getAllByText('Default dates')).toHaveLength(4);
    // Seasons long gone are closed; the one two seasons ahead is not open yet.
    expect(within(table).getAllByText('Closed').length).toBeGreaterThanOrEqual(2);
    const opensOn = screen.getByLabelText(`Opens on, season ${seasonName(CURRENT)}`) as HTMLInputElement;
    expect(opensOn.value).toBe(custom.opensOn);
  });

  it('saves a season window with its dates', async () => {
    const season = seasonName(CURRENT + 1);
    const custom = { season: CURRENT + 1, opensOn: `${CURRENT + 1}-06-01`, closesOn: `${CURRENT + 2}-01-31` };
    const { user } = renderSettings({
      [`PUT /api/admin/transfer-windows/${CURRENT + 1}`]: () => windowsAnswer(custom),
    });
    const opensOn = (await screen.findByLabelText(`Opens on, season ${season}`)) as HTMLInputElement;
    const closesOn = screen.getByLabelText(`Closes on, season ${season}`) as HTMLInputElement;
    fireEvent.change(opensOn, { target: { value: custom.opensOn } });
    fireEvent.change(closesOn, { target: { value: custom.closesOn } });
    await user.click(screen.getByRole('button', { name: `Save the window of season ${season}` }));

    await waitFor(() =>
      expect(getNotifications().map((n) => n.message)).toEqual([
        `The transfer window of season ${season} is saved: from 1 Jun ${CURRENT + 1} to 31 Jan ${CURRENT + 2}.`,
      ]),
    );
    expect(await sentBodies('PUT', `/api/admin/transfer-windows/${CURRENT + 1}`)).toEqual([
      { opensOn: custom.opensOn, closesOn: custom.closesOn },
    ]);
    // The row now says its dates are its own; no other season was sent.
    const row = opensOn.closest('tr') as HTMLElement;
    expect(within(row).getByText('Custom dates')).toBeTruthy();
    expect(requestsTo('PUT', `/api/admin/transfer-windows/${CURRENT}`)).toEqual([]);
  });

  it('refuses a window that closes before it opens, and sends nothing', async () => {
    const { user } = renderSettings();
    const season = seasonName(CURRENT);
    const closesOn = (await screen.findByLabelText(`Closes on, season ${season}`)) as HTMLInputElement;
    fireEvent.change(closesOn, { target: { value: `${CURRENT}-04-01` } });
    await user.click(screen.getByRole('button', { name: `Save the window of season ${season}` }));
    expect(await screen.findByText('The window cannot close before it opens.')).toBeTruthy();
    expect(requestsTo('PUT', `/api/admin/transfer-windows/${CURRENT}`)).toEqual([]);
  });

  it('is refused to a user who is not an admin', async () => {
    const { paths, requests } = renderSettings({}, testUser('Federation'));
    expect(await screen.findByText('Only administrators and supervisors can open this page.')).toBeTruthy();
    expect(paths).toEqual([]);
    expect(requests).toEqual([]);
  });
});
