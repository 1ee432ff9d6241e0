import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection';
import { AppError } from '../lib/app-error';
import { completeRows, countEntities, listQuery } from './read-entities';
import type { Row } from './values';
import type { ReadPlan } from './read-plan';

/** Records fetched from a whole list's cursor at a time: a streamed answer holds about this many. */
export const LIST_CHUNK = 1000;

/** Where a whole list is read: a database, and whether it can hold a snapshot while the answer is written. */
export type ListSource = { db: Db; snapshots: boolean; maxRows: number };

/** How lists are read whole from `database`, refused past `maxRows` records. */
export function listSource(database: Pick<Database, 'db' | 'kind'>, maxRows: number): ListSource {
  return { db: database.db, snapshots: database.kind === 'postgres', maxRows };
}

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

type Totals = { nbItems: number; version: number };
type Piece = { totals: Totals } | { rows: Row[] };

/** Each whole list's cursor has a name of its own: several may be read at once on one connection (PGlite's). */
let cursors = 0;

/**
 * The rows of cursor `name`, `LIST_CHUNK` at a time, completed (derived fields, relations): the
 * list's one query, sorted once and read as it goes. The next chunk is fetched while this one is
 * completed and written.
 */
async function* cursorChunks(db: Db, plan: ReadPlan, name: string): AsyncGenerator<Row[]> {
  const fetchChunk = async () =>
    (
      (await db.execute(sql`fetch ${sql.raw(String(LIST_CHUNK))} from ${sql.identifier(name)}`)) as unknown as {
        rows: Row[];
      }
    ).rows;
  let next: Promise<Row[]> | undefined = fetchChunk();
  try {
    for (;;) {
      const rows: Row[] = await next;
      next = rows.length < LIST_CHUNK ? undefined : fetchChunk();
      await completeRows(db, plan, rows);
      if (rows.length > 0) yield rows;
      if (!next) return;
    }
  } finally {
    // A reader gone mid-list: the fetch under way ends before the cursor is closed.
    await next?.catch(() => {});
  }
}

/** The totals of a whole list, refused past `maxRows` records (never a silent cut). */
async function countedWithin(db: Db, plan: ReadPlan, maxRows: number): Promise<{ totals: Totals }> {
  const totals = await countEntities(db, plan);
  const rows = Math.max(0, totals.nbItems - plan.skip);
  if (rows > maxRows) {
    throw new AppError(
      'ListTooLong',
      `Take: ${rows} records match, more than the ${maxRows} a list answers without Take; ask for them page by page with Skip and Take`,
    );
  }
  return { totals };
}

/**
 * Opens a list without `Take`: counts it, refuses it past `source.maxRows` records, then reads its one
 * query through a cursor, chunk by chunk, as the answer is written: linear in the records, the
 * sort done once. On PostgreSQL the count and the cursor share a snapshot held while the answer is
 * written. On PGlite, whose single connection every request shares, the cursor is declared WITH
 * HOLD in a short transaction with the count: its rows are kept when it commits, and fetched
 * between the other requests' queries.
 */
export async function openWholeList(source: ListSource, plan: ReadPlan): Promise<WholeList> {
  const { maxRows } = source;
  const name = `whole_list_${++cursors}`;
  const declare = (hold: boolean) =>
    sql`declare ${sql.identifier(name)} no scroll cursor ${hold ? sql`with hold ` : sql``}for ${listQuery(plan, [], { totals: false })}`;
  let reading: AsyncGenerator<Piece>;
  if (source.snapshots) {
    reading = inSnapshot(source.db, async function* (tx) {
      yield await countedWithin(tx, plan, maxRows);
      await tx.execute(declare(false));
      for await (const rows of cursorChunks(tx, plan, name)) yield { rows };
    });
  } else {
    const counted = await source.db.transaction(async (tx) => {
      const totals = await countedWithin(tx, plan, maxRows);
      await tx.execute(declare(true));
      return totals;
    });
    reading = (async function* () {
      try {
        yield counted;
        for await (const rows of cursorChunks(source.db, plan, name)) yield { rows };
      } finally {
        await source.db.execute(sql`close ${sql.identifier(name)}`);
      }
    })();
  }
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
