import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { CLUB_STATUSES, FEDERATION_STATUSES, NF_CATEGORIES } from '@libero/shared/registry/bodies';
import { among, recordVersion, timestamps } from './columns';

/** How to reach a body (its seat). */
const contacts = {
  address: varchar('address', { length: 200 }),
  postalCode: varchar('postal_code', { length: 20 }),
  city: varchar('city', { length: 100 }),
  website: varchar('website', { length: 300 }),
  email: varchar('email', { length: 254 }),
  phone: varchar('phone', { length: 40 }),
};

export const confederations = pgTable('confederations', {
  no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
  /** The seat's country (ISO alpha-2). */
  countryCode: varchar('country_code', { length: 2 }),
  ...contacts,
  ...timestamps,
  ...recordVersion,
});

/** National federations, keyed for people by their three-letter federation code. */
export const federations = pgTable(
  'federations',
  {
    no: integer('no').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 3 }).notNull(),
    /** The name in English; French and Spanish beside it. */
    name: varchar('name', { length: 200 }).notNull(),
    nameFr: varchar('name_fr', { length: 200 }),
    nameEs: varchar('name_es', { length: 200 }),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    confederationNo: integer('confederation_no').references(() => confederations.no),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    /** Takes part in the empowerment (development) programme. */
    empowerment: boolean('empowerment').notNull().default(false),
    nfCategory: varchar('nf_category', { length: 1 }),
    foundedYear: integer('founded_year'),
    ...contacts,
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    uniqueIndex('federations_code_key').on(sql`upper(${t.code})`),
    index('federations_confederation_idx').on(t.confederationNo),
    check('federations_status_check', sql`${t.status} in (${among(FEDERATION_STATUSES)})`),
    check('federations_nf_category_check', sql`${t.nfCategory} in (${among(NF_CATEGORIES)})`),
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
    foundedYear: integer('founded_year'),
    /** The volley hall where the club plays its home matches. */
    venue: varchar('venue', { length: 200 }),
    colours: varchar('colours', { length: 100 }),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    ...contacts,
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('volley_clubs_federation_idx').on(t.federationNo),
    check('volley_clubs_status_check', sql`${t.status} in (${among(CLUB_STATUSES)})`),
  ],
);
