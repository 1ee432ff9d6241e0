import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { TRANSFER_STATUS, type TransferStatus } from '@libero/shared/statuses/statuses';
import type { TransferParty } from '@libero/shared/transfers/signature-ladder';
import type { Currency } from '@libero/shared/transfers/transfer-api';
import { playerAgents } from './agents';
import { confederations, federations, volleyClubs } from './bodies';
import { documentNo, recordVersion, timestamps } from './columns';
import { persons } from './people';

/**
 * An international transfer (VIS VolleyTransfer): a player moving from a club of one national
 * federation to a club of another, for the seasons from `firstSeason` (the year the season starts)
 * to `lastSeason`.
 */
export const volleyTransfers = pgTable(
  'volley_transfers',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    playerNo: integer('player_no')
      .notNull()
      .references(() => persons.no),
    fromFederationNo: integer('from_federation_no')
      .notNull()
      .references(() => federations.no),
    fromClubNo: integer('from_club_no').references(() => volleyClubs.no),
    toFederationNo: integer('to_federation_no')
      .notNull()
      .references(() => federations.no),
    toClubNo: integer('to_club_no').references(() => volleyClubs.no),
    /** The player's agent when the transfer was started, where one was on record. */
    agentNo: integer('agent_no').references(() => playerAgents.no),
    firstSeason: smallint('first_season').notNull(),
    lastSeason: smallint('last_season').notNull(),
    status: varchar('status', { length: 20 }).$type<TransferStatus>().notNull().default('draft'),
    /** International Transfer Certificate number, issued on approval. */
    itcNumber: varchar('itc_number', { length: 30 }),
    contractStart: date('contract_start'),
    contractEnd: date('contract_end'),
    /** The confederation that handles it (both federations are its members); null: the world federation. */
    handlingConfederationNo: integer('handling_confederation_no').references(() => confederations.no),
    /** When the receiving side sent it to the parties (null: a draft). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** No fee is due. */
    exempt: boolean('exempt').notNull().default(false),
    /** The fee due, copied from the fee table when the transfer was started or modified. */
    feeMinor: bigint('fee_minor', { mode: 'number' }),
    feeCurrency: varchar('fee_currency', { length: 3 }).$type<Currency>(),
    /** The parties whose signature is awaited now (kept with every change, for the "who must act" filter). */
    awaitingParties: text('awaiting_parties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Why it was rejected, cancelled or released. */
    closingReason: varchar('closing_reason', { length: 500 }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** An admin let it through a closed transfer window, and why. */
    windowExceptionReason: varchar('window_exception_reason', { length: 500 }),
    windowExceptionByUserNo: integer('window_exception_by_user_no'),
    windowExceptionAt: timestamp('window_exception_at', { withTimezone: true }),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('volley_transfers_player_idx').on(t.playerNo),
    index('volley_transfers_from_federation_idx').on(t.fromFederationNo),
    index('volley_transfers_to_federation_idx').on(t.toFederationNo),
    index('volley_transfers_from_club_idx').on(t.fromClubNo),
    index('volley_transfers_to_club_idx').on(t.toClubNo),
    uniqueIndex('volley_transfers_itc_idx').on(t.itcNumber),
    check('volley_transfers_status_check', sql.raw(`status in (${TRANSFER_STATUS.map((s) => `'${s}'`).join(', ')})`)),
    check(
      'volley_transfers_seasons_check',
      sql`${t.firstSeason} <= ${t.lastSeason} and ${t.lastSeason} - ${t.firstSeason} < 5`,
    ),
    check('volley_transfers_federations_check', sql`${t.fromFederationNo} <> ${t.toFederationNo}`),
  ],
);

/** ITC numbers: `ITC-{season}-{serial}`; the serials start above the demo data's. */
export const itcSerial = pgSequence('itc_serial', { startWith: 10001 });

/**
 * One party's signature on a transfer. Users live in the production database, so the signer's
 * name is kept as it was when they signed.
 */
export const transferSignatures = pgTable(
  'transfer_signatures',
  {
    transferNo: integer('transfer_no')
      .notNull()
      .references(() => volleyTransfers.no, { onDelete: 'cascade' }),
    party: varchar('party', { length: 20 }).$type<TransferParty>().notNull(),
    signedByUserNo: integer('signed_by_user_no'),
    signedByName: varchar('signed_by_name', { length: 200 }).notNull(),
    /** Set when someone else signed for the party (an admin on behalf of a club…). */
    onBehalfOf: varchar('on_behalf_of', { length: 200 }),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.transferNo, t.party] })],
);

/** Files of a transfer: contracts, payment proofs, the certificate; the bytes live in the document storage. */
export const transferDocuments = pgTable(
  'transfer_documents',
  {
    ...documentNo,
    transferNo: integer('transfer_no')
      .notNull()
      .references(() => volleyTransfers.no, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    uploadedByUserNo: integer('uploaded_by_user_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...recordVersion,
  },
  (t) => [index('transfer_documents_transfer_idx').on(t.transferNo, t.kind)],
);

/** A payment of the transfer fee, with its proof. */
export const transferPayments = pgTable(
  'transfer_payments',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    transferNo: integer('transfer_no')
      .notNull()
      .references(() => volleyTransfers.no, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    paidOn: date('paid_on').notNull(),
    reference: varchar('reference', { length: 300 }).notNull(),
    proofDocumentNo: integer('proof_document_no').references(() => transferDocuments.no, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    recordedByUserNo: integer('recorded_by_user_no'),
    recordedByName: varchar('recorded_by_name', { length: 200 }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transfer_payments_transfer_idx').on(t.transferNo),
    check('transfer_payments_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/** The fee of each handling body (a row with no confederation: the world federation's). Admins edit it. */
export const transferFees = pgTable(
  'transfer_fees',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    confederationNo: integer('confederation_no').references(() => confederations.no, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transfer_fees_handler_key').on(sql`coalesce(${t.confederationNo}, 0)`),
    check('transfer_fees_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/** A season's transfer window, when admins set one (else the default of transfer-windows.ts). */
export const transferWindows = pgTable(
  'transfer_windows',
  {
    season: smallint('season').primaryKey(),
    opensOn: date('opens_on').notNull(),
    closesOn: date('closes_on').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('transfer_windows_order_check', sql`${t.opensOn} <= ${t.closesOn}`)],
);
