import type { FastifyInstance } from 'fastify';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { TWorkQueue } from '@libero/shared/work-queue/work-queue-api';
import { AppError } from '../../lib/app-error';
import { workQueueOf } from './work-queue';
import type { WorkSource } from './work-source';

/** `GET /api/work-queue`: what waits on the signed-in user, from every area's `sources`, by the server's clock. */
export async function workQueueRoutes(app: FastifyInstance, { sources }: { sources: readonly WorkSource[] }) {
  app.get('/api/work-queue', async (request): Promise<TWorkQueue> => {
    if (!request.auth) throw new AppError('NotAuthenticated');
    const { db } = await app.databases.get(request.environment);
    return workQueueOf(db, request.auth.user, utcDay(new Date()), sources);
  });
}
