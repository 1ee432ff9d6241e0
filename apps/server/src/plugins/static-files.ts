import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { sendError } from './errors';

/** Paths that belong to the API: never answered with the web app. */
const API_PATH = /^\/(auth|proxy|api|api-docs|vis2009|healthz|readyz|flags|people|documents)(\/|$|\?)/i;

/** Text as it may stand in a double-quoted HTML attribute. */
function attributeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The web app learns the federation's acronym and the help site (HELP_URL; empty: its own guides)
 * from the page itself: no extra request, no inline script.
 */
function withSettings(html: string, orgCode: string, helpUrl: string | undefined): string {
  return html
    .replace(/(<meta name="libero:org-code" content=")[^"]*(")/, `$1${orgCode}$2`)
    .replace(/(<meta name="libero:help-url" content=")[^"]*(")/, (_match, start: string, end: string) =>
      [start, attributeText(helpUrl ?? ''), end].join(''),
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${orgCode}</title>`);
}

/**
 * Serves the built web app; any other GET that is not an API path or a file gets index.html so
 * that the app's history-mode routes survive a reload. Everything else is a JSON 404.
 */
export default fp<{ webRoot: string }>(async (app, { webRoot }) => {
  const hasWebApp = existsSync(join(webRoot, 'index.html'));
  const indexHtml = hasWebApp
    ? withSettings(readFileSync(join(webRoot, 'index.html'), 'utf8'), app.config.ORG_CODE, app.config.HELP_URL)
    : '';
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      setHeaders(reply, path) {
        const immutable = path.includes('/assets/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', async (_request, reply) => sendIndex(reply));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(path);
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (hasWebApp && isPage && !lastSegment.includes('.')) {
      return sendIndex(reply);
    }
    return sendError(request, reply, 'NotFound', path);
  });
});
