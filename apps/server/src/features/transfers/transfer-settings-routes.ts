import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { seasonOf } from '@libero/shared/transfers/seasons';
import { ZFeeTable, ZWindowUpdate } from '@libero/shared/transfers/transfer-api';
import { isWindowOpen, utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../../db/connection';
import { parseQuery, requireAdmin } from '../../lib/admin-request';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import { actorOf, writeAudit } from '../audit';
import { readFeeTable, writeFeeTable } from './transfer-fees';
import { saveWindow, windowsBetween } from './transfer-windows';
import { signedIn } from '../../lib/route-params';

/** The seasons shown around today's when none are asked for, and the most one answer holds. */
const AROUND = 2;
const MOST_SEASONS = 20;

const ZSeasonParam = z.coerce.number().int().min(2000).max(2100);
const ZWindowsQuery = z.strictObject({ from: ZSeasonParam.optional(), to: ZSeasonParam.optional() });

/**
 * The transfer settings admins keep (issue #9): the fee of each handling body and the transfer
 * window of each season. Any signed-in user reads them (`GET /api/transfers/fees|windows`); admins
 * change them (`PUT /api/admin/transfer-fees`, `PUT /api/admin/transfer-windows/{season}`).
 */
export async function transferSettingsRoutes(app: FastifyInstance) {
  const environmentDb = async (request: FastifyRequest): Promise<Db> =>
    (await app.databases.get(request.environment)).db;
  async function windows(db: Db, from: number, to: number) {
    if (to < from || to - from >= MOST_SEASONS) throw new AppError('BadParameter', 'to');
    const today = utcDay(new Date());
    const list = await windowsBetween(db, from, to);
    return { today, windows: list.map((window) => ({ ...window, open: isWindowOpen(window, today) })) };
  }

  const defaultRange = () => {
    const current = seasonOf(utcDay(new Date()));
    return { from: current - AROUND, to: current + AROUND };
  };

  app.get('/api/transfers/fees', async (request) => {
    signedIn(request);
    return readFeeTable(await environmentDb(request), app.config.ORG_CODE);
  });

  app.put('/api/admin/transfer-fees', async (request) => {
    requireAdmin(request, 'transfer fees');
    const table = validate(ZFeeTable, request.body);
    const db = await environmentDb(request);
    await db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const before = await readFeeTable(trx, app.config.ORG_CODE);
      await writeFeeTable(trx, table);
      await writeAudit(trx, actorOf(request), {
        action: 'save',
        entity: 'TransferFees',
        before: before.fees,
        after: table.fees,
      });
    });
    return readFeeTable(db, app.config.ORG_CODE);
  });

  app.get('/api/transfers/windows', async (request) => {
    signedIn(request);
    const query = parseQuery(ZWindowsQuery, request);
    const range = defaultRange();
    return windows(await environmentDb(request), query.from ?? range.from, query.to ?? range.to);
  });

  app.put<{ Params: { season: string } }>('/api/admin/transfer-windows/:season', async (request) => {
    requireAdmin(request, 'transfer windows');
    const season = ZSeasonParam.safeParse(request.params.season);
    if (!season.success) throw new AppError('BadParameter', 'season');
    const update = validate(ZWindowUpdate, request.body);
    const db = await environmentDb(request);
    await db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const [before] = await windowsBetween(trx, season.data, season.data);
      await saveWindow(trx, { season: season.data, ...update });
      await writeAudit(trx, actorOf(request), {
        action: 'save',
        entity: 'TransferWindow',
        entityNo: season.data,
        before,
        after: update,
      });
    });
    const range = defaultRange();
    const shown = season.data >= range.from && season.data <= range.to;
    return shown ? windows(db, range.from, range.to) : windows(db, season.data - AROUND, season.data + AROUND);
  });
}
