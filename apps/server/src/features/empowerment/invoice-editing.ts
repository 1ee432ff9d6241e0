import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { canEditInvoice } from '@libero/shared/auth/permissions';
import type { ZInvoiceInput, ZInvoiceUpdate } from '@libero/shared/empowerment/empowerment-api';
import { INVOICE_STATUS } from '@libero/shared/statuses/statuses';
import { invoices } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { recordEvent, type EmpowermentContext } from './empowerment-context';
import { AUDITED_INVOICE } from './invoice-steps';
import { checkVersion, reachedInvoice, reachedProject, type InvoiceRow, type ProjectRow } from './project-records';

type InvoiceInput = z.output<typeof ZInvoiceInput>;
type InvoiceUpdate = z.output<typeof ZInvoiceUpdate>;

/**
 * `POST /api/empowerment/projects/{no}/invoices`: an invoice the programme expects (a reviewer) or
 * one its federation adds, while the project runs; it starts Needs Upload. Answers the project's no.
 */
export async function addInvoice(context: EmpowermentContext, projectNo: number, input: InvoiceInput): Promise<number> {
  const { db, viewer } = context;
  const { project, roles } = await reachedProject(db, viewer, projectNo, true);
  if (roles.size === 0) throw new AppError('AccessDenied', 'empowerment: adding an invoice');
  if (project.status !== 'running') throw new AppError('EmpowermentStepRefused', `invoice: project ${project.status}`);
  const [created] = await db
    .insert(invoices)
    .values({ projectNo, ...input, createdByUserNo: viewer.no })
    .returning();
  await recordEvent(
    context,
    'invoice',
    created!.no,
    { step: 'create', toStatus: String(created!.status) },
    { entity: AUDITED_INVOICE, after: created },
  );
  return projectNo;
}

/**
 * SPEC §6: a Federation user of the project's federation edits an invoice while it Needs Upload
 * (admins always). Its own federation past that status is refused the step (409), anyone else 403.
 */
function checkEditable(viewer: AuthUser, invoice: InvoiceRow, project: ProjectRow): void {
  const federation = { no: project.federationNo };
  if (canEditInvoice(viewer, { status: invoice.status, federation })) return;
  if (canEditInvoice(viewer, { status: INVOICE_STATUS.NeedsUpload, federation }))
    throw new AppError('EmpowermentStepRefused', `invoice editing: ${invoice.status}`);
  throw new AppError('AccessDenied', 'empowerment: editing an invoice');
}

/** `PUT /api/empowerment/invoices/{no}`: the invoice's content, at the version read. Answers the project's no. */
export async function editInvoice(context: EmpowermentContext, no: number, input: InvoiceUpdate): Promise<number> {
  const { db, viewer } = context;
  const { invoice, project } = await reachedInvoice(db, viewer, no, true);
  checkVersion(invoice.version, input.version);
  checkEditable(viewer, invoice, project);
  const { version: _read, ...fields } = input;
  const [after] = await db.update(invoices).set(fields).where(eq(invoices.no, no)).returning();
  const status = String(invoice.status);
  await recordEvent(
    context,
    'invoice',
    no,
    { step: 'edit', fromStatus: status, toStatus: status },
    { entity: AUDITED_INVOICE, before: invoice, after },
  );
  return project.no;
}
