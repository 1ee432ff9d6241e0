import type { Database } from './connection';

/** The channel on which the database announces committed changes to its data (migration 0024). */
export const DATA_CHANNEL = 'libero_data';

/**
 * Counts the changes to one database's data: those of any process, announced by the database once
 * they commit, and this process's own, told at once by `changed()` (its next request must not wait
 * for the announcement). What is kept of the data is kept with the count it was read at, and is
 * stale once the count moves on. While announcements may be missed, nothing may be kept.
 */
export class DataChanges {
  #count = 0;
  #heard = false;

  get count(): number {
    return this.#count;
  }

  /** Whether every change is heard now. */
  get heard(): boolean {
    return this.#heard;
  }

  changed(): void {
    this.#count += 1;
  }

  setHeard(heard: boolean): void {
    this.#heard = heard;
    this.#count += 1;
  }
}

/** Follows the changes of `database`; answers them and how to stop. */
export async function followDataChanges(
  database: Database,
): Promise<{ changes: DataChanges; stop: () => Promise<void> }> {
  const changes = new DataChanges();
  const stop = await database.listen(
    DATA_CHANNEL,
    () => changes.changed(),
    (heard) => changes.setHeard(heard),
  );
  return { changes, stop };
}
