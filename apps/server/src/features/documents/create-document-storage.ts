import { resolve } from 'node:path';
import type { Config } from '../../config';
import { diskDocumentStorage } from './disk-storage';
import type { DocumentStorage } from './document-storage';
import { s3DocumentStorage } from './s3-storage';

/** A store made at its first use (the S3 SDK is loaded then). */
function lazyStorage(make: () => Promise<DocumentStorage>): DocumentStorage {
  let made: Promise<DocumentStorage> | undefined;
  const storage = () => (made ??= make());
  return {
    put: async (key, content) => (await storage()).put(key, content),
    open: async (key) => (await storage()).open(key),
    remove: async (key) => (await storage()).remove(key),
    async *keys() {
      yield* (await storage()).keys();
    },
  };
}

/** The one place that picks the store: an S3-compatible bucket when S3_BUCKET is set, else `<DATA_DIR>/documents`. */
export function createDocumentStorage(config: Config): DocumentStorage {
  const bucket = config.S3_BUCKET;
  if (bucket) {
    return lazyStorage(() =>
      s3DocumentStorage({
        bucket,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      }),
    );
  }
  return diskDocumentStorage(resolve(config.DATA_DIR, 'documents'));
}

/** Where documents are kept, in words (for backups and logs). */
export function documentStorageName(config: Config): string {
  return config.S3_BUCKET ? `the S3 bucket ${config.S3_BUCKET}` : resolve(config.DATA_DIR, 'documents');
}
