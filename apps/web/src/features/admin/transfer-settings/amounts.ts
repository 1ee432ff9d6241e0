import type { Currency } from '@libero/shared/transfers/transfer-api';

/**
 * Amounts of money: the API counts in the currency's minor units (cents), people read and type
 * major units (`1500.50`), with `.` as the decimal delimiter as every number field of the app.
 */

/** The largest amount the API takes, in minor units (`ZMinor`). */
export const MAX_AMOUNT_MINOR = 10_000_000_000;

/** How many digits the currency has after the delimiter (2 for CHF, EUR and USD). */
export function minorDigits(currency: Currency): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** `150050` CHF → `1500.50`: what the amount field shows. */
export function amountText(amountMinor: number, currency: Currency): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(amountMinor);
  const factor = 10 ** digits;
  const fraction = String(amountMinor % factor).padStart(digits, '0');
  return `${Math.trunc(amountMinor / factor)}.${fraction}`;
}

/** What is wrong with a typed amount: a key of `transfer-settings:fees.errors`. */
export type AmountProblem = 'format' | 'decimals' | 'positive' | 'tooLarge';

/** The typed amount, read: its minor units, or what is wrong with it. */
export type ReadAmount = { minor: number } | { problem: AmountProblem };

const AMOUNT = /^\d+(\.\d*)?$|^\.\d+$/;

/**
 * `1500.5` CHF → 150050 minor units, exactly (digits are moved, never multiplied as floats).
 * Only digits and one `.`; at most the currency's decimals; above zero; at most `MAX_AMOUNT_MINOR`.
 */
export function readAmount(text: string, currency: Currency): ReadAmount {
  const typed = text.trim();
  if (!AMOUNT.test(typed)) return { problem: 'format' };
  const [whole = '', fraction = ''] = typed.split('.');
  const digits = minorDigits(currency);
  if (fraction.length > digits) return { problem: 'decimals' };
  // Leading zeros add nothing; a whole part too long for a safe integer is too large anyway.
  const wholeDigits = whole.replace(/^0+/, '');
  if (wholeDigits.length > 15) return { problem: 'tooLarge' };
  const minor = Number(wholeDigits || '0') * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (minor <= 0) return { problem: 'positive' };
  if (minor > MAX_AMOUNT_MINOR) return { problem: 'tooLarge' };
  return { minor };
}

/** An amount in minor units as the interface language writes it: `CHF 1,500.50`, `1 500,50 CHF`. */
export function formatMoney(amountMinor: number, currency: Currency, language: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amountMinor / 10 ** digits);
}
