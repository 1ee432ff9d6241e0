import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { loadNamespaces } from '../../../lib/i18n';
import { dismissAll, getNotifications } from '../../../lib/notifications/notifications-store';
import { renderRoute } from '../../../test/render-route';
import { apiFailure, stubServer, type RestAnswers } from '../../../test/stub-server';
import { testUser } from '../../../test/test-user';
import type { TStoredLegalSettings } from './legal-settings-api';
import { LegalSettingsPage } from './legal-settings-page';

const SETTINGS: TStoredLegalSettings = {
  change: {
    onceInLifetime: true,
    neverBackToFormer: true,
    nationalityRequired: true,
    passportRequired: false,
    waitingYears: 3,
    seniorMatchLimit: 10,
    feeMinor: 150_000,
    feeCurrency: 'CHF',
  },
  determinationMinAge: 14,
  deadlineDays: { submitted: 14, awaitingCurrentFederation: 30, awaitingNewFederation: 14, underReview: 60 },
  version: 3,
};

function renderSettings({
  rest = {},
  user = testUser('Administrator'),
}: { rest?: RestAnswers; user?: TCurrentUser } = {}) {
  const server = stubServer({}, { 'GET /api/legal/settings': () => SETTINGS, ...rest });
  return { ...renderRoute(<LegalSettingsPage />, { path: '/admin/legal-settings', user }), ...server };
}

function sentBodies(): Promise<unknown[]> {
  return Promise.all(
    (globalThis.fetch as Mock).mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === 'PUT' && new URL(request.url).pathname === '/api/legal/settings')
      .map((request) => request.clone().json() as Promise<unknown>),
  );
}

const form = () => screen.findByRole('form', { name: 'Legal settings' });
const field = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name }) as HTMLInputElement;

describe('LegalSettingsPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['admin', 'legal-settings', 'legal', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('shows the settings in force', async () => {
    renderSettings();
    const settings = await form();
    expect((within(settings).getByRole('checkbox', { name: /Once in a lifetime/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (within(settings).getByRole('checkbox', { name: "The case holds the player's passport" }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect(field(settings, 'Waiting period (years)').value).toBe('3');
    expect(field(settings, 'Senior matches allowed').value).toBe('10');
    expect((within(settings).getByRole('checkbox', { name: 'No limit' }) as HTMLInputElement).checked).toBe(false);
    expect(field(settings, 'Fee').value).toBe('1500');
    expect(within(settings).getByText(/Charged: CHF/)).toBeTruthy();
    expect(field(settings, 'Currency').value).toBe('CHF');
    expect(field(settings, 'Minimum age').value).toBe('14');
    expect(field(settings, 'Awaiting the current federation (days)').value).toBe('30');
    expect(field(settings, 'Under review (days)').value).toBe('60');
  });

  it('checks the settings as they are typed, and saves nothing that is not valid', async () => {
    const { user } = renderSettings();
    const settings = await form();
    await user.clear(field(settings, 'Minimum age'));
    expect(await within(settings).findByText('This field is required.')).toBeTruthy();
    await user.type(field(settings, 'Minimum age'), '16');
    await waitFor(() => expect(within(settings).queryByText('This field is required.')).toBeNull());

    await user.clear(field(settings, 'Currency'));
    await user.type(field(settings, 'Currency'), 'ch');
    expect(await within(settings).findByText('This field is not valid.')).toBeTruthy();
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await within(settings).findByText('Form incomplete.')).toBeTruthy();
    expect(await sentBodies()).toEqual([]);
  });

  it('asks a limit of senior matches unless there is none', async () => {
    const { user } = renderSettings();
    const settings = await form();
    await user.clear(field(settings, 'Senior matches allowed'));
    expect(await within(settings).findByText('This field is required.')).toBeTruthy();
    await user.click(within(settings).getByRole('checkbox', { name: 'No limit' }));
    await waitFor(() => expect(within(settings).queryByText('This field is required.')).toBeNull());
    expect(field(settings, 'Senior matches allowed').disabled).toBe(true);
  });

  it('saves every setting with the version read, and says so', async () => {
    const saved = { ...SETTINGS, change: { ...SETTINGS.change, seniorMatchLimit: null, feeMinor: 20_050 }, version: 4 };
    const { user } = renderSettings({ rest: { 'PUT /api/legal/settings': () => saved } });
    const settings = await form();
    await user.click(within(settings).getByRole('checkbox', { name: 'No limit' }));
    await user.click(within(settings).getByRole('checkbox', { name: "The case holds the player's passport" }));
    await user.clear(field(settings, 'Fee'));
    await user.type(field(settings, 'Fee'), '200.5');
    await user.clear(field(settings, 'Currency'));
    await user.type(field(settings, 'Currency'), 'eur');
    await user.click(within(settings).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(getNotifications().map((notification) => notification.message)).toContain(
        'The legal settings have been saved.',
      ),
    );
    expect(await sentBodies()).toEqual([
      {
        change: {
          onceInLifetime: true,
          neverBackToFormer: true,
          nationalityRequired: true,
          passportRequired: true,
          waitingYears: 3,
          seniorMatchLimit: null,
          feeMinor: 20_050,
          feeCurrency: 'EUR',
        },
        determinationMinAge: 14,
        deadlineDays: { submitted: 14, awaitingCurrentFederation: 30, awaitingNewFederation: 14, underReview: 60 },
        version: 3,
      },
    ]);
  });

  it('says a save made stale by someone else, and reads the settings again when asked', async () => {
    const { user, paths } = renderSettings({
      rest: {
        'PUT /api/legal/settings': () =>
          apiFailure('Conflict', 409, 'The record was changed by someone else. Reload it and try again.'),
      },
    });
    const settings = await form();
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(
      await within(settings).findByText(
        'The settings were not saved: The record was changed by someone else. Reload it and try again.',
      ),
    ).toBeTruthy();
    await user.click(within(settings).getByRole('button', { name: 'Read the settings again' }));
    await waitFor(() => expect(paths.filter((path) => path === '/api/legal/settings')).toHaveLength(3));
  });

  it('is refused to those who are not administrators', async () => {
    renderSettings({ user: testUser('Federation', 20, ['legal']) });
    expect(await screen.findByText('Only administrators and supervisors can open this page.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Legal settings' })).toBeNull();
  });
});
