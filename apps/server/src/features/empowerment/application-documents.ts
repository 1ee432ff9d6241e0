import { eq } from 'drizzle-orm';
import { APPLICATION_DOCUMENT_KINDS } from '@libero/shared/empowerment/empowerment-api';
import { isApplicationEditable } from '@libero/shared/empowerment/applications';
import { empowermentDocuments } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import type { StoredFile } from '../documents';
import type { ApplicationContext } from './application-context';
import { checkEditable } from './application-drafts';
import { AUDITED_APPLICATION, visibleApplication, type ApplicationRow } from './application-records';
import { documentOf, recordDocument } from './empowerment-documents';
import { recordEvent } from './empowerment-context';
import { rolesOn } from './empowerment-records';

export type ApplicationDocumentKind = (typeof APPLICATION_DOCUMENT_KINDS)[number];

/** The kind of an uploaded document, or 422. */
export function applicationDocumentKind(value: string | undefined): ApplicationDocumentKind {
  const kind = APPLICATION_DOCUMENT_KINDS.find((known) => known === value);
  if (!kind) throw new AppError('InvalidData', 'kind');
  return kind;
}

/** Its federation attaches documents to a draft; a reviewer at any time. */
export function checkUploader(viewer: AuthUser, row: ApplicationRow): void {
  const roles = rolesOn(viewer, row.federationNo);
  if (roles.has('reviewer')) return;
  if (!roles.has('federation')) throw new AppError('AccessDenied', 'empowerment: attaching a document');
  if (!isApplicationEditable(row.status)) throw new AppError('EmpowermentStepRefused', `attaching: ${row.status}`);
}

/** `POST /api/empowerment/applications/{no}/documents`: a file already stored, recorded on the application. */
export async function addApplicationDocument(
  context: ApplicationContext,
  no: number,
  kind: ApplicationDocumentKind,
  file: StoredFile,
): Promise<void> {
  const row = await visibleApplication(context.db, context.viewer, no, true);
  checkUploader(context.viewer, row);
  await recordDocument(context, 'application', no, kind, file);
  await recordEvent(
    context,
    'application',
    no,
    { step: 'document', text: `${kind}: ${file.fileName}` },
    { entity: AUDITED_APPLICATION, after: { kind, fileName: file.fileName } },
  );
}

/**
 * `DELETE /api/empowerment/applications/{no}/documents/{documentNo}`: its federation removes a
 * draft's document; answers the stored file's key, to remove once the deletion commits.
 */
export async function deleteApplicationDocument(
  context: ApplicationContext,
  no: number,
  documentNo: number,
): Promise<string> {
  const { db, viewer } = context;
  const row = await visibleApplication(db, viewer, no, true);
  const document = await documentOf(db, 'application', no, documentNo);
  checkEditable(viewer, row);
  await db.delete(empowermentDocuments).where(eq(empowermentDocuments.no, documentNo));
  await recordEvent(
    context,
    'application',
    no,
    { step: 'deleteDocument', text: `${document.kind}: ${document.fileName}` },
    { entity: AUDITED_APPLICATION, before: document },
  );
  return document.storageKey;
}
