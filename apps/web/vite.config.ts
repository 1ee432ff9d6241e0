import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Paths the Fastify server answers; the dev server forwards them so that cookies stay same-origin. */
const SERVER_PATHS = [
  '/auth',
  '/api',
  '/proxy',
  '/healthz',
  '/readyz',
  '/vis2009',
  '/api-docs',
  '/flags',
  '/people',
  '/documents',
];
const SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // The Host header is kept (no changeOrigin): the server compares it with the Origin of writes.
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: SERVER }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for error reports but not linked from the served files.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // A catalogue's chunk names its language (`players.fr-….js`): `npm run size` tells them apart.
        chunkFileNames: ({ facadeModuleId }) => {
          const catalogue = /\/locales\/([a-z]+)\/([\w-]+)\.json$/.exec(facadeModuleId ?? '');
          return catalogue ? `assets/${catalogue[2]}.${catalogue[1]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
