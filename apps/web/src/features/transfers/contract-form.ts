import { z } from 'zod';
import { isCertificateSpan } from '@libero/shared/transfers/seasons';
import { isIsoDate } from '../../lib/dates/date-picker';
import { apiErrorOf } from '../../lib/http';
import { i18n } from '../../lib/i18n';

/** The contract as a form holds it: seasons as the selects' strings, days as ISO dates (`''`: none). */
export type ContractValues = {
  firstSeason: string;
  lastSeason: string;
  contractStart: string;
  contractEnd: string;
};

const day = z.string().refine((value) => value === '' || isIsoDate(value));

/** A record chosen in a select (`''`: none). */
export const recordChoice = z.string().regex(/^(\d+)?$/);
/** A record that must be chosen (the receiving club: it signs first). */
export const requiredChoice = z.string().min(1).regex(/^\d+$/);

export const contractShape = {
  firstSeason: z
    .string()
    .min(1)
    .regex(/^\d{4}$/),
  lastSeason: z
    .string()
    .min(1)
    .regex(/^\d{4}$/),
  contractStart: day,
  contractEnd: day,
};

/**
 * The contract's rules as the server has them: one to five consecutive seasons, and a contract
 * that does not end before it starts. Messages are worded when checked (and again on a language change).
 */
export function checkContract(values: ContractValues, context: z.RefinementCtx): void {
  const first = Number(values.firstSeason);
  const last = Number(values.lastSeason);
  if (values.firstSeason && values.lastSeason && !isCertificateSpan(first, last)) {
    context.addIssue({ code: 'custom', path: ['lastSeason'], message: i18n.t('transfers:form.errors.seasons') });
  }
  if (values.contractStart && values.contractEnd && values.contractEnd < values.contractStart) {
    context.addIssue({ code: 'custom', path: ['contractEnd'], message: i18n.t('transfers:form.errors.dateOrder') });
  }
}

/** What the API wants of the contract's values. */
export function contractOf(values: ContractValues) {
  return {
    firstSeason: Number(values.firstSeason),
    lastSeason: Number(values.lastSeason),
    contractStart: values.contractStart || null,
    contractEnd: values.contractEnd || null,
  };
}

/** A record number chosen, or null for none. */
export const chosenNo = (value: string): number | null => (value === '' ? null : Number(value));

/** The form field a server refusal (`InvalidData`, its `detail`) is about, when the form has it. */
export function refusedField<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | undefined {
  const refused = apiErrorOf(error);
  const field = fields.find((name) => name === refused?.detail);
  return refused && refused.code === 'InvalidData' && field ? { field, message: refused.message } : undefined;
}
