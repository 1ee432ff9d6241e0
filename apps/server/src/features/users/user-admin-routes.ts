import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { userTypeByNo } from '@libero/shared/auth/user-types';
import {
  ZLinkedQuery,
  ZUserCreate,
  ZUserExportQuery,
  ZUserListQuery,
  ZUserUpdate,
  type TLinkedRecords,
  type TUserDetail,
  type TUserList,
} from '@libero/shared/users/admin-users';
import { sessions } from '../../db/schema/identity';
import { publicUrl } from '../../config';
import { parseQuery, requireAdmin } from '../../lib/admin-request';
import { AppError } from '../../lib/app-error';
import { chunkedRows, sendTabular } from '../../lib/tabular-export';
import { validate } from '../../lib/validate';
import { actorOf } from '../audit';
import { mailOrigin } from '../mail';
import { searchLinkedRecords } from './linked-records';
import { countUsers, orderOf, presentSummaries, readSummaries, readSummary, whereOf } from './user-list';
import { createUser, sendPasswordLink, storedUser, updateUser, type WriteContext } from './user-writes';

const AREA = 'users';

/** `{no}` of the path: a user number, else a 400. */
function userNo(request: FastifyRequest): number {
  const raw = (request.params as { no?: string }).no ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw new AppError('BadParameter', 'no');
  return Number(raw);
}

const EXPORT_COLUMNS = [
  'no',
  'username',
  'firstName',
  'lastName',
  'email',
  'type',
  'typeNo',
  'linkedRecord',
  'countryCode',
  'language',
  'active',
  'accesses',
  'lastLoginAt',
];

/**
 * The administration of users (issue #8), for admins: `GET /api/admin/users` (a page of the list,
 * filtered and sorted), `…/export`, `…/linked` (records a user may stand for), `GET`/`PUT
 * /api/admin/users/{no}`, `POST /api/admin/users` and `POST /api/admin/users/{no}/password-reset`.
 * Users live in the production database, whatever the network selected.
 */
export async function userAdminRoutes(app: FastifyInstance) {
  const db = () => app.identityDb.db;

  const writeContext = (request: FastifyRequest): WriteContext => ({
    db: db(),
    admin: requireAdmin(request, AREA).user,
    actor: actorOf(request),
    publicUrl: publicUrl(app.config),
    origin: mailOrigin(request),
  });

  async function detail(no: number): Promise<TUserDetail> {
    const [summary, stored, live] = await Promise.all([
      readSummary(db(), no),
      storedUser(db(), no),
      db().$count(sessions, sql`${sessions.userNo} = ${no} and ${sessions.expiresAt} > now()`),
    ]);
    if (!summary || !stored) throw new AppError('NotFound', String(no));
    const [presented] = await presentSummaries(db(), [summary]);
    if (!presented) throw new AppError('NotFound', String(no));
    return {
      ...presented,
      version: stored.version,
      hasPassword: stored.hasPassword,
      liveSessions: live,
      createdAt: stored.createdAt.toISOString(),
      updatedAt: stored.updatedAt.toISOString(),
    };
  }

  app.get('/api/admin/users', async (request): Promise<TUserList> => {
    requireAdmin(request, AREA);
    const { skip, take, sort, ...filter } = parseQuery(ZUserListQuery, request);
    const where = whereOf(filter);
    const [rows, nbItems] = await Promise.all([
      readSummaries(db(), where, orderOf(sort), skip, take),
      countUsers(db(), where),
    ]);
    return { data: await presentSummaries(db(), rows), nbItems };
  });

  app.get('/api/admin/users/export', async (request, reply) => {
    requireAdmin(request, AREA);
    const { format, sort, ...filter } = parseQuery(ZUserExportQuery, request);
    const where = whereOf(filter);
    const rows = chunkedRows(
      (skip, take) => readSummaries(db(), where, orderOf(sort), skip, take),
      async (page) =>
        (await presentSummaries(db(), page)).map((user) => [
          user.no,
          user.username,
          user.firstName,
          user.lastName,
          user.email,
          userTypeByNo(user.type)?.label ?? user.type,
          user.typeNo,
          user.linked?.name ?? null,
          user.countryCode,
          user.language,
          user.active,
          user.accesses.join(' '),
          user.lastLoginAt,
        ]),
    );
    return sendTabular(reply, { format, name: 'users', sheet: 'Users', columns: EXPORT_COLUMNS, rows });
  });

  app.get('/api/admin/users/linked', async (request): Promise<TLinkedRecords> => {
    requireAdmin(request, AREA);
    const { type, search } = parseQuery(ZLinkedQuery, request);
    return { data: await searchLinkedRecords(db(), type, search) };
  });

  app.get('/api/admin/users/:no', async (request): Promise<TUserDetail> => {
    requireAdmin(request, AREA);
    return detail(userNo(request));
  });

  app.post('/api/admin/users', async (request, reply) => {
    const context = writeContext(request);
    const no = await createUser(context, validate(ZUserCreate, request.body));
    return reply.status(201).send(await detail(no));
  });

  app.put('/api/admin/users/:no', async (request): Promise<TUserDetail> => {
    const context = writeContext(request);
    const no = userNo(request);
    await updateUser(context, no, validate(ZUserUpdate, request.body));
    return detail(no);
  });

  app.post('/api/admin/users/:no/password-reset', async (request, reply) => {
    const context = writeContext(request);
    await sendPasswordLink(context, userNo(request));
    return reply.status(202).send({ status: 'queued' });
  });
}
