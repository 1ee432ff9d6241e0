import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder, found by walking up from this module: the code runs both from
 * `src/` (tests, tsx) and bundled into `dist/main.js`.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'drizzle', 'meta'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server folder (apps/server/drizzle is missing)');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
export const WEB_DIST_DIR = resolve(SERVER_ROOT, '..', 'web', 'dist');
