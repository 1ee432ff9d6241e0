import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/**
 * `/healthz`: the process answers, with its id (several answer one port when WEB_CONCURRENCY > 1,
 * and their logs carry the same `pid`). `/readyz`: the databases it needs answer too.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok', pid: process.pid }));

  app.get('/readyz', async (request, reply) => {
    try {
      await app.identityDb.ping();
      if (request.environment !== 'production') await (await app.databases.get(request.environment)).ping();
      return { status: 'ok', environment: request.environment };
    } catch (err) {
      request.log.warn({ err }, 'Not ready');
      return sendError(request, reply, 'ServiceUnavailable', 'database');
    }
  });
}
