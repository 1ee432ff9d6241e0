import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { BANK_ACCOUNT_STATUSES } from '@libero/shared/bodies/bank-accounts';
import { federations } from './bodies';
import { among, recordVersion, timestamps } from './columns';
import { users } from './identity';

/**
 * Federations' payment details (`BankAccount`). A federation has at most one account waiting for
 * verification and one active; the proof (a bank letter or statement) is stored beside it.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity(),
    federationNo: integer('federation_no')
      .notNull()
      .references(() => federations.no),
    accountHolder: varchar('account_holder', { length: 140 }).notNull(),
    bankName: varchar('bank_name', { length: 140 }).notNull(),
    bankAddress: varchar('bank_address', { length: 300 }),
    iban: varchar('iban', { length: 34 }),
    accountNumber: varchar('account_number', { length: 34 }),
    bic: varchar('bic', { length: 11 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('submitted'),
    rejectReason: text('reject_reason'),
    proofFileName: varchar('proof_file_name', { length: 200 }),
    proofContentType: varchar('proof_content_type', { length: 100 }),
    proofSizeBytes: bigint('proof_size_bytes', { mode: 'number' }),
    proofStorageKey: varchar('proof_storage_key', { length: 200 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    submittedByUserNo: integer('submitted_by_user_no').references(() => users.no, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedByUserNo: integer('verified_by_user_no').references(() => users.no, { onDelete: 'set null' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('bank_accounts_federation_idx').on(t.federationNo),
    uniqueIndex('bank_accounts_one_pending')
      .on(t.federationNo)
      .where(sql`${t.status} = 'submitted'`),
    uniqueIndex('bank_accounts_one_active')
      .on(t.federationNo)
      .where(sql`${t.status} = 'active'`),
    check('bank_accounts_status_check', sql`${t.status} in (${among(BANK_ACCOUNT_STATUSES)})`),
    check('bank_accounts_number_check', sql`${t.iban} is not null or ${t.accountNumber} is not null`),
  ],
);
