import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { federations } from './bodies';
import { recordVersion, timestamps } from './columns';
import { users } from './identity';
import { persons } from './people';

/**
 * Licensed players' agents (`PlayersAgent`): a person of the registry, licensed by a federation
 * until a date. Whether the licence is active is computed when read (suspended, expired, active).
 */
export const playerAgents = pgTable(
  'player_agents',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    personNo: integer('person_no')
      .notNull()
      .unique('player_agents_person_key')
      .references(() => persons.no),
    licenceNumber: varchar('licence_number', { length: 30 }).notNull().unique('player_agents_licence_number_key'),
    federationNo: integer('federation_no')
      .notNull()
      .references(() => federations.no),
    licenceIssuedOn: date('licence_issued_on').notNull(),
    licenceValidUntil: date('licence_valid_until').notNull(),
    suspended: boolean('suspended').notNull().default(false),
    suspensionReason: varchar('suspension_reason', { length: 500 }),
    /** ISO 639-1 codes, space-separated. */
    languages: varchar('languages', { length: 60 }),
    agency: varchar('agency', { length: 140 }),
    email: varchar('email', { length: 200 }),
    phone: varchar('phone', { length: 30 }),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('player_agents_federation_idx').on(t.federationNo),
    check('player_agents_validity_check', sql`${t.licenceIssuedOn} <= ${t.licenceValidUntil}`),
  ],
);

/**
 * An agent's representation of a player (`AgentRepresentation`), from a date until one or on. A
 * player has one agent on any day: checked on save under a lock per player. The signed contract
 * is stored beside it.
 */
export const agentRepresentations = pgTable(
  'agent_representations',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    agentNo: integer('agent_no')
      .notNull()
      .references(() => playerAgents.no),
    playerNo: integer('player_no')
      .notNull()
      .references(() => persons.no),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    documentFileName: varchar('document_file_name', { length: 200 }),
    documentContentType: varchar('document_content_type', { length: 100 }),
    documentSizeBytes: bigint('document_size_bytes', { mode: 'number' }),
    documentStorageKey: varchar('document_storage_key', { length: 200 }),
    createdByUserNo: integer('created_by_user_no').references(() => users.no, { onDelete: 'set null' }),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('agent_representations_agent_idx').on(t.agentNo),
    index('agent_representations_player_idx').on(t.playerNo),
    check('agent_representations_dates_check', sql`${t.endDate} is null or ${t.startDate} <= ${t.endDate}`),
  ],
);
