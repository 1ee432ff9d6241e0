import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where the bytes of documents live; the database keeps only their keys. Keys are made here
 * (`newStorageKey`), never from what a user sent. A folder (`disk-storage.ts`) or an
 * S3-compatible bucket (`s3-storage.ts`), picked by `create-document-storage.ts`.
 */
export type DocumentStorage = {
  /** Stores new content under a key not used before; nothing is left behind when it fails. */
  put(key: string, content: Readable | Buffer): Promise<void>;
  /** The stored bytes; fails before streaming when the key is unknown. */
  open(key: string): Promise<Readable>;
  /** Forgets the key; an unknown key is not an error. */
  remove(key: string): Promise<void>;
  /** Every key stored, in no particular order (for backups). */
  keys(): AsyncIterable<string>;
};

export function newStorageKey(): string {
  return randomUUID();
}
