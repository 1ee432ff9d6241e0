// Bundles the server and the workspace's TypeScript (packages/shared) into dist/main.js;
// packages from node_modules stay external and are loaded at run time, except data packages
// whose JSON Node would refuse to import without an import attribute.
import { build } from 'esbuild';

const bundled = (path) => path.startsWith('@libero/') || path.startsWith('world-countries');

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
