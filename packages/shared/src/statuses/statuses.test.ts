import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS,
  APPLICATION_STATUS_LABELS,
  INVOICE_STATUS,
  INVOICE_STATUS_LABELS,
  ZApplicationStatus,
  ZInvoiceStatus,
} from './statuses';

describe('invoice status', () => {
  it('numbers and labels the six statuses', () => {
    expect(INVOICE_STATUS).toEqual({
      NeedsUpload: 0,
      InReview: 1,
      Paid: 2,
      PaymentInProgess: 3,
      Rejected: 4,
      Accepted: 5,
    });
    expect(INVOICE_STATUS_LABELS[INVOICE_STATUS.NeedsUpload]).toBe('Needs Upload');
    expect(INVOICE_STATUS_LABELS[INVOICE_STATUS.PaymentInProgess]).toBe('Payment In Progress');
  });

  it('accepts only known statuses', () => {
    expect(ZInvoiceStatus.parse(5)).toBe(5);
    expect(ZInvoiceStatus.safeParse(6).success).toBe(false);
    expect(ZInvoiceStatus.safeParse('0').success).toBe(false);
  });
});

describe('application status', () => {
  it('lists and labels the five statuses', () => {
    expect(APPLICATION_STATUS).toEqual(['draft', 'submitted', 'review', 'approved', 'notApproved']);
    expect(APPLICATION_STATUS.map((s) => APPLICATION_STATUS_LABELS[s])).toEqual([
      'Draft',
      'Submitted',
      'Review',
      'Approved',
      'Not Approved',
    ]);
  });

  it('accepts only known statuses', () => {
    expect(ZApplicationStatus.parse('notApproved')).toBe('notApproved');
    expect(ZApplicationStatus.safeParse('rejected').success).toBe(false);
  });
});
