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

/** Everything that waits on `viewer` today, from every area, in no particular order. */
export async function waitingOn(
  db: Db,
  viewer: AuthUser,
  today: string,
  sources: readonly WorkSource[],
): Promise<TWorkItem[]> {
  return (await Promise.all(sources.map((source) => source.itemsFor(db, viewer, today)))).flat();
}

/** Everything that waits on `viewer` today, from every area, the most urgent first. */
export async function workQueueOf(
  db: Db,
  viewer: AuthUser,
  today: string,
  sources: readonly WorkSource[],
): Promise<TWorkItem[]> {
  return (await waitingOn(db, viewer, today, sources)).sort(byUrgency);
}

/** Puts `item` in `top`, kept in urgency order and at most `size` long. */
function keepIfUrgent(top: TWorkItem[], item: TWorkItem, size: number): void {
  if (top.length === size && byUrgency(item, top[size - 1]!) >= 0) return;
  let low = 0;
  let high = top.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byUrgency(top[middle]!, item) <= 0) low = middle + 1;
    else high = middle;
  }
  top.splice(low, 0, item);
  if (top.length > size) top.pop();
}

/**
 * The queue as `GET /api/work-queue` answers it: the most urgent items of each area, and how many
 * wait in all, in each area, and overdue. Ten thousand items are counted, not listed, nor sorted:
 * each is compared with the least urgent one shown, most go no further.
 */
export function shownQueue(items: readonly TWorkItem[]): TWorkQueue {
  const areas = new Map<WorkArea, { area: WorkArea; total: number; overdue: number; top: TWorkItem[] }>();
  for (const item of items) {
    const area = areas.get(item.area) ?? { area: item.area, total: 0, overdue: 0, top: [] };
    areas.set(item.area, area);
    keepIfUrgent(area.top, item, WORK_ITEMS_PER_AREA);
    area.total += 1;
    if (item.overdue) area.overdue += 1;
  }
  // The areas in the order of their most urgent item, as a sorted queue would meet them.
  const counted = [...areas.values()].sort((a, b) => byUrgency(a.top[0]!, b.top[0]!));
  return {
    items: counted.flatMap((area) => area.top).sort(byUrgency),
    total: items.length,
    overdue: counted.reduce((sum, area) => sum + area.overdue, 0),
    areas: counted.map(({ area, total, overdue }) => ({ area, total, overdue })),
  };
}
