import type { z } from 'zod';
import { ZInvoiceUpdate, ZReportInput } from '@libero/shared/empowerment/empowerment-api';
import type { UploadForm } from '../documents';
import { validate } from '../../lib/validate';

/**
 * The multipart forms of projects: an invoice's fields with its document, a report's with its
 * optional file. Form fields are text: an empty date is none, a number is its digits.
 */
const INVOICE_FIELDS = ['version', 'description', 'reference', 'issuedOn', 'amountMinor'] as const;
const REPORT_FIELDS = ['kind', 'title', 'periodStart', 'periodEnd', 'body'] as const;

type Fields<F extends string> = Partial<Record<F, string>>;

const dayOrNull = (value: string | undefined) => (value === '' ? null : value);
/** Digits as their number; anything else as given, for the schema to refuse. */
const integerOf = (value: string | undefined) =>
  value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : value;

export function invoiceUploadOf(fields: Fields<(typeof INVOICE_FIELDS)[number]>): z.output<typeof ZInvoiceUpdate> {
  return validate(ZInvoiceUpdate, {
    version: fields.version,
    description: fields.description,
    reference: fields.reference ?? '',
    issuedOn: dayOrNull(fields.issuedOn ?? ''),
    amountMinor: integerOf(fields.amountMinor),
  });
}

export type ReportFields = Fields<(typeof REPORT_FIELDS)[number]>;

export function reportOf(fields: ReportFields): z.output<typeof ZReportInput> {
  return validate(ZReportInput, {
    kind: fields.kind,
    title: fields.title,
    periodStart: dayOrNull(fields.periodStart ?? ''),
    periodEnd: dayOrNull(fields.periodEnd ?? ''),
    body: fields.body,
  });
}

/** A description of 200 characters may take 800 bytes. */
export const INVOICE_FORM: Omit<UploadForm<(typeof INVOICE_FIELDS)[number]>, 'check'> = {
  fields: INVOICE_FIELDS,
  limits: { fields: INVOICE_FIELDS.length, fieldSize: 1_000 },
};

/** A body of 20,000 characters may take 80,000 bytes; a longer one is cut past that and then refused. */
export const REPORT_FORM: Omit<UploadForm<(typeof REPORT_FIELDS)[number]>, 'check'> = {
  fields: REPORT_FIELDS,
  limits: { fields: REPORT_FIELDS.length, fieldSize: 100_000 },
};
