import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'tooling'],
    // Vitest keeps a core free by default: on CI's two cores that runs the files one at a time.
    maxWorkers: '100%',
  },
});
