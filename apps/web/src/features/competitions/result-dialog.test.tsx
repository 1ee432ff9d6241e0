import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ERRORS } from '@libero/shared/errors/error-codes';
import { RESULT_PROBLEM_CODES } from '@libero/shared/competitions/match-rules';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { apiFailure, stubServer } from '../../test/stub-server';
import { matchOf } from './competition-test-data';
import { ResultDialog } from './result-dialog';
import en from '../../locales/en/competitions.json';
import fr from '../../locales/fr/competitions.json';
import es from '../../locales/es/competitions.json';

function renderDialog(proxy: Parameters<typeof stubServer>[0] = {}) {
  const server = stubServer(proxy);
  const onClose = vi.fn();
  const rendered = renderRoute(<ResultDialog match={matchOf()} onClose={onClose} />, { path: '/volley/tournaments/1' });
  return { ...rendered, ...server, onClose };
}

const points = (set: number, team: string) => screen.getByRole('textbox', { name: `Set ${set}, points of ${team}` });

async function typeSets(user: ReturnType<typeof renderDialog>['user'], sets: [number, number][]) {
  for (const [i, [a, b]] of sets.entries()) {
    await user.type(points(i + 1, 'Italy'), String(a));
    await user.type(points(i + 1, 'Brazil'), String(b));
  }
}

describe('the result dialog', () => {
  beforeAll(async () => {
    await loadNamespaces(['competitions', 'entity-form']);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses 25-24 in set 3 with the message the server gives, and saves a valid 3-1', async () => {
    const { user, requests, onClose } = renderDialog({ SaveVolleyMatch: () => ({ data: { no: 70, version: 5 } }) });
    const save = screen.getByRole('button', { name: 'Save' });
    await typeSets(user, [
      [25, 20],
      [25, 22],
      [25, 24],
    ]);
    const message = 'Set 3: a set is won at 25 points with a 2-point lead (25-24 is not a finished set).';
    expect(screen.getByText(message)).toBeTruthy();
    expect(points(3, 'Italy').getAttribute('aria-invalid')).toBe('true');
    expect(points(3, 'Italy').getAttribute('aria-describedby')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);

    // 25-24 becomes 24-26, then a fourth set: Italy wins 3-1.
    await user.clear(points(3, 'Italy'));
    await user.type(points(3, 'Italy'), '24');
    await user.clear(points(3, 'Brazil'));
    await user.type(points(3, 'Brazil'), '26');
    expect(screen.getByText(/A finished match is won by the first team to win 3 sets \(2-1 so far\)/)).toBeTruthy();
    await user.type(points(4, 'Italy'), '25');
    await user.type(points(4, 'Brazil'), '23');
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.getByText('Sets: Italy 3 – 1 Brazil')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(false);

    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = requests.find((xml) => xml.includes('SaveVolleyMatch')) ?? '';
    expect(sent).toContain('Status="finished"');
    expect(sent).toContain('PointsTeamASet3="24"');
    expect(sent).toContain('PointsTeamBSet4="23"');
    expect(sent).toContain('Version="4"');
  });

  it("shows the server's refusal when it still refuses", async () => {
    const { user } = renderDialog({
      SaveVolleyMatch: () => apiFailure('Conflict', 409, 'Someone else changed this record meanwhile.'),
    });
    await typeSets(user, [
      [25, 20],
      [25, 20],
      [25, 20],
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Someone else changed this record meanwhile.')).toBeTruthy();
  });

  it('asks which team forfeits, and leaves the sets to the server', async () => {
    const { user } = renderDialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Forfeit');
    expect(screen.queryByRole('textbox', { name: 'Set 1, points of Italy' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Forfeit by' }), 'Brazil');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('the result messages', () => {
  /** `{set}` in the server's catalogue is `{{set}}` in i18next's. */
  const asI18next = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}');

  it('are worded in every language as the server words them', () => {
    const catalogues = { en, fr, es } as const;
    for (const code of [...RESULT_PROBLEM_CODES, 'SetMissing'] as const) {
      for (const language of ['en', 'fr', 'es'] as const) {
        expect(catalogues[language].resultErrors[code], `${language} ${code}`).toBe(asI18next(ERRORS[code][language]));
      }
    }
  });
});
