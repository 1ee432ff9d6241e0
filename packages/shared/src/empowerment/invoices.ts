import { INVOICE_STATUS, type InvoiceStatus } from '../statuses/statuses';
import type { ApplicationRole } from './applications';

/**
 * A project's invoices (SPEC §4 statuses). The programme expects an invoice for each budget line
 * (Needs Upload); the federation fills it in and uploads the document, which sends it In Review
 * and ends its editing (SPEC §6); a reviewer accepts or rejects it, then pays it.
 */
export const INVOICE_STEPS = ['upload', 'accept', 'reject', 'reopen', 'startPayment', 'markPaid'] as const;
export type InvoiceStep = (typeof INVOICE_STEPS)[number];

const { NeedsUpload, InReview, Paid, PaymentInProgess, Rejected, Accepted } = INVOICE_STATUS;

/** The allowed transitions, each by its role. */
export const INVOICE_TRANSITIONS: Readonly<
  Record<InvoiceStep, { from: readonly InvoiceStatus[]; to: InvoiceStatus; by: readonly ApplicationRole[] }>
> = {
  upload: { from: [NeedsUpload], to: InReview, by: ['federation'] },
  accept: { from: [InReview], to: Accepted, by: ['reviewer'] },
  reject: { from: [InReview], to: Rejected, by: ['reviewer'] },
  /** A rejected invoice goes back to its federation to be corrected and uploaded again. */
  reopen: { from: [Rejected], to: NeedsUpload, by: ['federation', 'reviewer'] },
  startPayment: { from: [Accepted], to: PaymentInProgess, by: ['reviewer'] },
  markPaid: { from: [PaymentInProgess], to: Paid, by: ['reviewer'] },
};

export const REASONED_INVOICE_STEPS: ReadonlySet<InvoiceStep> = new Set(['reject']);

export function invoiceStepsFor(status: InvoiceStatus, roles: ReadonlySet<ApplicationRole>): InvoiceStep[] {
  return INVOICE_STEPS.filter((step) => {
    const transition = INVOICE_TRANSITIONS[step];
    return transition.from.includes(status) && transition.by.some((role) => roles.has(role));
  });
}
