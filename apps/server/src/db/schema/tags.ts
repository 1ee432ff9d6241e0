import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { recordVersion, timestamps } from './columns';

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

/**
 * The press's vocabulary (`Tag`): every tag an article or press release carries has its row here,
 * made when a writer first uses it, kept (described, renamed, removed) by the press officers.
 */
export const tags = pgTable('tags', {
  no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique('tags_name_unique'),
  description: varchar('description', { length: 500 }),
  ...timestamps,
  ...recordVersion,
});
