import { resolve } from 'node:path';
import type { Config } from '../../config';
import { diskDocumentStorage } from './disk-storage';
import type { DocumentStorage } from './document-storage';

/** The one place that picks the store: `<DATA_DIR>/documents` for now. */
export function createDocumentStorage(config: Config): DocumentStorage {
  return diskDocumentStorage(resolve(config.DATA_DIR, 'documents'));
}
