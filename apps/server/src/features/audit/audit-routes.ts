import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gte, inArray, lt, lte, max, or, sql, type SQL } from 'drizzle-orm';
import {
  ZAuditExportQuery,
  ZAuditQuery,
  type TAuditEntry,
  type TAuditFilter,
  type TAuditTrail,
} from '@libero/shared/audit/audit-trail';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/identity';
import { parseQuery, requireAdmin } from '../../lib/admin-request';
import { AppError } from '../../lib/app-error';
import { chunkedRows, sendTabular } from '../../lib/tabular-export';
import { auditChanges, changesText } from './audit-diff';

type AuditRow = typeof auditLog.$inferSelect;
type UserRef = { no: number; username: string };

/** The start of a UTC day, or of the next one (`to` includes its whole day). */
function dayStart(day: string, next = false): Date {
  const date = new Date(`${day}T00:00:00Z`);
  if (next) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** The numbers of the users `user` names: a username in any case, or a user number. */
async function userNumbers(identityDb: Db, user: string): Promise<number[]> {
  const byName = eq(sql`lower(${users.username})`, user.toLowerCase());
  const no = /^\d{1,9}$/.test(user) ? Number(user) : undefined;
  const rows = await identityDb
    .select({ no: users.no })
    .from(users)
    .where(no === undefined ? byName : or(byName, eq(users.no, no)));
  // A number no user has any longer still finds the entries recorded under it.
  return [...new Set([...rows.map((row) => row.no), ...(no === undefined ? [] : [no])])];
}

/** The SQL condition of a filter; `to` before `from` is a 400. */
async function whereOf(identityDb: Db, filter: TAuditFilter): Promise<SQL | undefined> {
  if (filter.from && filter.to && filter.to < filter.from) throw new AppError('BadParameter', 'to: before from');
  const conditions: (SQL | undefined)[] = [
    filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
    filter.entityNo === undefined ? undefined : eq(auditLog.entityNo, filter.entityNo),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.from === undefined ? undefined : gte(auditLog.at, dayStart(filter.from)),
    filter.to === undefined ? undefined : lt(auditLog.at, dayStart(filter.to, true)),
  ];
  if (filter.user !== undefined) {
    const nos = await userNumbers(identityDb, filter.user);
    // Nobody by that name: nothing matches.
    conditions.push(
      nos.length === 0 ? sql`false` : or(inArray(auditLog.actorUserNo, nos), inArray(auditLog.impersonatorUserNo, nos)),
    );
  }
  return and(...conditions);
}

async function readEntries(db: Db, where: SQL | undefined, skip: number, take: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(take).offset(skip);
}

/** The users the entries name (actors and impersonators), by number. */
async function usersOf(identityDb: Db, entries: readonly AuditRow[]): Promise<Map<number, UserRef>> {
  const nos = [
    ...new Set(entries.flatMap((e) => [e.actorUserNo, e.impersonatorUserNo]).filter((n): n is number => n !== null)),
  ];
  const rows = nos.length
    ? await identityDb.select({ no: users.no, username: users.username }).from(users).where(inArray(users.no, nos))
    : [];
  return new Map(rows.map((row) => [row.no, row]));
}

function present(entry: AuditRow, names: Map<number, UserRef>): TAuditEntry {
  const user = (no: number | null) => (no === null ? null : (names.get(no) ?? null));
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    environment: entry.environment,
    action: entry.action,
    entity: entry.entity,
    entityNo: entry.entityNo,
    actor: user(entry.actorUserNo),
    impersonator: user(entry.impersonatorUserNo),
    ip: entry.ip,
    changes: auditChanges(entry.before, entry.after),
  };
}

/** The columns of an export; the user numbers are kept even when the user is gone. */
const EXPORT_COLUMNS = [
  'id',
  'at',
  'environment',
  'action',
  'entity',
  'entityNo',
  'actorNo',
  'actor',
  'impersonatorNo',
  'impersonator',
  'ip',
  'changes',
];

function exportCells(entry: AuditRow, names: Map<number, UserRef>): unknown[] {
  const name = (no: number | null) => (no === null ? null : (names.get(no)?.username ?? null));
  return [
    entry.id,
    entry.at.toISOString(),
    entry.environment,
    entry.action,
    entry.entity,
    entry.entityNo,
    entry.actorUserNo,
    name(entry.actorUserNo),
    entry.impersonatorUserNo,
    name(entry.impersonatorUserNo),
    entry.ip,
    changesText(auditChanges(entry.before, entry.after)),
  ];
}

/**
 * The audit trail of the selected network, for admins (Administrator, Supervisor):
 * `GET /api/admin/audit?user=&entity=&entityNo=&action=&from=&to=&skip=&take=` answers a page,
 * newest first, each entry with the fields it changed; `GET /api/admin/audit/export?…&format=csv|xlsx`
 * streams every matching entry.
 */
export async function auditRoutes(app: FastifyInstance) {
  app.get('/api/admin/audit', async (request): Promise<TAuditTrail> => {
    requireAdmin(request, 'audit');
    const { skip, take, ...filter } = parseQuery(ZAuditQuery, request);
    const identityDb = app.identityDb.db;
    const { db } = await app.databases.get(request.environment);
    const where = await whereOf(identityDb, filter);
    const [entries, totals] = await Promise.all([
      readEntries(db, where, skip, take),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    const names = await usersOf(identityDb, entries);
    return { data: entries.map((entry) => present(entry, names)), nbItems: totals[0]?.n ?? 0 };
  });

  app.get('/api/admin/audit/export', async (request, reply) => {
    requireAdmin(request, 'audit');
    const { format, ...filter } = parseQuery(ZAuditExportQuery, request);
    const identityDb = app.identityDb.db;
    const { db } = await app.databases.get(request.environment);
    const filtered = await whereOf(identityDb, filter);
    // Entries written while the export streams would shift its pages: it stops at the newest one now.
    const [newest] = await db.select({ id: max(auditLog.id) }).from(auditLog);
    const where = and(filtered, lte(auditLog.id, newest?.id ?? 0));
    const rows = chunkedRows(
      (skip, take) => readEntries(db, where, skip, take),
      async (entries) => {
        const names = await usersOf(identityDb, entries);
        return entries.map((entry) => exportCells(entry, names));
      },
    );
    return sendTabular(reply, {
      format,
      name: `audit-${request.environment}`,
      sheet: 'Audit',
      columns: EXPORT_COLUMNS,
      rows,
    });
  });
}
