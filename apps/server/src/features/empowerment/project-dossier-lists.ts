import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { canEditInvoice } from '@libero/shared/auth/permissions';
import type { TInvoice, TReport, TShipment } from '@libero/shared/empowerment/empowerment-api';
import { invoiceStepsFor } from '@libero/shared/empowerment/invoices';
import { SHIPMENT_STATUSES, shipmentStepsFor, type ShipmentStatus } from '@libero/shared/empowerment/shipments';
import type { Db } from '../../db/connection';
import {
  empowermentDocuments,
  empowermentEvents,
  equipmentCatalogue,
  invoices,
  progressReports,
  shipments,
} from '../../db/schema/empowerment';
import type { AuthUser } from '../../lib/request-auth';
import { documentRef } from './empowerment-documents';
import type { ReachedProject } from './project-records';
import { canSeeReport } from './project-reports';

type DocumentRef = ReturnType<typeof documentRef>;

/** The documents of `nos`, by number. */
async function documentsByNo(db: Db, nos: readonly (number | null)[]): Promise<Map<number, DocumentRef>> {
  const wanted = nos.filter((no): no is number => no !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(empowermentDocuments).where(inArray(empowermentDocuments.no, wanted));
  return new Map(rows.map((row) => [row.no, documentRef(row)]));
}

/** The project's invoices, each with what the viewer may do with it. */
export async function invoicesOf(db: Db, viewer: AuthUser, reached: ReachedProject): Promise<TInvoice[]> {
  const { project, roles } = reached;
  const rows = await db.select().from(invoices).where(eq(invoices.projectNo, project.no)).orderBy(asc(invoices.no));
  const documents = await documentsByNo(
    db,
    rows.map((row) => row.documentNo),
  );
  return rows.map((row) => ({
    no: row.no,
    version: row.version,
    description: row.description,
    reference: row.reference,
    issuedOn: row.issuedOn,
    amountMinor: row.amountMinor,
    status: row.status,
    rejectReason: row.rejectReason,
    paidTo: row.paidTo,
    document: row.documentNo === null ? null : (documents.get(row.documentNo) ?? null),
    canEdit: canEditInvoice(viewer, { status: row.status, federation: { no: project.federationNo } }),
    steps: invoiceStepsFor(row.status, roles),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The project's reports the viewer may see (SPEC §6), latest first. */
export async function reportsOf(db: Db, viewer: AuthUser, reached: ReachedProject): Promise<TReport[]> {
  const { project } = reached;
  const rows = (
    await db
      .select()
      .from(progressReports)
      .where(eq(progressReports.projectNo, project.no))
      .orderBy(desc(progressReports.submittedAt), desc(progressReports.no))
  ).filter((row) => canSeeReport(viewer, row, project.federationNo));
  const documents = await documentsByNo(
    db,
    rows.map((row) => row.documentNo),
  );
  return rows.map((row) => ({
    no: row.no,
    kind: row.kind,
    title: row.title,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    body: row.body,
    author: row.authorName,
    coachId: row.coachUserNo,
    document: row.documentNo === null ? null : (documents.get(row.documentNo) ?? null),
    submittedAt: row.submittedAt.toISOString(),
  }));
}

const isShipmentStatus = (status: string | null): status is ShipmentStatus =>
  (SHIPMENT_STATUSES as readonly (string | null)[]).includes(status);

/** Each status the shipments of `nos` reached, when and by whom, by shipment. */
async function timelinesOf(db: Db, nos: readonly number[]): Promise<Map<number, TShipment['timeline']>> {
  const timelines = new Map<number, TShipment['timeline']>(nos.map((no) => [no, []]));
  if (nos.length === 0) return timelines;
  const events = await db
    .select()
    .from(empowermentEvents)
    .where(and(eq(empowermentEvents.subject, 'shipment'), inArray(empowermentEvents.subjectNo, [...nos])))
    .orderBy(asc(empowermentEvents.at), asc(empowermentEvents.no));
  for (const event of events) {
    if (!isShipmentStatus(event.toStatus)) continue;
    timelines.get(event.subjectNo)?.push({
      status: event.toStatus,
      at: event.at.toISOString(),
      by: event.userName,
      text: event.text,
    });
  }
  return timelines;
}

/** The names of the catalogue's equipment, by code. */
async function equipmentNames(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: equipmentCatalogue.code, name: equipmentCatalogue.name })
    .from(equipmentCatalogue);
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** The project's shipments with their timelines, and the steps the viewer may take on each. */
export async function shipmentsOf(db: Db, reached: ReachedProject): Promise<TShipment[]> {
  const rows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.projectNo, reached.project.no))
    .orderBy(asc(shipments.no));
  if (rows.length === 0) return [];
  const timelines = await timelinesOf(
    db,
    rows.map((row) => row.no),
  );
  const names = await equipmentNames(db);
  return rows.map((row) => ({
    no: row.no,
    version: row.version,
    status: row.status,
    items: row.items.map((item) => ({ ...item, name: names.get(item.code) ?? item.code })),
    deliveryAddress: row.deliveryAddress,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    timeline: timelines.get(row.no) ?? [],
    steps: shipmentStepsFor(row.status, reached.roles),
  }));
}
