import { z } from 'zod';
import { ZCurrency, type Currency, type TFeeTable } from '@libero/shared/transfers/transfer-api';
import { CURRENCY_DEFAULTS } from '../../../lib/forms/form-defaults';
import { amountText, readAmount } from './amounts';
import type { TFeeTableAnswer } from './transfer-settings-api';

/** A body that handles transfers: the world federation (no confederation) or a confederation. */
export type HandlingBody = {
  confederationNo: number | null;
  /** `CEV — European Volleyball Confederation`; empty for the world federation, which the page names. */
  name: string;
};

/** A confederation as the gateway lists it. */
export type ConfederationRow = { no: number; code: string | null; name: string | null };

/** The currency a body without a fee table starts with. */
export const DEFAULT_CURRENCY: Currency = CURRENCY_DEFAULTS.currency;

/**
 * The bodies of the table, in order: the world federation, each confederation (by code), then any
 * body the fee table names that the list lacks, so that a save never drops its fee unseen.
 */
export function handlingBodies(
  confederations: readonly ConfederationRow[],
  fees: TFeeTableAnswer['fees'],
): HandlingBody[] {
  const listed = confederations.map((row) => ({
    confederationNo: row.no,
    name: [row.code, row.name].filter(Boolean).join(' — ') || String(row.no),
  }));
  const known = new Set(listed.map((body) => body.confederationNo));
  const others = fees
    .filter((fee) => fee.confederationNo !== null && !known.has(fee.confederationNo))
    .map((fee) => ({ confederationNo: fee.confederationNo, name: fee.handlerName }));
  return [{ confederationNo: null, name: '' }, ...listed, ...others];
}

/** Each body's row as typed: the amount in major units (`1500.50`), empty for no fee table. */
export type FeeFormRow = { confederationNo: number | null; currency: Currency; amount: string };
export type FeeFormValues = { fees: FeeFormRow[] };

const ZFeeFormRow = z
  .object({ confederationNo: z.number().nullable(), currency: ZCurrency, amount: z.string() })
  .superRefine((row, ctx) => {
    if (row.amount.trim() === '') return;
    const read = readAmount(row.amount, row.currency);
    // The message is a key of `transfer-settings:fees.errors`.
    if ('problem' in read) ctx.addIssue({ code: 'custom', path: ['amount'], message: read.problem });
  });

/** The amounts' rules, checked as the administrator types: above zero, at most the currency's decimals. */
export const FEE_FORM_SCHEMA = z.object({ fees: z.array(ZFeeFormRow) });

/** The form's rows for these bodies, from the fee table read. */
export function feeFormValues(bodies: readonly HandlingBody[], answer: TFeeTableAnswer): FeeFormValues {
  return {
    fees: bodies.map(({ confederationNo }) => {
      const fee = answer.fees.find((row) => row.confederationNo === confederationNo);
      return fee
        ? { confederationNo, currency: fee.currency, amount: amountText(fee.amountMinor, fee.currency) }
        : { confederationNo, currency: DEFAULT_CURRENCY, amount: '' };
    }),
  };
}

/** The whole table the API wants: a row per body with an amount, in minor units. */
export function feeTableOf(values: FeeFormValues): TFeeTable {
  return {
    fees: values.fees.flatMap(({ confederationNo, currency, amount }) => {
      if (amount.trim() === '') return [];
      const read = readAmount(amount, currency);
      return 'minor' in read ? [{ confederationNo, currency, amountMinor: read.minor }] : [];
    }),
  };
}
