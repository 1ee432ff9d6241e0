import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import type { DocumentStorage } from './document-storage';
import type { StoredFile } from './document-upload';
import { sendDocument } from './send-document';

/** A file kept in four columns of the record it belongs to (a bank account's proof, a contract…). */
export type AttachedFile = { [Key in keyof StoredFile]: StoredFile[Key] | null };

/** Answers the record's file; 404 naming `what` when it has none. */
export function sendAttachedFile(reply: FastifyReply, storage: DocumentStorage, file: AttachedFile, what: string) {
  const { fileName, contentType, sizeBytes, storageKey } = file;
  if (!storageKey || !contentType || sizeBytes === null || !fileName) throw new AppError('NotFound', what);
  return sendDocument(reply, storage, { storageKey, contentType, sizeBytes, fileName });
}

/**
 * Attaches `received` to its record through `write` (a transaction answering the key of the file
 * it replaced): the replaced file leaves the store once the record no longer names it, the
 * received one if the write fails.
 */
export async function attachFile<Answer>(
  storage: DocumentStorage,
  received: StoredFile,
  write: () => Promise<{ replacedKey: string | null; answer: Answer }>,
): Promise<Answer> {
  let written: { replacedKey: string | null; answer: Answer };
  try {
    written = await write();
  } catch (error) {
    await storage.remove(received.storageKey);
    throw error;
  }
  if (written.replacedKey) await storage.remove(written.replacedKey);
  return written.answer;
}

/**
 * A binding's `storedFiles`: the keys held in `key` by the rows whose `owner` column is the
 * record's number (its own row, or the rows deleted with it).
 */
export function storedFileKeys(key: PgColumn, owner: PgColumn): (db: Db, no: number) => Promise<string[]> {
  return async (db, no) => {
    const rows = await db.select({ key }).from(key.table).where(eq(owner, no));
    return rows.map((row) => row.key).filter((stored): stored is string => typeof stored === 'string');
  };
}
