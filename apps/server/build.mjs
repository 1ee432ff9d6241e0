// Bundles the server and the workspace's TypeScript (packages/shared) into dist/main.js;
// packages from node_modules stay external and are loaded at run time, except data packages
// whose JSON Node would refuse to import without an import attribute. What the server imports
// dynamically (the demo seed) goes to dist/chunks/ with its packages, loaded only when used.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

const bundled = (path) => path.startsWith('@libero/') || path.startsWith('world-countries');

// Chunks are named by their content: those of an earlier build would stay behind.
await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          bundled(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
