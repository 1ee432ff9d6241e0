import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';

/**
 * Issue #21's aim for the first page a visitor sees, the sign-in page: at most 200 KB of
 * JavaScript, gzipped. `npm run size` measures what Chromium really downloads; this check needs no
 * browser: it builds the web app in memory and adds up the chunks the sign-in page loads.
 */
const SIGN_IN_BUDGET = 200 * 1024;

const WEB = resolve(import.meta.dirname, '../apps/web');
/** The sign-in route's page (`features/auth/routes.ts`). */
const SIGN_IN_PAGE = 'src/features/auth/login-page.tsx';
/** The catalogues every page loads (`INITIAL_NAMESPACES` of `lib/i18n.ts`) and the sign-in page's own, in English. */
const SIGN_IN_CATALOGUES = ['common', 'errors', 'forms', 'dates', 'table', 'auth'].map(
  (namespace) => `src/locales/en/${namespace}.json`,
);

type Chunk = Rolldown.OutputChunk;

async function buildInMemory(): Promise<Chunk[]> {
  // Vitest runs with NODE_ENV=test, which Vite would write into the code (React's development build).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const output = await build({
    root: WEB,
    configFile: resolve(WEB, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: { write: false, sourcemap: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  return outputs.flatMap(({ output: files }) => files.filter((file): file is Chunk => file.type === 'chunk'));
}

/** The chunks a chunk needs before it runs: itself and its static imports, and theirs. */
function withImports(start: Chunk, byName: Map<string, Chunk>, into = new Set<Chunk>()): Set<Chunk> {
  if (into.has(start)) return into;
  into.add(start);
  for (const name of start.imports) {
    const chunk = byName.get(name);
    if (chunk) withImports(chunk, byName, into);
  }
  return into;
}

describe('the first load', () => {
  it('of the sign-in page stays within 200 KB of JavaScript, gzipped', { timeout: 120_000 }, async () => {
    const chunks = await buildInMemory();
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const of = (source: string) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === resolve(WEB, source));
      if (!chunk) throw new Error(`No chunk for ${source}`);
      return chunk;
    };
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('No entry chunk');
    const loaded = new Set<Chunk>();
    for (const start of [entry, of(SIGN_IN_PAGE), ...SIGN_IN_CATALOGUES.map(of)]) withImports(start, byName, loaded);
    const gzipped = [...loaded].reduce((total, chunk) => total + gzipSync(chunk.code).length, 0);
    const sizes = [...loaded]
      .map((chunk) => `${(gzipSync(chunk.code).length / 1024).toFixed(1)} KB ${chunk.fileName}`)
      .join('\n');
    expect(gzipped, `the sign-in page loads ${(gzipped / 1024).toFixed(1)} KB:\n${sizes}`).toBeLessThanOrEqual(
      SIGN_IN_BUDGET,
    );
  });
});
