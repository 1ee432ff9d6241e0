import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { applications } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { federationRecords } from './empowerment-records';

export type ApplicationRow = typeof applications.$inferSelect;

/** The audit's name of an application. */
export const AUDITED_APPLICATION = 'Application';

/**
 * Application `no` if the viewer reaches it, else 404 (a stranger does not learn that it exists);
 * locked until the transaction ends when `lock` (every command reads it so).
 */
export async function visibleApplication(db: Db, viewer: AuthUser, no: number, lock = false): Promise<ApplicationRow> {
  const query = db
    .select()
    .from(applications)
    .where(and(eq(applications.no, no), federationRecords(viewer, applications.federationNo)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NotFound', `application ${no}`);
  return row;
}

/** The application as it now is (after a command's change). */
export async function readApplication(db: Db, no: number): Promise<ApplicationRow> {
  const [row] = await db.select().from(applications).where(eq(applications.no, no));
  if (!row) throw new AppError('NotFound', `application ${no}`);
  return row;
}

/** Refuses a write naming a version other than the row's: someone changed it since it was read. */
export function checkVersion(row: { version: number }, version: number): void {
  if (row.version !== version) throw new AppError('Conflict', 'version');
}
