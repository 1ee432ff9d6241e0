import { describe, expect, it } from 'vitest';
import { masonryColumns } from './masonry';

const landscape = { width: 300, height: 200 };
const portrait = { width: 200, height: 300 };

describe('masonryColumns', () => {
  it('deals each photo to the shortest column, keeping the order within each', () => {
    const columns = masonryColumns([portrait, landscape, landscape, landscape, portrait], 2);
    expect(columns.map((column) => column.map((tile) => tile.index))).toEqual([
      [0, 4],
      [1, 2, 3],
    ]);
  });

  it('leaves a column empty when there are fewer photos than columns', () => {
    expect(masonryColumns([landscape], 2)).toEqual([[{ item: landscape, index: 0 }], []]);
  });
});
