import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { TWorkItem, TWorkQueue } from '@libero/shared/work-queue/work-queue-api';
import { loadNamespaces } from '../../lib/i18n';
import { dismissAll, getNotifications } from '../../lib/notifications/notifications-store';
import { usePageTitle } from '../../lib/page-title';
import { workQueueQuery } from '../../lib/work-queue';
import { renderRoute } from '../../test/render-route';
import { stubServer } from '../../test/stub-server';
import { useWorkNotifications } from './use-work-notifications';

const item = (no: number): TWorkItem => ({
  key: `transfers:${no}:inProgress:receivingClub`,
  area: 'transfers',
  reason: 'transfers.inProgress',
  title: `Player ${no}`,
  path: `/volley/transfers/${no}`,
  dueDay: null,
  overdue: false,
});

function Shell() {
  useWorkNotifications(7);
  usePageTitle('Players');
  return <p>shell</p>;
}

describe('the work queue in the shell', () => {
  let queue: TWorkQueue;
  const queueOf = (items: TWorkItem[]): TWorkQueue => ({
    items,
    total: items.length,
    overdue: 0,
    areas: [{ area: 'transfers', total: items.length, overdue: 0 }],
  });

  beforeAll(async () => {
    await loadNamespaces(['dashboard']);
  });

  beforeEach(() => {
    localStorage.clear();
    queue = queueOf([item(1)]);
    stubServer({}, { 'GET /api/work-queue': () => queue });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAll();
  });

  it('tells of each new item once, and counts them in the page title', async () => {
    const { client } = renderRoute(<Shell />);
    // The first reading tells nothing: the dashboard lists what was already there.
    await waitFor(() => expect(document.title).toBe('(1) Players | FIVB'));
    expect(getNotifications()).toEqual([]);

    queue = queueOf([item(1), item(2)]);
    await client.refetchQueries({ queryKey: workQueueQuery.queryKey });
    await waitFor(() => expect(getNotifications().map((n) => n.message)).toEqual(['Sign the transfer: Player 2']));
    expect(document.title).toBe('(2) Players | FIVB');

    dismissAll();
    await client.refetchQueries({ queryKey: workQueueQuery.queryKey });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getNotifications()).toEqual([]);
  });

  it('tells many new items at once as a count', async () => {
    localStorage.setItem('work-queue:seen:7', JSON.stringify([]));
    queue = queueOf([1, 2, 3, 4].map(item));
    renderRoute(<Shell />);
    await waitFor(() => expect(getNotifications().map((n) => n.message)).toEqual(['4 new items wait on you']));
  });
});
