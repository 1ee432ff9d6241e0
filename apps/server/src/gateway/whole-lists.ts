import type { Db } from '../db/connection';
import { AppError } from '../lib/app-error';
import { EXPORT_CHUNK } from '../lib/tabular-export';
import { countEntities, readEntities } from './read-entities';
import type { Row } from './values';
import type { ReadPlan } from './read-plan';

/** Records read per query when a list is streamed: a streamed answer holds about this many at a time. */
export const LIST_CHUNK = EXPORT_CHUNK;

/**
 * The records of `plan` from `plan.skip` on, `LIST_CHUNK` at a time, at most `limit`: the one way
 * the gateway reads more records than a page (whole lists, exports). Totals are not recounted.
 */
export async function* readChunks(db: Db, plan: ReadPlan, limit = Number.POSITIVE_INFINITY): AsyncGenerator<Row[]> {
  for (let read = 0; read < limit; read += LIST_CHUNK) {
    const take = Math.min(LIST_CHUNK, limit - read);
    const { rows } = await readEntities(db, { ...plan, skip: plan.skip + read, take }, [], { totals: false });
    if (rows.length > 0) yield rows;
    if (rows.length < take) return;
  }
}

/** Where a whole list is read: a database, and whether it can hold a snapshot while the answer is written. */
export type ListSource = { db: Db; snapshots: boolean };

/** Ends a transaction that the reader of a snapshot no longer wants. */
class Stopped extends Error {}

type Slot<T> = { item: IteratorResult<T> } | { error: unknown };

/**
 * The items of `read`, produced inside one REPEATABLE READ, read-only transaction held open while
 * the caller pulls them (PostgreSQL: every chunk of a list sees the same data as its count). The
 * transaction ends when the items end, fail, or the caller stops (`return()`).
 */
async function* inSnapshot<T>(db: Db, read: (tx: Db) => AsyncIterable<T>): AsyncGenerator<T> {
  let deliver: (slot: Slot<T>) => void = () => {};
  let next = new Promise<Slot<T>>((resolve) => (deliver = resolve));
  let resume: (wanted: boolean) => void = () => {};
  const transaction = db
    .transaction(
      async (tx) => {
        for await (const item of read(tx as unknown as Db)) {
          const wanted = new Promise<boolean>((resolve) => (resume = resolve));
          deliver({ item: { value: item, done: false } });
          if (!(await wanted)) throw new Stopped();
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    .then(
      () => deliver({ item: { value: undefined, done: true } }),
      (error: unknown) => deliver({ error }),
    );
  try {
    for (;;) {
      const slot = await next;
      if ('error' in slot) {
        if (slot.error instanceof Stopped) return;
        throw slot.error;
      }
      if (slot.item.done) return;
      next = new Promise<Slot<T>>((resolve) => (deliver = resolve));
      yield slot.item.value;
      resume(true);
    }
  } finally {
    resume(false);
    await transaction;
  }
}

/**
 * A list answered whole (no `Take`): its totals, counted first, then its records chunk by chunk.
 * `close()` ends the reading (and its snapshot) early; it is also called when the chunks end.
 */
export type WholeList = {
  nbItems: number;
  version: number;
  chunks: AsyncIterable<Row[]>;
  close: () => Promise<void>;
};

type Piece = { totals: { nbItems: number; version: number } } | { rows: Row[] };

/**
 * Opens a list without `Take`: counts it, refuses it past `maxRows` records (never a silent cut),
 * then reads it chunk by chunk, in one snapshot where the database allows it while the answer is
 * written (PostgreSQL; PGlite's single connection would stall every other request meanwhile).
 */
export async function openWholeList(source: ListSource, plan: ReadPlan, maxRows: number): Promise<WholeList> {
  async function* pieces(db: Db): AsyncGenerator<Piece> {
    const totals = await countEntities(db, plan);
    const rows = Math.max(0, totals.nbItems - plan.skip);
    if (rows > maxRows) {
      throw new AppError(
        'ListTooLong',
        `Take: ${rows} records match, more than the ${maxRows} a list answers without Take; ask for them page by page with Skip and Take`,
      );
    }
    yield { totals };
    for await (const chunk of readChunks(db, plan)) yield { rows: chunk };
  }
  const reading = source.snapshots ? inSnapshot(source.db, pieces) : pieces(source.db);
  const first = await reading.next();
  if (first.done || !('totals' in first.value)) throw new Error('a whole list starts with its totals');
  const close = async () => {
    await reading.return(undefined);
  };
  async function* chunks(): AsyncGenerator<Row[]> {
    try {
      for await (const piece of reading) if ('rows' in piece) yield piece.rows;
    } finally {
      await close();
    }
  }
  return { ...first.value.totals, chunks: chunks(), close };
}
