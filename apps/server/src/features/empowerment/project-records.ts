import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ApplicationRole } from '@libero/shared/empowerment/applications';
import type { Db } from '../../db/connection';
import { developmentProjects, invoices, shipments, type progressReports } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { projectRecords, rolesOn, sentToProject } from './empowerment-records';

export type ProjectRow = typeof developmentProjects.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type ReportRow = typeof progressReports.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;

/** A project the viewer reaches, who the viewer is on it, and whether it is sent to it (its coach or an expert). */
export type ReachedProject = { project: ProjectRow; roles: Set<ApplicationRole>; isCoach: boolean };

const notFound = (what: string): never => {
  throw new AppError('NotFound', what);
};

/** The project if the viewer reaches it; locked until the transaction ends when `lock`. */
export async function projectIfReached(
  db: Db,
  viewer: AuthUser,
  no: number,
  lock = false,
): Promise<ReachedProject | undefined> {
  const query = db
    .select({
      ...getTableColumns(developmentProjects),
      isCoach: sql<boolean>`coalesce(${sentToProject(viewer)}, false)`,
    })
    .from(developmentProjects)
    .where(and(eq(developmentProjects.no, no), projectRecords(viewer)));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) return undefined;
  const { isCoach, ...project } = found;
  return { project, roles: rolesOn(viewer, project.federationNo), isCoach };
}

/** The project if the viewer reaches it, else 404 (a stranger does not learn that it exists). */
export async function reachedProject(db: Db, viewer: AuthUser, no: number, lock = false): Promise<ReachedProject> {
  return (await projectIfReached(db, viewer, no, lock)) ?? notFound(`project ${no}`);
}

/** A write names the version it read: an older one is refused (409), the record changed since. */
export function checkVersion(current: number, read: number): void {
  if (current !== read) throw new AppError('Conflict', 'version');
}

/** Refuses a viewer who has no role on the project (a coach or an expert only reads it). */
export function checkRole(reached: ReachedProject, role: ApplicationRole, what: string): void {
  if (!reached.roles.has(role)) throw new AppError('AccessDenied', `empowerment: ${what}`);
}

/**
 * An invoice and its project, if the viewer has a role on the project (invoices are the
 * federation's and the reviewers' business, not its coach's), else 404; the invoice locked when `lock`.
 */
export async function reachedInvoice(
  db: Db,
  viewer: AuthUser,
  no: number,
  lock = false,
): Promise<ReachedProject & { invoice: InvoiceRow }> {
  const query = db.select().from(invoices).where(eq(invoices.no, no));
  const [invoice] = lock ? await query.for('update') : await query;
  const reached = invoice && (await projectIfReached(db, viewer, invoice.projectNo));
  if (!invoice || !reached || reached.roles.size === 0) return notFound(`invoice ${no}`);
  return { ...reached, invoice };
}

/** A shipment and its project, if the viewer reaches the project, else 404; the shipment locked when `lock`. */
export async function reachedShipment(
  db: Db,
  viewer: AuthUser,
  no: number,
  lock = false,
): Promise<ReachedProject & { shipment: ShipmentRow }> {
  const query = db.select().from(shipments).where(eq(shipments.no, no));
  const [shipment] = lock ? await query.for('update') : await query;
  const reached = shipment && (await projectIfReached(db, viewer, shipment.projectNo));
  if (!shipment || !reached) return notFound(`shipment ${no}`);
  return { ...reached, shipment };
}
