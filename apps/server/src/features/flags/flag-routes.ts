import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { flagImage } from './flag-images';

const CACHE_CONTROL = 'public, max-age=604800';

/** `GET /flags/{code}.png`: the file names `flagUrl()` of @libero/shared gives. */
export async function flagRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/flags/:file', async (request, reply) => {
    const image = await flagImage(request.params.file);
    if (!image) throw new AppError('NotFound', request.url.split('?')[0]);
    reply.header('cache-control', CACHE_CONTROL).header('etag', image.etag);
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(image.etag)) return reply.status(304).send();
    return reply.type('image/png').send(image.png);
  });

  // Anything else under /flags is a missing image too, never the web app's index.html.
  const notFound = async (request: { url: string }) => {
    throw new AppError('NotFound', request.url.split('?')[0]);
  };
  app.get('/flags', notFound);
  app.get('/flags/*', notFound);
}
