import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApplicationRole } from '@libero/shared/empowerment/applications';
import type { ZInvoiceUpdate, ZStepInput } from '@libero/shared/empowerment/empowerment-api';
import { INVOICE_TRANSITIONS, REASONED_INVOICE_STEPS, type InvoiceStep } from '@libero/shared/empowerment/invoices';
import type { InvoiceStatus } from '@libero/shared/statuses/statuses';
import { invoices } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';
import { activeAccountLabel } from '../bank-accounts';
import type { StoredFile } from '../documents';
import { recordEvent, type EmpowermentContext } from './empowerment-context';
import { recordDocument } from './empowerment-documents';
import { invoiceNews, isAnnounced } from './project-mails';
import { checkVersion, reachedInvoice, type InvoiceRow } from './project-records';

type StepInput = z.output<typeof ZStepInput>;
type InvoiceUpdate = z.output<typeof ZInvoiceUpdate>;

/** The steps of the steps route: an upload comes with its file (`uploadInvoice`). */
export type InvoiceStatusStep = Exclude<InvoiceStep, 'upload'>;

export const AUDITED_INVOICE = 'Invoice';

/** Refuses a step no role of the viewer takes (403), or one the invoice is not at (409). */
export function checkInvoiceStep(roles: ReadonlySet<ApplicationRole>, status: InvoiceStatus, step: InvoiceStep): void {
  const transition = INVOICE_TRANSITIONS[step];
  if (!transition.by.some((role) => roles.has(role))) throw new AppError('AccessDenied', `invoice: ${step}`);
  if (!transition.from.includes(status)) throw new AppError('EmpowermentStepRefused', `invoice ${step}: ${status}`);
}

/** What a step writes besides the status: a rejection keeps its reason until the invoice is reopened. */
function rejectReasonAfter(step: InvoiceStatusStep, invoice: InvoiceRow, text: string): string | null {
  if (step === 'reject') return text;
  if (step === 'reopen') return null;
  return invoice.rejectReason;
}

/** A payment goes to the federation's verified account, named on the invoice for good; none: 409. */
async function payeeAccount(context: EmpowermentContext, federationNo: number): Promise<string> {
  const account = await activeAccountLabel(context.production, federationNo);
  if (!account) throw new AppError('NoActiveBankAccount', `federation ${federationNo}`);
  return account;
}

/**
 * `POST /api/empowerment/invoices/{no}/steps/{step}`: a transition of INVOICE_TRANSITIONS, at the
 * version read, by its role; the federation hears of an acceptance, a rejection and a payment.
 * Answers the project's no.
 */
export async function takeInvoiceStep(
  context: EmpowermentContext,
  no: number,
  step: InvoiceStatusStep,
  input: StepInput,
): Promise<number> {
  const { db, viewer } = context;
  const { invoice, project, roles } = await reachedInvoice(db, viewer, no, true);
  checkVersion(invoice.version, input.version);
  checkInvoiceStep(roles, invoice.status, step);
  if (REASONED_INVOICE_STEPS.has(step) && input.text === '') throw new AppError('InvalidData', 'text');
  const status = INVOICE_TRANSITIONS[step].to;
  const paidTo = step === 'startPayment' ? await payeeAccount(context, project.federationNo) : invoice.paidTo;
  const [after] = await db
    .update(invoices)
    .set({ status, rejectReason: rejectReasonAfter(step, invoice, input.text), paidTo })
    .where(eq(invoices.no, no))
    .returning();
  await recordEvent(
    context,
    'invoice',
    no,
    { step, fromStatus: String(invoice.status), toStatus: String(status), text: input.text },
    { entity: AUDITED_INVOICE, before: invoice, after },
  );
  if (isAnnounced(step)) context.mails.push(...(await invoiceNews(db, context.mail, project, after!, step, viewer.no)));
  return project.no;
}

/**
 * `POST /api/empowerment/invoices/{no}/upload`: its federation fills the invoice in and uploads
 * its document, which sends it In Review and ends its editing. Answers the project's no.
 */
export async function uploadInvoice(
  context: EmpowermentContext,
  no: number,
  input: InvoiceUpdate,
  file: StoredFile,
): Promise<number> {
  const { db, viewer } = context;
  const { invoice, project, roles } = await reachedInvoice(db, viewer, no, true);
  checkVersion(invoice.version, input.version);
  checkInvoiceStep(roles, invoice.status, 'upload');
  const document = await recordDocument(context, 'invoice', no, 'invoice', file);
  const { version: _read, ...fields } = input;
  const status = INVOICE_TRANSITIONS.upload.to;
  const [after] = await db
    .update(invoices)
    .set({ ...fields, status, documentNo: document.no })
    .where(eq(invoices.no, no))
    .returning();
  await recordEvent(
    context,
    'invoice',
    no,
    { step: 'upload', fromStatus: String(invoice.status), toStatus: String(status), text: file.fileName },
    { entity: AUDITED_INVOICE, before: invoice, after },
  );
  return project.no;
}
