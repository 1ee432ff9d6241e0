import { electronicFormatIBAN, extractIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

/**
 * A federation's payment details (`BankAccount`, issue #25). A federation submits an account; an
 * admin checks its proof and verifies it, which makes it the federation's active account and the
 * one it had before `replaced`; or rejects it with a reason, and the federation corrects and
 * submits it again. Money paid to the federation goes to its active account.
 */
export const BANK_ACCOUNT_STATUSES = ['submitted', 'active', 'rejected', 'replaced'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

/** A federation's details may change while an admin has not verified them. */
export const EDITABLE_BANK_ACCOUNT_STATUSES: readonly BankAccountStatus[] = ['submitted', 'rejected'];

/** `de89 3704 0044…` → `DE89370400440532013000`. */
export const normalizeIban = (value: string): string => electronicFormatIBAN(value) ?? '';

/** `CH9300762011623852957` → `CH93 0076 2011 6238 5295 7`, as people read and copy it. */
export const formatIban = (value: string): string => friendlyFormatIBAN(value) ?? value;

/** An IBAN whose length, country format and check digits (ISO 13616, mod 97) hold. */
export const isIban = (value: string): boolean => isValidIBAN(normalizeIban(value));

/** The country (ISO alpha-2) an IBAN belongs to. */
export const ibanCountry = (value: string): string | undefined => extractIBAN(normalizeIban(value)).countryCode;

/** A national account number (where there is no IBAN): digits, letters, spaces and dashes, as banks print them. */
export const isAccountNumber = (value: string): boolean => /^[A-Z0-9][A-Z0-9 -]{3,33}$/.test(value.toUpperCase());

export const normalizeBic = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** A SWIFT/BIC (ISO 9362): bank, country, location and optional branch, 8 or 11 characters. */
export const isBic = (value: string): boolean => isValidBIC(normalizeBic(value));

/** An ISO 4217 currency the runtime knows (`EUR`, `CHF`, `XOF`…). */
export const isCurrencyCode = (value: string): boolean =>
  /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf('currency').includes(value);

/** The account's number as mails and lists show it: only its last four characters. */
export function maskedAccount(iban: string | null, accountNumber: string | null): string {
  const number = (iban ?? accountNumber ?? '').replace(/\s+/g, '');
  return number.length <= 4 ? number : `•••• ${number.slice(-4)}`;
}

/** `POST /api/bank-accounts/{no}/verify` and `/reject`: the version read; a rejection says why. */
export const ZBankAccountStep = z.object({
  version: z.number().int(),
  reason: z.string().trim().max(1000).default(''),
});
export type BankAccountStep = 'verify' | 'reject';
