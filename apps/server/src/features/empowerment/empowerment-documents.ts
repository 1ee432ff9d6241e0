import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { EMPOWERMENT_DOCUMENT_OWNERS } from '../../db/schema/empowerment';
import { empowermentDocuments } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';
import type { StoredFile } from '../documents';
import type { EmpowermentContext } from './empowerment-context';

export type DocumentOwner = (typeof EMPOWERMENT_DOCUMENT_OWNERS)[number];
export type EmpowermentDocument = typeof empowermentDocuments.$inferSelect;

/**
 * Records a file already in the store as a document of `owner` `ownerNo`; if the command's
 * transaction fails, the stored file is removed.
 */
export async function recordDocument(
  context: Pick<EmpowermentContext, 'db' | 'viewer' | 'storage' | 'onRollback'>,
  owner: DocumentOwner,
  ownerNo: number,
  kind: string,
  file: StoredFile,
): Promise<EmpowermentDocument> {
  context.onRollback.push(() => context.storage.remove(file.storageKey));
  const [document] = await context.db
    .insert(empowermentDocuments)
    .values({ ownerKind: owner, ownerNo, kind, ...file, uploadedByUserNo: context.viewer.no })
    .returning();
  return document!;
}

/** A document of `owner` `ownerNo`, or 404. */
export async function documentOf(
  db: Db,
  owner: DocumentOwner,
  ownerNo: number,
  no: number,
): Promise<EmpowermentDocument> {
  const [document] = await db
    .select()
    .from(empowermentDocuments)
    .where(
      and(
        eq(empowermentDocuments.ownerKind, owner),
        eq(empowermentDocuments.ownerNo, ownerNo),
        eq(empowermentDocuments.no, no),
      ),
    );
  if (!document) throw new AppError('NotFound', `document ${no}`);
  return document;
}

/** The documents of `owner` `ownerNo`, as the dossiers show them. */
export async function documentsOf(db: Db, owner: DocumentOwner, ownerNo: number) {
  const rows = await db
    .select()
    .from(empowermentDocuments)
    .where(and(eq(empowermentDocuments.ownerKind, owner), eq(empowermentDocuments.ownerNo, ownerNo)))
    .orderBy(empowermentDocuments.no);
  return rows.map(documentRef);
}

/** A document as the answers name it. */
export const documentRef = (document: EmpowermentDocument) => ({
  no: document.no,
  kind: document.kind,
  fileName: document.fileName,
  sizeBytes: document.sizeBytes,
  uploadedAt: document.createdAt.toISOString(),
});
