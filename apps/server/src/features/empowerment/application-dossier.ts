import { and, asc, eq } from 'drizzle-orm';
import { applicationStepsFor, isApplicationEditable } from '@libero/shared/empowerment/applications';
import type { TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import type { ApplicationStatus } from '@libero/shared/statuses/statuses';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import { developmentProjects, empowermentEvents } from '../../db/schema/empowerment';
import type { AuthUser } from '../../lib/request-auth';
import { visibleApplication } from './application-records';
import { scoreTotalOf } from './application-review';
import { readCall } from './empowerment-calls';
import { documentsOf } from './empowerment-documents';
import { rolesOn } from './empowerment-records';
import { eligibilityVerdicts } from './eligibility-facts';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

async function timelineOf(db: Db, no: number): Promise<TApplicationDossier['timeline']> {
  const events = await db
    .select()
    .from(empowermentEvents)
    .where(and(eq(empowermentEvents.subject, 'application'), eq(empowermentEvents.subjectNo, no)))
    .orderBy(asc(empowermentEvents.at), asc(empowermentEvents.no));
  return events.map((event) => ({
    step: event.step,
    toStatus: event.toStatus as ApplicationStatus | null,
    by: event.userName,
    text: event.text,
    at: event.at.toISOString(),
  }));
}

async function projectNoOf(db: Db, applicationNo: number): Promise<number | null> {
  const [project] = await db
    .select({ no: developmentProjects.no })
    .from(developmentProjects)
    .where(eq(developmentProjects.applicationNo, applicationNo));
  return project?.no ?? null;
}

/** Everything the application page shows about application `no` on `today`, and what the viewer may do on it. */
export async function readApplicationDossier(
  db: Db,
  viewer: AuthUser,
  no: number,
  today: string,
): Promise<TApplicationDossier> {
  const row = await visibleApplication(db, viewer, no);
  const call = await readCall(db, row.callNo);
  const [federation] = await db
    .select({ no: federations.no, code: federations.code, name: federations.name })
    .from(federations)
    .where(eq(federations.no, row.federationNo));
  const roles = rolesOn(viewer, row.federationNo);
  return {
    no: row.no,
    version: row.version,
    status: row.status,
    call: {
      no: call.no,
      title: call.title,
      opensOn: call.opensOn,
      closesOn: call.closesOn,
      currency: call.currency,
      criteria: call.criteria,
    },
    federation: federation!,
    projectType: row.projectType,
    title: row.title,
    summary: row.summary,
    details: row.details,
    budget: row.budget,
    budgetTotalMinor: row.budgetTotalMinor,
    scores: row.scores,
    scoreTotal: scoreTotalOf(call.criteria, row.scores),
    decisionReason: row.decisionReason,
    documents: await documentsOf(db, 'application', no),
    timeline: await timelineOf(db, no),
    eligibility: await eligibilityVerdicts(db, row.federationNo, call, row.projectType, today),
    projectNo: await projectNoOf(db, no),
    roles: [...roles],
    steps: applicationStepsFor(row.status, roles),
    canEdit: roles.has('federation') && isApplicationEditable(row.status),
    canScore: roles.has('reviewer') && row.status === 'review',
    createdAt: row.createdAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
  };
}
