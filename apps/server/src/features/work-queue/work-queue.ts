import type { TWorkItem, TWorkQueue } from '@libero/shared/work-queue/work-queue-api';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../lib/request-auth';
import type { WorkSource } from './work-source';

/** Overdue first, then the nearest due day, those without one last; then by title. */
function byUrgency(a: TWorkItem, b: TWorkItem): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  if (a.dueDay !== b.dueDay) {
    if (a.dueDay === null) return 1;
    if (b.dueDay === null) return -1;
    return a.dueDay < b.dueDay ? -1 : 1;
  }
  return a.title.localeCompare(b.title);
}

/** Everything that waits on `viewer` today, from every area. */
export async function workQueueOf(
  db: Db,
  viewer: AuthUser,
  today: string,
  sources: readonly WorkSource[],
): Promise<TWorkQueue> {
  const items = (await Promise.all(sources.map((source) => source.itemsFor(db, viewer, today)))).flat();
  items.sort(byUrgency);
  return { items, overdue: items.filter((item) => item.overdue).length };
}
