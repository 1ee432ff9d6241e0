import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TWorkItem } from '@libero/shared/work-queue/work-queue-api';
import { i18n, loadNamespaces } from '../../lib/i18n';
import { notify } from '../../lib/notifications/notifications-store';
import { workQueueQuery, workReasonText } from '../../lib/work-queue';

/** The items this browser has told the user of, kept per user; at most this many are remembered. */
const seenKey = (userNo: number) => `work-queue:seen:${userNo}`;
const REMEMBERED = 500;
/** More new items than this at once are told as one count. */
const TOLD_ONE_BY_ONE = 3;
const SHOWN_MS = 10_000;

function readSeen(userNo: number): Set<string> | null {
  try {
    const stored = localStorage.getItem(seenKey(userNo));
    return stored === null ? null : new Set(JSON.parse(stored) as string[]);
  } catch {
    return null;
  }
}

function writeSeen(userNo: number, keys: Iterable<string>): void {
  try {
    localStorage.setItem(seenKey(userNo), JSON.stringify([...keys].slice(-REMEMBERED)));
  } catch {
    // Storage unavailable: the items are told again after a reload, never lost.
  }
}

async function tell(fresh: readonly TWorkItem[]): Promise<void> {
  await loadNamespaces(['dashboard']);
  if (fresh.length > TOLD_ONE_BY_ONE) {
    notify({ kind: 'work-queue', message: i18n.t('dashboard:work.new', { count: fresh.length }), duration: SHOWN_MS });
    return;
  }
  for (const item of fresh)
    notify({
      kind: `work-queue:${item.key}`,
      message: `${workReasonText(item.reason)}: ${item.title}`,
      duration: SHOWN_MS,
    });
}

/**
 * Reads the work queue every minute while the user is signed in and tells them of each item that
 * has come since, once: what this browser has told is remembered, and on its first reading it
 * tells nothing (the dashboard lists what was already there).
 */
export function useWorkNotifications(userNo: number): void {
  const { data } = useQuery(workQueueQuery);
  useEffect(() => {
    if (!data) return;
    const seen = readSeen(userNo);
    const fresh = seen ? data.items.filter((item) => !seen.has(item.key)) : [];
    writeSeen(userNo, new Set([...(seen ?? []), ...data.items.map((item) => item.key)]));
    if (fresh.length > 0) void tell(fresh);
  }, [data, userNo]);
}
