import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  EDITABLE_BANK_ACCOUNT_STATUSES,
  ibanCountry,
  isAccountNumber,
  isBic,
  isCurrencyCode,
  isIban,
  normalizeBic,
  normalizeIban,
  type BankAccountStatus,
} from '@libero/shared/bodies/bank-accounts';
import { isAdmin } from '@libero/shared/auth/permissions';
import { BankAccount } from '@libero/shared/registry/bank-accounts';
import type { Db } from '../../db/connection';
import { bankAccounts } from '../../db/schema/bank-accounts';
import { federations } from '../../db/schema/bodies';
import { users } from '../../db/schema/identity';
import type { EntityBinding } from '../../gateway/binding';
import type { WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';
import { storedFileKeys } from '../documents';
import type { AuthUser } from '../../lib/request-auth';
import { bankAccountNews } from './bank-account-mails';

const invalid = (field: string): never => {
  throw new AppError('InvalidData', field);
};

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The account as stored, for a save that gives only some fields. */
async function storedAccount(db: Db, no: number) {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.no, no));
  if (!row) throw new AppError('NotFound', `BankAccount ${no}`);
  if (!EDITABLE_BANK_ACCOUNT_STATUSES.includes(row.status as BankAccountStatus))
    throw new AppError('BankAccountStepRefused', row.status);
  return row;
}

/** The account's number fields normalized and checked: an IBAN of the bank's country, or a national number. */
function numbersOf(
  values: WriteValues,
  stored: { iban: string | null; accountNumber: string | null; countryCode: string },
) {
  const iban = 'Iban' in values ? normalizeIban(textOf(values.Iban)) : (stored.iban ?? '');
  const accountNumber =
    'AccountNumber' in values ? textOf(values.AccountNumber).toUpperCase() : (stored.accountNumber ?? '');
  const country = 'CountryCode' in values ? textOf(values.CountryCode) : stored.countryCode;
  if (iban === '' && accountNumber === '') invalid('Iban');
  if (iban !== '' && !isIban(iban)) invalid('Iban');
  if (iban !== '' && ibanCountry(iban) !== country) invalid('CountryCode');
  if (accountNumber !== '' && !isAccountNumber(accountNumber)) invalid('AccountNumber');
  return { Iban: iban || null, AccountNumber: accountNumber || null };
}

const NEW_ACCOUNT = { iban: null, accountNumber: null, countryCode: '', federationNo: undefined };

/**
 * Checks the IBAN (checksum, and the bank's country), the BIC and the currency, and sends the
 * account (back) to the admins' verification: a saved account is `submitted` again, by its writer.
 */
async function prepareAccount(db: Db, values: WriteValues, no: number, viewer: AuthUser): Promise<WriteValues> {
  // Refused before anything is looked up: whether another federation has an account waiting is not theirs to learn.
  if (no === 0 && !isAdmin(viewer) && values.NoFederation !== viewer.typeNo)
    throw new AppError('AccessDenied', 'NoFederation');
  const stored = no === 0 ? NEW_ACCOUNT : await storedAccount(db, no);
  // An account belongs to its federation for good: another federation submits its own.
  if (no !== 0 && 'NoFederation' in values && values.NoFederation !== stored.federationNo) invalid('NoFederation');
  const next: WriteValues = { ...values, ...numbersOf(values, stored) };
  if ('Bic' in values) {
    next.Bic = normalizeBic(textOf(values.Bic));
    if (!isBic(String(next.Bic))) invalid('Bic');
  }
  if ('Currency' in values) {
    next.Currency = textOf(values.Currency).toUpperCase();
    if (!isCurrencyCode(String(next.Currency))) invalid('Currency');
  }
  return { ...next, Status: 'submitted', RejectReason: null, SubmittedByUserNo: viewer.no };
}

/** An account in use is the record of where money went: it is replaced, never deleted. */
function checkDeletable(before: { Status?: unknown }): Promise<void> {
  if (!EDITABLE_BANK_ACCOUNT_STATUSES.includes(before.Status as BankAccountStatus))
    throw new AppError('BankAccountStepRefused', String(before.Status));
  return Promise.resolve();
}

const userName = (column: AnyPgColumn) =>
  sql`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.no} = ${column})`;

export const bankAccountBinding: EntityBinding = {
  entity: BankAccount,
  from: sql`${bankAccounts} join ${federations} on ${federations.no} = ${bankAccounts.federationNo}`,
  columns: {
    No: sql`${bankAccounts.no}`,
    NoFederation: sql`${bankAccounts.federationNo}`,
    FederationCode: sql`${federations.code}`,
    FederationName: sql`${federations.name}`,
    AccountHolder: sql`${bankAccounts.accountHolder}`,
    BankName: sql`${bankAccounts.bankName}`,
    BankAddress: sql`${bankAccounts.bankAddress}`,
    Iban: sql`${bankAccounts.iban}`,
    AccountNumber: sql`${bankAccounts.accountNumber}`,
    Bic: sql`${bankAccounts.bic}`,
    Currency: sql`${bankAccounts.currency}`,
    CountryCode: sql`${bankAccounts.countryCode}`,
    Status: sql`${bankAccounts.status}`,
    RejectReason: sql`${bankAccounts.rejectReason}`,
    ProofFileName: sql`${bankAccounts.proofFileName}`,
    SubmittedAt: sql`${bankAccounts.submittedAt}`,
    SubmittedBy: userName(bankAccounts.submittedByUserNo),
    VerifiedAt: sql`${bankAccounts.verifiedAt}`,
    VerifiedBy: userName(bankAccounts.verifiedByUserNo),
    ReplacedAt: sql`${bankAccounts.replacedAt}`,
    Version: sql`${bankAccounts.version}`,
  },
  searchText: sql`${federations.code} || ' ' || ${bankAccounts.accountHolder} || ' ' || ${bankAccounts.bankName}`,
  federationField: 'NoFederation',
  // Payment details are real, whichever network a user works on; and the federation's users, whom
  // every change is mailed to, live there.
  productionOnly: true,
  write: {
    table: bankAccounts,
    storedFiles: storedFileKeys(bankAccounts.proofStorageKey, bankAccounts.no),
    no: bankAccounts.no,
    version: bankAccounts.version,
    columns: {
      NoFederation: bankAccounts.federationNo,
      AccountHolder: bankAccounts.accountHolder,
      BankName: bankAccounts.bankName,
      BankAddress: bankAccounts.bankAddress,
      Iban: bankAccounts.iban,
      AccountNumber: bankAccounts.accountNumber,
      Bic: bankAccounts.bic,
      Currency: bankAccounts.currency,
      CountryCode: bankAccounts.countryCode,
      Status: bankAccounts.status,
      RejectReason: bankAccounts.rejectReason,
      SubmittedByUserNo: bankAccounts.submittedByUserNo,
    },
    prepare: prepareAccount,
    // Each save submits the account (again): it is dated now.
    afterSave: async (db, no) => {
      await db.update(bankAccounts).set({ submittedAt: new Date() }).where(eq(bankAccounts.no, no));
    },
    afterDelete: (_db, before) => checkDeletable(before),
    announce: bankAccountNews,
  },
};
