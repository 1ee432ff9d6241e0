/**
 * `npm run graph`: writes docs/module-graph.svg, the module graph by folder (dependency-cruiser's
 * "archi" report, tests and packages/shared left out), drawn by Graphviz compiled to WASM.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { instance } from '@viz-js/viz';

const root = resolve(import.meta.dirname, '..');
const options = await extractDepcruiseOptions(resolve(root, '.dependency-cruiser.cjs'));
const { output } = await cruise(['apps', 'packages'], {
  ...options,
  baseDir: root,
  outputType: 'archi',
  exclude: { path: '(^|/)(node_modules|dist)/|\\.test\\.tsx?$|/test/|-test-' },
  // packages/shared, which every part uses and which imports neither app, would only add noise.
  includeOnly: '^apps/[^/]+/src/',
  reporterOptions: {
    archi: {
      // One box per feature, and per folder (or top-level file) of each app.
      collapsePattern: '^(apps/[^/]+/src/features/[^/]+|apps/[^/]+/src/[^/.]+)',
      theme: { graph: { rankdir: 'LR', splines: 'true', ranksep: '1.2' } },
    },
  },
});
const viz = await instance();
const target = resolve(root, 'docs/module-graph.svg');
await writeFile(target, viz.renderString(String(output), { format: 'svg', engine: 'dot' }));
console.log(`Wrote ${target}`);
