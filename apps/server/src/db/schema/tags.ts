import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Free labels on records (`player:123`, `archived`), matched by the tag filters of the VIS
 * protocol. `subject` names the table the record lives in (`persons`, `federations`…), so every
 * entity read from one table (a person as Player or as Coach) shares its tags. Tags are stored
 * lower-case: matching ignores case, as the public service's full-text index did.
 */
export const recordTags = pgTable(
  'record_tags',
  {
    subject: varchar('subject', { length: 40 }).notNull(),
    recordNo: integer('record_no').notNull(),
    tag: varchar('tag', { length: 100 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.recordNo, t.tag] }),
    index('record_tags_tag_idx').on(t.subject, t.tag, t.recordNo),
  ],
);
