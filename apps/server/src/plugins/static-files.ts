import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors';

/** Paths that belong to the API: never answered with the web app. */
const API_PATH = /^\/(auth|proxy|api|api-docs|vis2009|healthz|readyz)(\/|$|\?)/i;

/**
 * Serves the built web app; any other GET that is not an API path or a file gets index.html so
 * that the app's history-mode routes survive a reload. Everything else is a JSON 404.
 */
export default fp<{ webRoot: string }>(async (app, { webRoot }) => {
  const hasWebApp = existsSync(join(webRoot, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: 'index.html',
      setHeaders(reply, path) {
        const immutable = path.includes('/assets/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(path);
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (hasWebApp && isPage && !lastSegment.includes('.')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendError(request, reply, 'NotFound', path);
  });
});
