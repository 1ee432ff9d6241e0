import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Environment } from '@libero/shared/http/environments';
import type { DocumentStorage } from '../features/documents';

/**
 * A backup is one `.tar.gz`:
 * - `manifest.json`: what it holds (this type);
 * - embedded database: `data/`, the DATA_DIR folder as it was (its databases, and the documents when on disk);
 * - PostgreSQL: `databases/<environment>.dump` (`pg_dump -Fc`);
 * - `documents/<key>`: the documents, when they are not in `data/` (PostgreSQL, or an S3 store).
 */
export type Manifest = {
  format: 'libero-backup';
  version: 1;
  createdAt: string;
  database: 'embedded' | 'postgres';
  environments: Environment[];
  documents: { store: 'disk' | 's3'; count: number; in: 'data/documents' | 'documents' };
};

export const MANIFEST = 'manifest.json';

export function isManifest(value: unknown): value is Manifest {
  const manifest = value as Partial<Manifest> | null;
  return manifest?.format === 'libero-backup' && manifest.version === 1;
}

/** Copies every document of the store into a folder, one file each, streamed. Answers how many. */
export async function copyDocumentsOut(storage: DocumentStorage, folder: string): Promise<number> {
  await mkdir(folder, { recursive: true });
  let count = 0;
  for await (const key of storage.keys()) {
    await pipeline(await storage.open(key), createWriteStream(join(folder, key), { flags: 'wx' }));
    count += 1;
  }
  return count;
}

/** Puts every file of the folder into the store under its name. Answers how many. */
export async function copyDocumentsIn(folder: string, storage: DocumentStorage): Promise<number> {
  let count = 0;
  for (const name of await readdir(folder).catch(() => [])) {
    await storage.put(name, createReadStream(join(folder, name)));
    count += 1;
  }
  return count;
}

/** Whether the store holds any document. */
export async function hasDocuments(storage: DocumentStorage): Promise<boolean> {
  for await (const _key of storage.keys()) return true;
  return false;
}

/** Removes every document of the store. */
export async function removeAllDocuments(storage: DocumentStorage): Promise<void> {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  for (const key of keys) await storage.remove(key);
}
