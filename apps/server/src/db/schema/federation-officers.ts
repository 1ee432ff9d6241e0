import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { federations } from './bodies';
import { among } from './columns';
import { persons } from './people';

export const FEDERATION_OFFICES = ['president', 'secretaryGeneral'] as const;
export type FederationOffice = (typeof FEDERATION_OFFICES)[number];

/**
 * Who holds a federation's offices: one person per office. A table of its own because a
 * federation's people point to the federation, and its officers to people.
 */
export const federationOfficers = pgTable(
  'federation_officers',
  {
    federationNo: integer('federation_no')
      .notNull()
      .references(() => federations.no, { onDelete: 'cascade' }),
    office: varchar('office', { length: 20 }).notNull(),
    personNo: integer('person_no')
      .notNull()
      .references(() => persons.no, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.federationNo, t.office] }),
    index('federation_officers_person_idx').on(t.personNo),
    check('federation_officers_office_check', sql`${t.office} in (${among(FEDERATION_OFFICES)})`),
  ],
);
