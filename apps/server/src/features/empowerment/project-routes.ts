import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ZInvoiceInput,
  ZInvoiceStep,
  ZInvoiceUpdate,
  ZProjectUpdate,
  ZShipmentInput,
  ZShipmentStep,
  ZShipmentStepInput,
  ZStepInput,
} from '@libero/shared/empowerment/empowerment-api';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import { receiveForm, receiveFormWithOptionalFile, sendDocument, type StoredFile } from '../documents';
import { numberParam, signedIn } from '../../lib/route-params';
import type { EmpowermentRuntime } from './empowerment-commands';
import type { EmpowermentContext } from './empowerment-context';
import { documentOf } from './empowerment-documents';
import { addInvoice, editInvoice } from './invoice-editing';
import { checkInvoiceStep, takeInvoiceStep, uploadInvoice, type InvoiceStatusStep } from './invoice-steps';
import { readProjectDossier } from './project-dossier';
import { updateProject } from './project-editing';
import { INVOICE_FORM, invoiceUploadOf, REPORT_FORM, reportOf, type ReportFields } from './project-forms';
import { reachedInvoice, reachedProject } from './project-records';
import { addReport, checkReportKind, hasFinalReport, visibleReport } from './project-reports';
import { addShipment, takeShipmentStep } from './shipment-steps';

type NoParams = { Params: { no: string } };
type StepParams = { Params: { no: string; step: string } };
/** A command: its work in the transaction, answering the project's no. */
type Work = (context: EmpowermentContext) => Promise<number>;

const noOf = (request: FastifyRequest<NoParams>) => numberParam(request.params.no, 'no');

/** The steps of the steps route: an upload has its own, with the file. */
function invoiceStepOf(raw: string): InvoiceStatusStep {
  const step = ZInvoiceStep.safeParse(raw);
  if (!step.success || step.data === 'upload') throw new AppError('BadParameter', 'step');
  return step.data;
}

function shipmentStepOf(raw: string) {
  const step = ZShipmentStep.safeParse(raw);
  if (!step.success) throw new AppError('BadParameter', 'step');
  return step.data;
}

/** A form is refused as such before what it is for is looked at. */
function expectMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new AppError('UnsupportedMediaType', 'multipart/form-data expected');
}

/**
 * Projects, their invoices, reports and shipments (issue #23). Each command answers the project's
 * dossier as it now is; the lists are the gateway's (`GetInvoiceList`…).
 */
export function projectRoutes(app: FastifyInstance, runtime: EmpowermentRuntime): void {
  const { storage, maxBytes, environmentDb } = runtime;
  const officeEmail = app.config.EMPOWERMENT_OFFICE_EMAIL;

  const dossier = async (request: FastifyRequest, no: number) =>
    readProjectDossier(await environmentDb(request), signedIn(request), no);

  /** Runs a command in one transaction, then answers the dossier of the project it names. */
  const command = async (request: FastifyRequest, work: Work) => dossier(request, await runtime.command(request, work));

  /** As `command`, removing the file already stored if the command fails. */
  const commandWithFile = (request: FastifyRequest, file: StoredFile | undefined, work: Work) =>
    command(request, (context) => {
      if (file) context.onRollback.push(() => storage.remove(file.storageKey));
      return work(context);
    });

  app.get<NoParams>('/api/empowerment/projects/:no', async (request) => dossier(request, noOf(request)));

  app.put<NoParams>('/api/empowerment/projects/:no', async (request) => {
    const input = validate(ZProjectUpdate, request.body);
    return command(request, (context) => updateProject(context, noOf(request), input));
  });

  app.post<NoParams>('/api/empowerment/projects/:no/invoices', async (request, reply) => {
    const input = validate(ZInvoiceInput, request.body);
    return reply.status(201).send(await command(request, (context) => addInvoice(context, noOf(request), input)));
  });

  app.put<NoParams>('/api/empowerment/invoices/:no', async (request) => {
    const input = validate(ZInvoiceUpdate, request.body);
    return command(request, (context) => editInvoice(context, noOf(request), input));
  });

  app.post<NoParams>('/api/empowerment/invoices/:no/upload', async (request) => {
    const no = noOf(request);
    expectMultipart(request);
    // Who may not upload learns so before sending the file.
    const { invoice, roles } = await reachedInvoice(await environmentDb(request), signedIn(request), no);
    checkInvoiceStep(roles, invoice.status, 'upload');
    const form = { ...INVOICE_FORM, check: invoiceUploadOf };
    const { fields, file } = await receiveForm(request, storage, maxBytes, form);
    return commandWithFile(request, file, (context) => uploadInvoice(context, no, invoiceUploadOf(fields), file));
  });

  app.post<StepParams>('/api/empowerment/invoices/:no/steps/:step', async (request) => {
    const step = invoiceStepOf(request.params.step);
    const input = validate(ZStepInput, request.body);
    return command(request, (context) => takeInvoiceStep(context, noOf(request), step, input));
  });

  app.get<NoParams>('/api/empowerment/invoices/:no/document', async (request, reply) => {
    const db = await environmentDb(request);
    const { invoice } = await reachedInvoice(db, signedIn(request), noOf(request));
    if (invoice.documentNo === null) throw new AppError('NotFound', `document of invoice ${invoice.no}`);
    return sendDocument(reply, storage, await documentOf(db, 'invoice', invoice.no, invoice.documentNo));
  });

  app.post<NoParams>('/api/empowerment/projects/:no/reports', async (request, reply) => {
    const no = noOf(request);
    expectMultipart(request);
    const db = await environmentDb(request);
    const reached = await reachedProject(db, signedIn(request), no);
    const hasFinal = await hasFinalReport(db, no);
    // Who may not write this report learns so before sending its file.
    const form = {
      ...REPORT_FORM,
      check: (given: ReportFields) => checkReportKind(reached, reportOf(given).kind, hasFinal),
    };
    const { fields, file } = await receiveFormWithOptionalFile(request, storage, maxBytes, form);
    const input = reportOf(fields);
    const answer = await commandWithFile(request, file, (context) => addReport(context, no, input, file, officeEmail));
    return reply.status(201).send(answer);
  });

  app.get<NoParams>('/api/empowerment/reports/:no/document', async (request, reply) => {
    const db = await environmentDb(request);
    const report = await visibleReport(db, signedIn(request), noOf(request));
    if (report.documentNo === null) throw new AppError('NotFound', `document of report ${report.no}`);
    return sendDocument(reply, storage, await documentOf(db, 'report', report.no, report.documentNo));
  });

  app.post<NoParams>('/api/empowerment/projects/:no/shipments', async (request, reply) => {
    const input = validate(ZShipmentInput, request.body);
    return reply.status(201).send(await command(request, (context) => addShipment(context, noOf(request), input)));
  });

  app.post<StepParams>('/api/empowerment/shipments/:no/steps/:step', async (request) => {
    const step = shipmentStepOf(request.params.step);
    const input = validate(ZShipmentStepInput, request.body);
    return command(request, (context) => takeShipmentStep(context, noOf(request), step, input));
  });
}
