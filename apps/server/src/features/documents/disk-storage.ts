import { mkdir, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DocumentStorage } from './document-storage';

/** Keys are UUIDs: anything else could name a path outside the folder. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Documents as files of one folder, named by their keys. */
export function diskDocumentStorage(root: string): DocumentStorage {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not a document storage key: ${key}`);
    return join(root, key);
  };

  return {
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(root, { recursive: true });
      // `wx`: a key is written once, never over another document.
      const file = await open(path, 'wx');
      try {
        await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, file.createWriteStream());
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
    },
    async open(key) {
      const file = await open(pathOf(key));
      return file.createReadStream();
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async *keys() {
      const names = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const name of names) if (KEY.test(name)) yield name;
    },
  };
}
