import type { FastifyInstance } from 'fastify';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { TWorkQueue } from '@libero/shared/work-queue/work-queue-api';
import { AppError } from '../../lib/app-error';
import { federationViewer } from './federation-view';
import { dailyDigestClock } from './daily-digest';
import { shownQueue, waitingOn } from './work-queue';
import type { WorkSource } from './work-source';

/**
 * `GET /api/work-queue`: what waits on the signed-in user, from every area's `sources`, by the
 * server's clock; `?federation=N`: for an admin, what waits on federation N.
 */
export async function workQueueRoutes(app: FastifyInstance, { sources }: { sources: readonly WorkSource[] }) {
  app.get<{ Querystring: { federation?: string } }>('/api/work-queue', async (request): Promise<TWorkQueue> => {
    if (!request.auth) throw new AppError('NotAuthenticated');
    const { db } = await app.databases.get(request.environment);
    const { federation } = request.query;
    const viewer =
      federation === undefined
        ? request.auth.user
        : await federationViewer(app.identityDb.db, db, request.auth.user, federation);
    return shownQueue(await waitingOn(db, viewer, utcDay(new Date()), sources));
  });
  dailyDigestClock(app, sources);
}
