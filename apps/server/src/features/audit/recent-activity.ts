import { desc, inArray, type SQL } from 'drizzle-orm';
import type { TActivity } from '@libero/shared/dashboard/dashboard';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/identity';

/**
 * The latest audit entries matching `where`, newest first, each with the usernames of its actor and
 * impersonator. Users live in the production database (`identityDb`); entries in the environment's.
 */
export async function recentActivity(
  db: Db,
  identityDb: Db,
  where: SQL | undefined,
  limit: number,
): Promise<TActivity[]> {
  const entries = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  const userNos = [
    ...new Set(entries.flatMap((e) => [e.actorUserNo, e.impersonatorUserNo]).filter((n): n is number => n !== null)),
  ];
  const names = userNos.length
    ? await identityDb.select({ no: users.no, username: users.username }).from(users).where(inArray(users.no, userNos))
    : [];
  const user = (no: number | null) => names.find((n) => n.no === no) ?? null;
  return entries.map((e) => ({
    at: e.at.toISOString(),
    action: e.action,
    entity: e.entity,
    entityNo: e.entityNo,
    actor: user(e.actorUserNo),
    impersonator: user(e.impersonatorUserNo),
  }));
}
