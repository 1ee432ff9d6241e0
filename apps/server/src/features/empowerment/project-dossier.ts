import { and, eq, inArray } from 'drizzle-orm';
import type { TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import { INVOICE_STATUS } from '@libero/shared/statuses/statuses';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import { invoices } from '../../db/schema/empowerment';
import { persons } from '../../db/schema/people';
import type { AuthUser } from '../../lib/request-auth';
import { invoicesOf, reportsOf, shipmentsOf } from './project-dossier-lists';
import { reachedProject } from './project-records';
import { hasFinalReport, reportKindsFor } from './project-reports';

type PersonRef = { no: number; name: string };

/** The persons of `nos` with their names, by number. */
async function personsByNo(db: Db, nos: readonly number[]): Promise<Map<number, PersonRef>> {
  if (nos.length === 0) return new Map();
  const rows = await db
    .select({ no: persons.no, firstName: persons.firstName, lastName: persons.lastName })
    .from(persons)
    .where(inArray(persons.no, [...nos]));
  return new Map(rows.map((row) => [row.no, { no: row.no, name: `${row.firstName} ${row.lastName}` }]));
}

async function federationOf(db: Db, no: number): Promise<TProjectDossier['federation']> {
  const [federation] = await db
    .select({ no: federations.no, code: federations.code, name: federations.name })
    .from(federations)
    .where(eq(federations.no, no));
  // The project's federation is a foreign key: it is there.
  return federation!;
}

/** The sum of the project's paid invoices. */
async function paidOf(db: Db, projectNo: number): Promise<number> {
  const paid = await db
    .select({ amountMinor: invoices.amountMinor })
    .from(invoices)
    .where(and(eq(invoices.projectNo, projectNo), eq(invoices.status, INVOICE_STATUS.Paid)));
  return paid.reduce((sum, invoice) => sum + invoice.amountMinor, 0);
}

/**
 * Everything the project page shows to the viewer, else 404 if it does not reach the project:
 * invoices to its federation and reviewers only, the reports SPEC §6 lets it see, and what it may do.
 */
export async function readProjectDossier(db: Db, viewer: AuthUser, no: number): Promise<TProjectDossier> {
  const reached = await reachedProject(db, viewer, no);
  const { project, roles, isCoach } = reached;
  const coachNos = project.coachPersonNo === null ? [] : [project.coachPersonNo];
  const people = await personsByNo(db, [...coachNos, ...project.expertPersonNos]);
  const running = project.status === 'running';
  return {
    no: project.no,
    version: project.version,
    applicationNo: project.applicationNo,
    title: project.title,
    projectType: project.projectType,
    status: project.status,
    federation: await federationOf(db, project.federationNo),
    currency: project.currency,
    budgetTotalMinor: project.budgetTotalMinor,
    paidMinor: await paidOf(db, no),
    startDay: project.startDay,
    endDay: project.endDay,
    coach: project.coachPersonNo === null ? null : (people.get(project.coachPersonNo) ?? null),
    experts: project.expertPersonNos.flatMap((personNo) => people.get(personNo) ?? []),
    milestones: project.milestones,
    invoices: roles.size > 0 ? await invoicesOf(db, viewer, reached) : [],
    reports: await reportsOf(db, viewer, reached),
    shipments: await shipmentsOf(db, reached),
    roles: [...roles],
    isCoach,
    canEdit: roles.has('reviewer'),
    reportKinds: reportKindsFor(reached, await hasFinalReport(db, no)),
    canAddInvoice: roles.size > 0 && running,
    canAddShipment: roles.has('reviewer') && project.projectType === 'volleyballEquipment',
  };
}
