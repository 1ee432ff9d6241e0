import { z } from 'zod';

/** Invoice / payment status (SPEC §4). The misspelt `PaymentInProgess` is the spec's own name. */
export const INVOICE_STATUS = {
  NeedsUpload: 0,
  InReview: 1,
  Paid: 2,
  PaymentInProgess: 3,
  Rejected: 4,
  Accepted: 5,
} as const;

export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  0: 'Needs Upload',
  1: 'In Review',
  2: 'Paid',
  3: 'Payment In Progress',
  4: 'Rejected',
  5: 'Accepted',
};

export const ZInvoiceStatus = z.literal(Object.values(INVOICE_STATUS));

/** Application status (SPEC §4), in workflow order. */
export const APPLICATION_STATUS = ['draft', 'submitted', 'review', 'approved', 'notApproved'] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUS)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  review: 'Review',
  approved: 'Approved',
  notApproved: 'Not Approved',
};

export const ZApplicationStatus = z.enum(APPLICATION_STATUS);

/** International transfer status, in workflow order (draft → … → active, then how it ended). */
export const TRANSFER_STATUS = [
  'draft',
  'inProgress',
  'awaitingFederations',
  'awaitingPayment',
  'paymentInReview',
  'approved',
  'active',
  'ended',
  'released',
  'cancelled',
  'rejected',
] as const;

export type TransferStatus = (typeof TRANSFER_STATUS)[number];

export const ZTransferStatus = z.enum(TRANSFER_STATUS);
