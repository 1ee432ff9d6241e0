import { index, integer, jsonb, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import type { DuplicateReason } from '@libero/shared/duplicates/duplicate-score';
import { persons } from './people';

/** Two persons, the lower number first; gone with either of them. */
const pairOf = () => ({
  aNo: integer('a_no')
    .notNull()
    .references(() => persons.no, { onDelete: 'cascade' }),
  bNo: integer('b_no')
    .notNull()
    .references(() => persons.no, { onDelete: 'cascade' }),
});

/**
 * Pairs of persons likely to be one (issue #40), as the finder last scored them: `a_no` is the
 * lower number. Found again for the persons changed since the last search.
 */
export const personDuplicates = pgTable(
  'person_duplicates',
  {
    ...pairOf(),
    score: smallint('score').notNull(),
    reasons: jsonb('reasons').$type<DuplicateReason[]>().notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.aNo, t.bNo] }), index('person_duplicates_b_idx').on(t.bNo)],
);

/** Pairs someone said are two persons: never listed again. */
export const personDuplicateDismissals = pgTable(
  'person_duplicate_dismissals',
  {
    ...pairOf(),
    dismissedByUserNo: integer('dismissed_by_user_no').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.aNo, t.bNo] })],
);
