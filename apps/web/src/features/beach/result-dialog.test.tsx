import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces } from '../../lib/i18n';
import { renderRoute } from '../../test/render-route';
import { apiFailure, stubServer } from '../../test/stub-server';
import { beachMatchOf } from './beach-test-data';
import { BeachResultDialog } from './result-dialog';
import { BEACH_NAMESPACES } from './routes';

function renderDialog(proxy: Parameters<typeof stubServer>[0] = {}) {
  const server = stubServer(proxy);
  const onClose = vi.fn();
  const rendered = renderRoute(<BeachResultDialog match={beachMatchOf()} onClose={onClose} />, {
    path: '/beach/tournaments/5',
  });
  return { ...rendered, ...server, onClose };
}

const points = (set: number, team: string) => screen.getByRole('textbox', { name: `Set ${set}, points of ${team}` });
const A = 'Ana Patrícia/Duda';
const B = 'Mol/Sørum';

type User = ReturnType<typeof renderDialog>['user'];

async function typeSet(user: User, set: number, a: number, b: number) {
  await user.clear(points(set, A));
  await user.type(points(set, A), String(a));
  await user.clear(points(set, B));
  await user.type(points(set, B), String(b));
}

describe('the beach result dialog', () => {
  beforeAll(async () => {
    await loadNamespaces(BEACH_NAMESPACES);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses 21-20 in set 1 and 15-14 in set 3 with the server’s messages, and saves a 2-1', async () => {
    const { user, requests, onClose } = renderDialog({ SaveBeachMatch: () => ({ data: { no: 90, version: 3 } }) });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(screen.queryByRole('textbox', { name: `Set 4, points of ${A}` })).toBeNull();

    await typeSet(user, 1, 21, 20);
    const setOne = 'Set 1: a set is won at 21 points with a 2-point lead (21-20 is not a finished set).';
    expect(screen.getByText(setOne)).toBeTruthy();
    expect(points(1, A).getAttribute('aria-invalid')).toBe('true');
    expect(save.hasAttribute('disabled')).toBe(true);

    await typeSet(user, 1, 21, 19);
    await typeSet(user, 2, 19, 21);
    await typeSet(user, 3, 15, 14);
    expect(screen.queryByText(setOne)).toBeNull();
    const setThree = 'Set 3: a set is won at 15 points with a 2-point lead (15-14 is not a finished set).';
    expect(screen.getByText(setThree)).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);

    await typeSet(user, 3, 15, 13);
    expect(screen.queryByText(setThree)).toBeNull();
    expect(screen.getByText(`Sets: ${A} 2 – 1 ${B}`)).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(false);

    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = requests.find((xml) => xml.includes('SaveBeachMatch')) ?? '';
    expect(sent).toContain('Status="15"');
    expect(sent).toContain('ResultType="0"');
    expect(sent).toContain('PointsTeamASet1="21"');
    expect(sent).toContain('PointsTeamBSet2="21"');
    expect(sent).toContain('PointsTeamASet3="15"');
    expect(sent).toContain('Version="2"');
  });

  it('asks who did not show up, and leaves the sets to the server', async () => {
    const { user, requests } = renderDialog({ SaveBeachMatch: () => ({ data: { no: 90, version: 3 } }) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'How it ended' }), 'No-show');
    expect(screen.queryByRole('textbox', { name: `Set 1, points of ${A}` })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Did not show up' }), B);
    expect(screen.getByText(`Sets: ${A} 2 – 0 ${B} · Winner: ${A}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((xml) => xml.includes('SaveBeachMatch'))).toBe(true));
    const sent = requests.find((xml) => xml.includes('SaveBeachMatch')) ?? '';
    expect(sent).toContain('ResultType="3"');
    expect(sent).toContain('Defaulting="B"');
    expect(sent).toContain('PointsTeamASet1=""');
  });

  it("shows the server's refusal when it still refuses", async () => {
    const { user } = renderDialog({
      SaveBeachMatch: () => apiFailure('SetNotFinished', 422, 'Set 2: a set is won at 21 points.'),
    });
    await typeSet(user, 1, 21, 10);
    await typeSet(user, 2, 21, 12);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Set 2: a set is won at 21 points.')).toBeTruthy();
  });
});
