import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { TRANSFER_STATUS, type TransferStatus } from '@libero/shared/statuses/statuses';
import { federations, volleyClubs } from './bodies';
import { recordVersion, timestamps } from './columns';
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
    firstSeason: smallint('first_season').notNull(),
    lastSeason: smallint('last_season').notNull(),
    status: varchar('status', { length: 20 }).$type<TransferStatus>().notNull().default('draft'),
    /** International Transfer Certificate number, issued on approval. */
    itcNumber: varchar('itc_number', { length: 30 }),
    contractStart: date('contract_start'),
    contractEnd: date('contract_end'),
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
    check('volley_transfers_seasons_check', sql`${t.firstSeason} <= ${t.lastSeason} and ${t.lastSeason} - ${t.firstSeason} < 5`),
    check('volley_transfers_federations_check', sql`${t.fromFederationNo} <> ${t.toFederationNo}`),
  ],
);
