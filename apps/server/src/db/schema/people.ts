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
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { federations, volleyClubs } from './bodies';
import { documentNo, recordVersion, timestamps } from './columns';

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
    /** A player's federation of origin when a legal case set it; else it is `federation_no` (issue #22). */
    originFederationNo: integer('origin_federation_no').references(() => federations.no),
    email: varchar('email', { length: 254 }),
    maritalStatus: varchar('marital_status', { length: 20 }),
    address: varchar('address', { length: 200 }),
    /** ISO 3166 alpha-2 of the address. */
    country: varchar('country', { length: 2 }),
    postalCode: varchar('postal_code', { length: 20 }),
    city: varchar('city', { length: 100 }),
    region: varchar('region', { length: 100 }),
    closestAirports: varchar('closest_airports', { length: 200 }),
    bloodGroup: varchar('blood_group', { length: 2 }),
    rhesus: varchar('rhesus', { length: 1 }),
    /** Micrometres, as the VIS protocol counts (1890000 = 1.89 m); every length below too. */
    height: integer('height'),
    /** Milligrams (93000000 = 93 kg). */
    weight: integer('weight'),
    neckGirth: integer('neck_girth'),
    bustGirth: integer('bust_girth'),
    waistGirth: integer('waist_girth'),
    hipGirth: integer('hip_girth'),
    shoulderLength: integer('shoulder_length'),
    armLength: integer('arm_length'),
    armGirth: integer('arm_girth'),
    trouserLength: integer('trouser_length'),
    inseam: integer('inseam'),
    thighGirth: integer('thigh_girth'),
    footLength: integer('foot_length'),
    /** A player's position (`setter`, `libero`… indoor; `blocker`, `defender` on the beach). */
    position: varchar('position', { length: 20 }),
    spikeReach: integer('spike_reach'),
    blockReach: integer('block_reach'),
    clubNo: integer('club_no').references(() => volleyClubs.no),
    playsBeach: boolean('plays_beach').notNull().default(false),
    playsVolley: boolean('plays_volley').notNull().default(false),
    activeBeach: boolean('active_beach').notNull().default(false),
    activeVolley: boolean('active_volley').notNull().default(false),
    /**
     * The name as a search compares it (search_normalize, migration 0002), kept with the row: a
     * search reads it rather than normalizing every name it looks at. Its trigram index, and the
     * index of a federation's persons by name that covers a list of them, are made in migration 0025.
     */
    searchName: text('search_name').generatedAlwaysAs(sql`search_normalize(first_name || ' ' || last_name)`),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('persons_last_name_idx').on(t.lastName, t.firstName),
    check('persons_gender_check', sql`${t.gender} in (0, 1)`),
    check('persons_blood_group_check', sql`${t.bloodGroup} in ('A', 'B', 'AB', 'O')`),
    check('persons_rhesus_check', sql`${t.rhesus} in ('+', '-')`),
    index('persons_club_idx').on(t.clubNo),
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
    /** A referee's grade (`international`, `continental`, `national`, `candidate`). */
    level: varchar('level', { length: 20 }),
    /** A media person's organisation (`media_organizations`; checked by the gateway, no foreign key to keep the schema files one-way). */
    mediaOrganizationNo: integer('media_organization_no'),
    /** A media person's position in it (editor, reporter…). */
    mediaPosition: varchar('media_position', { length: 100 }),
  },
  (t) => [primaryKey({ columns: [t.personNo, t.role] }), index('person_roles_role_idx').on(t.role)],
);

/** Ways to reach a person; one of each kind may be preferred. */
export const personContacts = pgTable(
  'person_contacts',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    personNo: integer('person_no')
      .notNull()
      .references(() => persons.no, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    value: varchar('value', { length: 200 }).notNull(),
    label: varchar('label', { length: 100 }),
    preferred: boolean('preferred').notNull().default(false),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [index('person_contacts_person_idx').on(t.personNo)],
);

/** Files kept about a person (passport scan, photo…); the bytes live in the document storage. */
export const personDocuments = pgTable(
  'person_documents',
  {
    ...documentNo,
    personNo: integer('person_no')
      .notNull()
      .references(() => persons.no, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    uploadedBy: integer('uploaded_by'),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [index('person_documents_person_idx').on(t.personNo, t.kind)],
);
