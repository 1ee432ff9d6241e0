import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded at its first use rather than when the server starts. For packages
 * that only some requests need and that weigh megabytes of heap once loaded (spreadsheets,
 * PDF, images): an idle server should not hold them.
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
