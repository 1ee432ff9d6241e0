/** A tile of the masonry: its item and its place in the album's order. */
export type MasonryTile<T> = { item: T; index: number };

/**
 * Deals the items, in order, to `count` columns, each to the shortest column so far (by the
 * images' height at a common width): the columns end near the same height and the order reads
 * roughly left to right, top to bottom.
 */
export function masonryColumns<T extends { width: number; height: number }>(
  items: readonly T[],
  count: number,
): MasonryTile<T>[][] {
  const columns = Array.from({ length: count }, () => ({ height: 0, tiles: [] as MasonryTile<T>[] }));
  items.forEach((item, index) => {
    const shortest = columns.reduce((best, column) => (column.height < best.height ? column : best));
    shortest.tiles.push({ item, index });
    shortest.height += item.height / Math.max(item.width, 1);
  });
  return columns.map((column) => column.tiles);
}
