import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZTransferDossier,
  type Currency,
  type TTransferCreate,
  type TTransferDossier,
  type TTransferModify,
  type UPLOADED_DOCUMENT_KINDS,
} from '@libero/shared/transfers/transfer-api';
import type { TransferParty } from '@libero/shared/transfers/signature-ladder';
import { inEnvironment } from '../../lib/environment';
import { getJson, http, parseAnswer, postJson, putJson } from '../../lib/http';

/** Every transfer route answers the dossier as it now stands. */
const ZDossierAnswer = z.object({ data: ZTransferDossier });

/** Uploads may take longer than the wrapper's 10 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

export const transferKeys = {
  all: ['transfers'] as const,
  detail: (no: number) => [...transferKeys.all, 'detail', no] as const,
};

/** Where a transfer's routes are. */
export const transferPath = (no: number) => `/api/transfers/${no}`;
/** The page of a transfer. */
export const transferPagePath = (no: number) => `/volley/transfers/${no}`;
/** A document of the transfer (a payment's proof too), downloaded. */
export const transferDocumentUrl = (no: number, documentNo: number) =>
  inEnvironment(`${transferPath(no)}/documents/${documentNo}`);
/** The transfer certificate, a PDF, once the transfer is approved. */
export const transferCertificateUrl = (no: number) => inEnvironment(`${transferPath(no)}/certificate`);

/** `GET /api/transfers/{no}`: the dossier, with the actions open to the viewer. */
export function transferQuery(no: number) {
  return queryOptions({
    queryKey: transferKeys.detail(no),
    queryFn: async () => (await getJson(transferPath(no), ZDossierAnswer)).data,
    // The page says itself why it cannot show the transfer.
    meta: { silent: true },
  });
}

async function posted(path: string, json: unknown): Promise<TTransferDossier> {
  return (await postJson(path, json, ZDossierAnswer)).data;
}

/** `POST /api/transfers`: a new transfer (201), a draft unless `submit`. */
export function createTransfer(transfer: TTransferCreate): Promise<TTransferDossier> {
  return posted('/api/transfers', transfer);
}

/** `PUT /api/transfers/{no}`: new contract and clubs; the server removes every signature and mails every party. */
export async function modifyTransfer(no: number, changes: TTransferModify): Promise<TTransferDossier> {
  return (await putJson(transferPath(no), changes, ZDossierAnswer)).data;
}

/** Steps that only need the version read. */
export type PlainStep = 'submit' | 'approve';
/** Steps that say why. */
export type ReasonedStep = 'reject' | 'cancel' | 'release' | 'window-exception';

export function takeStep(no: number, step: PlainStep, version: number): Promise<TTransferDossier> {
  return posted(`${transferPath(no)}/${step}`, { version });
}

export function takeReasonedStep(no: number, step: ReasonedStep, version: number, reason: string) {
  return posted(`${transferPath(no)}/${step}`, { version, reason });
}

/** `POST …/signatures`: signs for `party`. */
export function sign(no: number, party: TransferParty, version: number): Promise<TTransferDossier> {
  return posted(`${transferPath(no)}/signatures`, { version, party });
}

/** `DELETE …/signatures/{party}?version=`: takes a signature back. */
export async function removeSignature(no: number, party: TransferParty, version: number): Promise<TTransferDossier> {
  const path = `${transferPath(no)}/signatures/${party}`;
  const body = await http.delete(path, { searchParams: { version } }).json<unknown>();
  return parseAnswer(ZDossierAnswer, body, `DELETE ${path}`).data;
}

async function postForm(path: string, form: FormData): Promise<TTransferDossier> {
  const body = await http.post(path, { body: form, timeout: UPLOAD_TIMEOUT_MS }).json<unknown>();
  return parseAnswer(ZDossierAnswer, body, `POST ${path}`).data;
}

export type PaymentInput = { amountMinor: number; currency: Currency; paidOn: string; proof: File };

/** `POST …/payments` (multipart): a payment and its proof. */
export function recordPayment(no: number, version: number, payment: PaymentInput): Promise<TTransferDossier> {
  const form = new FormData();
  // The fields first: the server reads the file as it streams in.
  form.append('version', String(version));
  form.append('amountMinor', String(payment.amountMinor));
  form.append('currency', payment.currency);
  form.append('paidOn', payment.paidOn);
  form.append('file', payment.proof);
  return postForm(`${transferPath(no)}/payments`, form);
}

export type UploadedKind = (typeof UPLOADED_DOCUMENT_KINDS)[number];

/** `POST …/documents` (multipart): a contract or another document. */
export function uploadDocument(no: number, kind: UploadedKind, file: File): Promise<TTransferDossier> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return postForm(`${transferPath(no)}/documents`, form);
}
