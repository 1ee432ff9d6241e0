import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DuplicatePair } from '@libero/shared/duplicates/duplicate-pairs';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll, getNotifications } from '../../lib/notifications/notifications-store';
import { renderRoute } from '../../test/render-route';
import { stubServer } from '../../test/stub-server';
import { testUser } from '../../test/test-user';
import { PossibleDuplicatesPage } from './possible-duplicates-page';

const person = (no: number, firstName: string, changes: Partial<DuplicatePair['a']> = {}) => ({
  no,
  firstName,
  lastName: 'Rossi',
  birthDate: '1999-04-03',
  gender: 1,
  nationality: 'IT',
  federationCode: 'ITA',
  roles: 'player',
  ...changes,
});

const PAIR: DuplicatePair = {
  a: person(100010, 'Anna'),
  b: person(104321, 'Ana', { roles: '' }),
  score: 88,
  reasons: [
    { reason: 'birth', relation: 'same' },
    { reason: 'names', percent: 83 },
    { reason: 'sameFederation', code: 'ITA' },
  ],
};

describe('PossibleDuplicatesPage', () => {
  beforeAll(async () => {
    await loadNamespaces(['duplicates']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('lists each pair side by side with its score and reasons, and dismisses one', async () => {
    let dismissed = false;
    const server = stubServer(
      {},
      {
        '/api/person-duplicates': (url) =>
          dismissed || url.searchParams.get('kind') === 'coach' ? { total: 0, pairs: [] } : { total: 1, pairs: [PAIR] },
        'POST /api/person-duplicates/dismiss': () => {
          dismissed = true;
          return { a: PAIR.a.no, b: PAIR.b.no, dismissed: true };
        },
      },
    );
    renderRoute(<PossibleDuplicatesPage />, { path: '/possible-duplicates', user: testUser('Administrator', 0) });
    const row = await screen.findByRole('row', { name: 'Anna Rossi – Ana Rossi' });
    expect(within(row).getByText('88')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Anna Rossi' }).getAttribute('href')).toBe('/players/100010');
    expect(within(row).getByText('No. 104321 · born 3 Apr 1999 · ITA · no role')).toBeTruthy();
    expect(within(row).getByText('same birth date, names 83% alike, both ITA')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'coach');
    await waitFor(() => expect(server.urls.at(-1)).toContain('kind=coach'));
    expect(await screen.findByText('No possible duplicates: every person looks like one record.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), '');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Anna Rossi and Ana Rossi are not the same person' }),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Anna Rossi – Ana Rossi' })).toBeNull());
    expect(getNotifications().map((notification) => notification.message)).toContain(
      'The pair will not be listed again.',
    );
  });

  it("tells a federation's user the pairs are its own persons, without a federation filter", async () => {
    stubServer({}, { '/api/person-duplicates': () => ({ total: 0, pairs: [] }) });
    renderRoute(<PossibleDuplicatesPage />, { path: '/possible-duplicates', user: testUser('Federation', 12) });
    expect(await screen.findByText(/Pairs of your federation's persons/)).toBeTruthy();
    expect(screen.queryByLabelText('Federation')).toBeNull();
  });
});
