import { LRUCache } from 'lru-cache';
import type { DataChanges } from '../db/data-changes';
import type { ReadResult } from './read-entities';
import type { ReadPlan } from './read-plan';
import { deepFreeze } from './read-cache';

/** The most answers kept per database, and the most rows in them all. */
const ANSWERS_MAX = 5_000;
const ROWS_MAX = 200_000;

type Kept = { count: number; result: ReadResult };

const answersByDatabase = new WeakMap<DataChanges, LRUCache<ReadPlan, Kept>>();

/** How the reads of kept plans were answered, per database (for /metrics). */
export type AnswerCounts = { memory: number; database: number };
const countsByDatabase = new WeakMap<DataChanges, AnswerCounts>();

export function answerCounts(changes: DataChanges): AnswerCounts {
  let counts = countsByDatabase.get(changes);
  if (!counts) {
    counts = { memory: 0, database: 0 };
    countsByDatabase.set(changes, counts);
  }
  return counts;
}

function answersOf(changes: DataChanges): LRUCache<ReadPlan, Kept> {
  let answers = answersByDatabase.get(changes);
  if (!answers) {
    answers = new LRUCache<ReadPlan, Kept>({
      max: ANSWERS_MAX,
      maxSize: ROWS_MAX,
      sizeCalculation: (kept) => kept.result.rows.length + 1,
    });
    answersByDatabase.set(changes, answers);
  }
  return answers;
}

/**
 * The result of a kept plan (read-cache.ts), read once until the data changes: a standings page or
 * a list asked again and again is answered from memory. Any committed write to the database, by
 * any process, makes every kept answer of it stale (db/data-changes.ts); `keepMs` bounds how long
 * one is kept anyway (what depends on the day, as `current_date`, moves on by itself). A result
 * read while a change came is not kept, lest it outlive the change. Results are frozen: shared.
 */
export async function readOnce(
  changes: DataChanges,
  keepMs: number,
  plan: ReadPlan,
  read: () => Promise<ReadResult>,
): Promise<ReadResult> {
  const counts = answerCounts(changes);
  if (!changes.heard || keepMs <= 0) {
    counts.database += 1;
    return read();
  }
  const answers = answersOf(changes);
  const kept = answers.get(plan);
  if (kept?.count === changes.count) {
    counts.memory += 1;
    return kept.result;
  }
  counts.database += 1;
  const count = changes.count;
  const result = deepFreeze(await read());
  if (count === changes.count && changes.heard) answers.set(plan, { count, result }, { ttl: keepMs });
  return result;
}
