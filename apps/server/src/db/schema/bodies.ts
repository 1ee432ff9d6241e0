import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { recordVersion, timestamps } from './columns';

export const confederations = pgTable('confederations', {
  no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
  ...timestamps,
  ...recordVersion,
});

/** National federations, keyed for people by their three-letter federation code. */
export const federations = pgTable(
  'federations',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 3 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    confederationNo: integer('confederation_no').references(() => confederations.no),
    /** Takes part in the empowerment (development) programme. */
    empowerment: boolean('empowerment').notNull().default(false),
    website: varchar('website', { length: 300 }),
    email: varchar('email', { length: 254 }),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    uniqueIndex('federations_code_key').on(sql`upper(${t.code})`),
    index('federations_confederation_idx').on(t.confederationNo),
  ],
);

export const volleyClubs = pgTable(
  'volley_clubs',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    shortName: varchar('short_name', { length: 60 }),
    federationNo: integer('federation_no')
      .notNull()
      .references(() => federations.no),
    city: varchar('city', { length: 100 }),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [index('volley_clubs_federation_idx').on(t.federationNo)],
);
