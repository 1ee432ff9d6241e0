import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { TEmpowermentSummary } from '@libero/shared/empowerment/empowerment-api';
import type { ShipmentStatus } from '@libero/shared/empowerment/shipments';
import { isEmpowermentAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { INVOICE_STATUS, type ApplicationStatus, type InvoiceStatus } from '@libero/shared/statuses/statuses';
import type { Db } from '../../db/connection';
import {
  applications,
  developmentProjects,
  empowermentCalls,
  invoices,
  progressReports,
  shipments,
} from '../../db/schema/empowerment';
import type { AuthUser } from '../../lib/request-auth';
import { federationRecords } from './empowerment-records';

type Todo = TEmpowermentSummary['todo'][number];
type TodoKind = Todo['kind'];

/** The dashboard lists this many applications. */
const LISTED_APPLICATIONS = 10;

const applicationPath = (no: number) => `/empowerment/applications/${no}`;
const projectPath = (no: number) => `/empowerment/projects/${no}`;

/** Each application of `scope` in `statuses`: one thing to do. */
async function applicationTodo(db: Db, kind: TodoKind, statuses: ApplicationStatus[], scope: SQL): Promise<Todo[]> {
  const rows = await db
    .select({ no: applications.no, title: applications.title })
    .from(applications)
    .where(and(inArray(applications.status, statuses), scope))
    .orderBy(asc(applications.no));
  return rows.map((row) => ({ kind, path: applicationPath(row.no), title: row.title, count: 1 }));
}

type ProjectCount = { no: number; title: string; count: number };

const perProject = (kind: TodoKind) => (rows: ProjectCount[]) =>
  rows.map((row) => ({ kind, path: projectPath(row.no), title: row.title, count: row.count }));

const PROJECT_GROUP = { no: developmentProjects.no, title: developmentProjects.title, count: count() };

/** The invoices of `scope` in `statuses`, counted per project. */
async function invoiceTodo(db: Db, kind: TodoKind, statuses: InvoiceStatus[], scope: SQL): Promise<Todo[]> {
  const rows = await db
    .select(PROJECT_GROUP)
    .from(invoices)
    .innerJoin(developmentProjects, eq(developmentProjects.no, invoices.projectNo))
    .where(and(inArray(invoices.status, statuses), scope))
    .groupBy(developmentProjects.no, developmentProjects.title)
    .orderBy(asc(developmentProjects.no));
  return perProject(kind)(rows);
}

/** The shipments of `scope` in `statuses`, counted per project. */
async function shipmentTodo(db: Db, kind: TodoKind, statuses: ShipmentStatus[], scope: SQL): Promise<Todo[]> {
  const rows = await db
    .select(PROJECT_GROUP)
    .from(shipments)
    .innerJoin(developmentProjects, eq(developmentProjects.no, shipments.projectNo))
    .where(and(inArray(shipments.status, statuses), scope))
    .groupBy(developmentProjects.no, developmentProjects.title)
    .orderBy(asc(developmentProjects.no));
  return perProject(kind)(rows);
}

/** The projects of `scope` ended before `today` whose final report has not come. */
async function finalReportTodo(db: Db, scope: SQL, today: string): Promise<Todo[]> {
  const rows = await db
    .select({ no: developmentProjects.no, title: developmentProjects.title })
    .from(developmentProjects)
    .where(
      and(
        scope,
        lt(developmentProjects.endDay, today),
        sql`not exists (select 1 from ${progressReports} where ${progressReports.projectNo} = ${developmentProjects.no}
          and ${progressReports.kind} = 'final')`,
      ),
    )
    .orderBy(asc(developmentProjects.no));
  return perProject('writeFinalReport')(rows.map((row) => ({ ...row, count: 1 })));
}

const { NeedsUpload, InReview, Rejected, Accepted, PaymentInProgess } = INVOICE_STATUS;

/** What a federation must do next, most urgent first. */
async function federationTodo(db: Db, viewer: AuthUser, today: string): Promise<Todo[]> {
  const ownApplications = federationRecords(viewer, applications.federationNo);
  const ownProjects = federationRecords(viewer, developmentProjects.federationNo);
  return [
    ...(await finalReportTodo(db, ownProjects, today)),
    ...(await invoiceTodo(db, 'uploadInvoice', [NeedsUpload, Rejected], ownProjects)),
    ...(await shipmentTodo(db, 'confirmDelivery', ['shipped', 'inCustoms'], ownProjects)),
    ...(await applicationTodo(db, 'submitApplication', ['draft'], ownApplications)),
  ];
}

/** What the reviewers must do next, most urgent first. */
async function reviewerTodo(db: Db): Promise<Todo[]> {
  const all = sql`true`;
  return [
    ...(await applicationTodo(db, 'reviewApplication', ['submitted', 'review'], all)),
    ...(await invoiceTodo(db, 'reviewInvoice', [InReview], all)),
    ...(await invoiceTodo(db, 'payInvoice', [Accepted, PaymentInProgess], all)),
    ...(await shipmentTodo(db, 'shipEquipment', ['ordered'], all)),
  ];
}

/** The latest applications of `scope`. */
async function latestApplications(db: Db, scope: SQL): Promise<TEmpowermentSummary['applications']> {
  return db
    .select({
      no: applications.no,
      title: applications.title,
      status: applications.status,
      projectType: applications.projectType,
    })
    .from(applications)
    .where(scope)
    .orderBy(desc(applications.no))
    .limit(LISTED_APPLICATIONS);
}

async function openCalls(db: Db, today: string): Promise<TEmpowermentSummary['openCalls']> {
  return db
    .select({ no: empowermentCalls.no, title: empowermentCalls.title, closesOn: empowermentCalls.closesOn })
    .from(empowermentCalls)
    .where(and(lte(empowermentCalls.opensOn, today), gte(empowermentCalls.closesOn, today)))
    .orderBy(asc(empowermentCalls.closesOn), asc(empowermentCalls.no));
}

const isProgrammeFederation = (viewer: AuthUser) =>
  viewer.type === UserTypeNo.Federation && viewer.federationEmpowerment;

/** What the programme waits for from the viewer: the reviewers' work, or a federation's in the programme. */
export async function empowermentTodo(db: Db, viewer: AuthUser, today: string): Promise<Todo[]> {
  if (isEmpowermentAdmin(viewer)) return reviewerTodo(db);
  return isProgrammeFederation(viewer) ? federationTodo(db, viewer, today) : [];
}

/**
 * `GET /api/empowerment/summary`: a federation's applications and what it must do next; the
 * reviewers' queue (applications awaiting review) and theirs; the calls open today for everyone.
 */
export async function readSummary(db: Db, viewer: AuthUser, today: string): Promise<TEmpowermentSummary> {
  const calls = await openCalls(db, today);
  const todo = await empowermentTodo(db, viewer, today);
  if (isEmpowermentAdmin(viewer)) {
    const awaitingReview = inArray(applications.status, ['submitted', 'review']);
    return { applications: await latestApplications(db, awaitingReview), todo, openCalls: calls };
  }
  if (isProgrammeFederation(viewer)) {
    const own = federationRecords(viewer, applications.federationNo);
    return { applications: await latestApplications(db, own), todo, openCalls: calls };
  }
  return { applications: [], todo, openCalls: calls };
}
