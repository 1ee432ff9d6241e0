import type { FastifyRequest } from 'fastify';
import type { Environment } from '@libero/shared/http/environments';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';

export type AuditEntry = {
  action: string;
  entity: string;
  entityNo?: string | number | null;
  before?: unknown;
  after?: unknown;
};

export type Actor = {
  environment: Environment;
  actorUserNo: number | null;
  impersonatorUserNo: number | null;
  ip: string;
};

/** Who is acting in this request, for the audit log. */
export function actorOf(request: FastifyRequest): Actor {
  const auth = request.auth;
  return {
    environment: request.environment,
    actorUserNo: auth?.user.no ?? null,
    impersonatorUserNo: auth?.impersonating ? auth.realUser.no : null,
    ip: request.ip,
  };
}

/** Writes one audit entry; pass the transaction's db so the entry commits with the change. */
export async function writeAudit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...actor,
    action: entry.action,
    entity: entry.entity,
    entityNo: entry.entityNo === undefined || entry.entityNo === null ? null : String(entry.entityNo),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
