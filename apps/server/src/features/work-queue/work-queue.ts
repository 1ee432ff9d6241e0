import {
  WORK_ITEMS_PER_AREA,
  type TWorkItem,
  type TWorkQueue,
  type WorkArea,
} from '@libero/shared/work-queue/work-queue-api';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../lib/request-auth';
import type { WorkSource } from './work-source';

/** Titles in the order of the English alphabet, accents aside: one collator for every comparison. */
const titles = new Intl.Collator('en');

/** Overdue first, then the nearest due day, those without one last; then by title. */
function byUrgency(a: TWorkItem, b: TWorkItem): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  if (a.dueDay !== b.dueDay) {
    if (a.dueDay === null) return 1;
    if (b.dueDay === null) return -1;
    return a.dueDay < b.dueDay ? -1 : 1;
  }
  return titles.compare(a.title, b.title);
}

/** Everything that waits on `viewer` today, from every area, the most urgent first. */
export async function workQueueOf(
  db: Db,
  viewer: AuthUser,
  today: string,
  sources: readonly WorkSource[],
): Promise<TWorkItem[]> {
  const items = (await Promise.all(sources.map((source) => source.itemsFor(db, viewer, today)))).flat();
  return items.sort(byUrgency);
}

/**
 * The queue as `GET /api/work-queue` answers it: the most urgent items of each area, and how many
 * wait in all, in each area, and overdue. Ten thousand items are counted, not listed.
 */
export function shownQueue(items: readonly TWorkItem[]): TWorkQueue {
  const areas = new Map<WorkArea, { area: WorkArea; total: number; overdue: number }>();
  const shown: TWorkItem[] = [];
  for (const item of items) {
    const area = areas.get(item.area) ?? { area: item.area, total: 0, overdue: 0 };
    areas.set(item.area, area);
    if (area.total < WORK_ITEMS_PER_AREA) shown.push(item);
    area.total += 1;
    if (item.overdue) area.overdue += 1;
  }
  const overdue = [...areas.values()].reduce((sum, area) => sum + area.overdue, 0);
  return { items: shown, total: items.length, overdue, areas: [...areas.values()] };
}
