import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

export default defineConfig({
  // Run from anywhere (`--config apps/web/vitest.config.ts` or the root's projects).
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Journeys typed key by key through long forms take seconds on a busy two-core machine.
    testTimeout: 15_000,
  },
});
