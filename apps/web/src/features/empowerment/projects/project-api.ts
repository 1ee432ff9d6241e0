import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ZCatalogue,
  ZEmpowermentSummary,
  ZProjectDossier,
  type TProjectDossier,
  type ZInvoiceInput,
  type ZInvoiceUpdate,
  type ZProjectUpdate,
  type ZReportInput,
  type ZShipmentInput,
  type ZShipmentStepInput,
  type ZStepInput,
} from '@libero/shared/empowerment/empowerment-api';
import type { InvoiceStep } from '@libero/shared/empowerment/invoices';
import type { ShipmentStep } from '@libero/shared/empowerment/shipments';
import { inEnvironment } from '../../../lib/environment';
import { getJson, http, parseAnswer, postJson, putJson } from '../../../lib/http';

/** Uploads may take longer than the wrapper's 10 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

export const projectKeys = {
  all: ['empowerment', 'projects'] as const,
  project: (no: number) => [...projectKeys.all, 'project', no] as const,
  catalogue: () => [...projectKeys.all, 'catalogue'] as const,
  summary: () => ['empowerment', 'summary'] as const,
};

/** The gateway entities a project's actions change (their lists are read again). */
export const PROJECT_ENTITIES = ['DevelopmentProject', 'Invoice', 'ProgressReport', 'Shipment'] as const;

export const PROJECTS_PATH = '/empowerment/projects';
export const projectPagePath = (no: number) => `${PROJECTS_PATH}/${no}`;
export const applicationPagePath = (no: number) => `/empowerment/applications/${no}`;
export const coachProfilePath = (no: number) => `/coaches/${no}`;

const API = '/api/empowerment';
const projectPath = (no: number) => `${API}/projects/${no}`;
const invoicePath = (no: number) => `${API}/invoices/${no}`;

/** An invoice's uploaded document, downloaded. */
export const invoiceDocumentUrl = (no: number) => inEnvironment(`${invoicePath(no)}/document`);
/** A report's attached document, downloaded. */
export const reportDocumentUrl = (no: number) => inEnvironment(`${API}/reports/${no}/document`);

/** `GET /api/empowerment/projects/{no}`: the dossier, with what the viewer may do. */
export function projectQuery(no: number) {
  return queryOptions({
    queryKey: projectKeys.project(no),
    queryFn: () => getJson(projectPath(no), ZProjectDossier),
    // The page says itself why it cannot show the project.
    meta: { silent: true },
  });
}

/** `GET /api/empowerment/catalogue`: the equipment a shipment may hold. */
export function catalogueQuery() {
  return queryOptions({
    queryKey: projectKeys.catalogue(),
    queryFn: () => getJson(`${API}/catalogue`, ZCatalogue),
    staleTime: 60 * 60_000,
  });
}

/** `GET /api/empowerment/summary`: the dashboard panel. */
export function summaryQuery() {
  return queryOptions({
    queryKey: projectKeys.summary(),
    queryFn: () => getJson(`${API}/summary`, ZEmpowermentSummary),
    // The panel shows its own error.
    meta: { silent: true },
  });
}

/** `PUT /api/empowerment/projects/{no}` (reviewers): period, people, milestones, status. */
export function updateProject(no: number, body: z.input<typeof ZProjectUpdate>): Promise<TProjectDossier> {
  return putJson(projectPath(no), body, ZProjectDossier);
}

/** `POST /api/empowerment/projects/{no}/invoices` (201). */
export function addInvoice(projectNo: number, body: z.input<typeof ZInvoiceInput>): Promise<TProjectDossier> {
  return postJson(`${projectPath(projectNo)}/invoices`, body, ZProjectDossier);
}

/** `PUT /api/empowerment/invoices/{no}`: only while Needs Upload, by its federation. */
export function updateInvoice(no: number, body: z.input<typeof ZInvoiceUpdate>): Promise<TProjectDossier> {
  return putJson(invoicePath(no), body, ZProjectDossier);
}

/** POSTs a multipart form and validates the dossier it answers. */
async function postForm(path: string, form: FormData): Promise<TProjectDossier> {
  const body = await http.post(path, { body: form, timeout: UPLOAD_TIMEOUT_MS }).json<unknown>();
  return parseAnswer(ZProjectDossier, body, `POST ${path}`);
}

/** Appends the fields, then the file last: the server reads the fields before the file streams in. */
function multipart(fields: Record<string, string | number | null>, file: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value === null ? '' : String(value));
  if (file) form.append('file', file);
  return form;
}

export type InvoiceUpload = z.output<typeof ZInvoiceUpdate>;

/** `POST /api/empowerment/invoices/{no}/upload` (multipart): the invoice filled in and its document; it goes In Review. */
export function uploadInvoice(no: number, fields: InvoiceUpload, file: File): Promise<TProjectDossier> {
  return postForm(`${invoicePath(no)}/upload`, multipart(fields, file));
}

/** `POST /api/empowerment/invoices/{no}/steps/{step}`. */
export function takeInvoiceStep(
  no: number,
  step: InvoiceStep,
  input: z.input<typeof ZStepInput>,
): Promise<TProjectDossier> {
  return postJson(`${invoicePath(no)}/steps/${step}`, input, ZProjectDossier);
}

/** `POST /api/empowerment/projects/{no}/reports` (multipart, 201): a report and its optional document. */
export function addReport(
  projectNo: number,
  fields: z.input<typeof ZReportInput>,
  file: File | null,
): Promise<TProjectDossier> {
  return postForm(`${projectPath(projectNo)}/reports`, multipart(fields, file));
}

/** `POST /api/empowerment/projects/{no}/shipments` (reviewers, 201). */
export function addShipment(projectNo: number, body: z.input<typeof ZShipmentInput>): Promise<TProjectDossier> {
  return postJson(`${projectPath(projectNo)}/shipments`, body, ZProjectDossier);
}

/** `POST /api/empowerment/shipments/{no}/steps/{step}`. */
export function takeShipmentStep(
  no: number,
  step: ShipmentStep,
  input: z.input<typeof ZShipmentStepInput>,
): Promise<TProjectDossier> {
  return postJson(`${API}/shipments/${no}/steps/${step}`, input, ZProjectDossier);
}
