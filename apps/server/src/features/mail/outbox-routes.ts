import type { FastifyInstance } from 'fastify';
import { count, desc, eq } from 'drizzle-orm';
import { ZOutboxQuery, type TOutboxList } from '@libero/shared/mail/outbox';
import { users } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { parseQuery, requireAdmin } from '../../lib/admin-request';

/** `GET /api/admin/outbox`: the queued e-mails, newest first, for admins (Administrator, Supervisor). */
export async function outboxRoutes(app: FastifyInstance) {
  app.get('/api/admin/outbox', async (request): Promise<TOutboxList> => {
    requireAdmin(request, 'outbox');
    const { skip, take, status } = parseQuery(ZOutboxQuery, request);
    const db = app.identityDb.db;
    const where = status ? eq(mailOutbox.status, status) : undefined;
    const [rows, totals] = await Promise.all([
      db
        .select({
          id: mailOutbox.id,
          kind: mailOutbox.kind,
          recipients: mailOutbox.recipients,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          nextAttemptAt: mailOutbox.nextAttemptAt,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
          lastError: mailOutbox.lastError,
          queuedByNo: users.no,
          queuedByUsername: users.username,
          source: mailOutbox.source,
        })
        .from(mailOutbox)
        .leftJoin(users, eq(users.no, mailOutbox.queuedByUserNo))
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(take)
        .offset(skip),
      db.select({ n: count() }).from(mailOutbox).where(where),
    ]);
    return {
      data: rows.map(({ queuedByNo, queuedByUsername, nextAttemptAt, createdAt, sentAt, ...mail }) => ({
        ...mail,
        nextAttemptAt: nextAttemptAt.toISOString(),
        createdAt: createdAt.toISOString(),
        sentAt: sentAt?.toISOString() ?? null,
        queuedBy:
          queuedByNo === null || queuedByUsername === null ? null : { no: queuedByNo, username: queuedByUsername },
      })),
      nbItems: totals[0]?.n ?? 0,
    };
  });
}
