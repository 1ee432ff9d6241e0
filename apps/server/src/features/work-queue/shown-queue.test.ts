import { describe, expect, it } from 'vitest';
import { WORK_ITEMS_PER_AREA, type TWorkItem, type WorkArea } from '@libero/shared/work-queue/work-queue-api';
import { shownQueue } from './work-queue';

const item = (area: WorkArea, no: number, overdue: boolean): TWorkItem => ({
  key: `${area}:${no}`,
  area,
  reason: `${area}.test`,
  title: `Record ${String(no).padStart(3, '0')}`,
  path: `/${area}/${no}`,
  dueDay: overdue ? '2020-01-01' : null,
  overdue,
});

describe('the queue as answered', () => {
  it('lists the most urgent items of each area and counts them all', () => {
    const transfers = Array.from({ length: 120 }, (_, no) => item('transfers', no, no < 70));
    const legal = [item('legal', 1, true), item('legal', 2, false)];
    // As the areas hand them over: in no particular order.
    const queue = shownQueue([...legal, ...transfers].reverse());
    expect(queue.total).toBe(122);
    expect(queue.overdue).toBe(71);
    expect(queue.areas).toEqual([
      { area: 'transfers', total: 120, overdue: 70 },
      { area: 'legal', total: 2, overdue: 1 },
    ]);
    const shownTransfers = queue.items.filter((shown) => shown.area === 'transfers');
    expect(shownTransfers).toEqual(transfers.slice(0, WORK_ITEMS_PER_AREA));
    expect(queue.items.filter((shown) => shown.area === 'legal')).toEqual(legal);
  });

  it('answers an empty queue with nothing to count', () => {
    expect(shownQueue([])).toEqual({ items: [], total: 0, overdue: 0, areas: [] });
  });
});
