import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';
import { federations } from './bodies';
import { recordVersion, timestamps } from './columns';

/** A person; `no` is the federation number ({product} number): assigned here, never reused. */
export const persons = pgTable(
  'persons',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    /** 0 = men, 1 = women, as the VIS protocol codes it. */
    gender: smallint('gender').notNull(),
    birthDate: date('birth_date'),
    birthPlace: varchar('birth_place', { length: 100 }),
    nationality: varchar('nationality', { length: 2 }),
    passportNo: varchar('passport_no', { length: 30 }),
    passportValidUntil: date('passport_valid_until'),
    federationNo: integer('federation_no').references(() => federations.no),
    /** Micrometres, as the VIS protocol counts (1890000 = 1.89 m). */
    height: integer('height'),
    /** Milligrams (93000000 = 93 kg). */
    weight: integer('weight'),
    playsBeach: boolean('plays_beach').notNull().default(false),
    playsVolley: boolean('plays_volley').notNull().default(false),
    activeBeach: boolean('active_beach').notNull().default(false),
    activeVolley: boolean('active_volley').notNull().default(false),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('persons_federation_idx').on(t.federationNo),
    index('persons_last_name_idx').on(t.lastName, t.firstName),
    check('persons_gender_check', sql`${t.gender} in (0, 1)`),
  ],
);

export const PERSON_ROLES = ['player', 'coach', 'referee', 'official', 'medical', 'media', 'agent'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

/** The roles a person holds; one person can hold several. */
export const personRoles = pgTable(
  'person_roles',
  {
    personNo: integer('person_no')
      .notNull()
      .references(() => persons.no, { onDelete: 'cascade' }),
    role: varchar('role', { length: 20 }).$type<PersonRole>().notNull(),
    /** The disciplines the person is active in with this role (a coach of beach teams…). */
    activeVolley: boolean('active_volley').notNull().default(false),
    activeBeach: boolean('active_beach').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.personNo, t.role] }), index('person_roles_role_idx').on(t.role)],
);
