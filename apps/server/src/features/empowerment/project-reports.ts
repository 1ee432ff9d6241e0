import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { canSeeCoachReport, canSeeFinalReport } from '@libero/shared/auth/permissions';
import type { ZReportInput } from '@libero/shared/empowerment/empowerment-api';
import { REPORT_KINDS, type ReportKind } from '@libero/shared/empowerment/reports';
import type { Db } from '../../db/connection';
import { progressReports } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import type { StoredFile } from '../documents';
import { recordEvent, userName, type EmpowermentContext } from './empowerment-context';
import { recordDocument } from './empowerment-documents';
import { finalReportNews } from './project-mails';
import { projectIfReached, reachedProject, type ReachedProject, type ReportRow } from './project-records';

export type ReportInput = z.output<typeof ZReportInput>;

/**
 * SPEC §6, for a viewer who reaches the report's project: a coach report is seen by the coach who
 * wrote it (and admins), a final report by its federation's users (and admins); a progress report
 * by whoever reaches the project.
 */
export function canSeeReport(viewer: AuthUser, report: Pick<ReportRow, 'kind' | 'coachUserNo'>, federationNo: number) {
  switch (report.kind) {
    case 'coach':
      return report.coachUserNo !== null && canSeeCoachReport(viewer, { coachId: report.coachUserNo });
    case 'final':
      return canSeeFinalReport(viewer, { no: federationNo });
    case 'progress':
      return true;
  }
}

/** Who writes a kind of report: its federation progress and final reports, its coach coach reports. */
const writesKind = (reached: ReachedProject, kind: ReportKind) =>
  kind === 'coach' ? reached.isCoach : reached.roles.has('federation');

/** The kinds of report the viewer may add now: a final report once. */
export function reportKindsFor(reached: ReachedProject, hasFinalReport: boolean): ReportKind[] {
  return REPORT_KINDS.filter((kind) => writesKind(reached, kind) && !(kind === 'final' && hasFinalReport));
}

/** Refuses a kind of report the viewer does not write (403), or a second final report (409). */
export function checkReportKind(reached: ReachedProject, kind: ReportKind, hasFinalReport: boolean): void {
  if (!writesKind(reached, kind)) throw new AppError('AccessDenied', `empowerment: a ${kind} report`);
  if (kind === 'final' && hasFinalReport) throw new AppError('EmpowermentStepRefused', 'final report: already in');
}

export async function hasFinalReport(db: Db, projectNo: number): Promise<boolean> {
  const [found] = await db
    .select({ no: progressReports.no })
    .from(progressReports)
    .where(and(eq(progressReports.projectNo, projectNo), eq(progressReports.kind, 'final')));
  return found !== undefined;
}

/** A report if the viewer may see it (SPEC §6), else 404. */
export async function visibleReport(db: Db, viewer: AuthUser, no: number): Promise<ReportRow> {
  const [report] = await db.select().from(progressReports).where(eq(progressReports.no, no));
  const reached = report && (await projectIfReached(db, viewer, report.projectNo));
  if (!report || !reached || !canSeeReport(viewer, report, reached.project.federationNo))
    throw new AppError('NotFound', `report ${no}`);
  return report;
}

/**
 * `POST /api/empowerment/projects/{no}/reports`: a report with its optional file; the programme
 * office hears of a final report. Answers the project's no.
 */
export async function addReport(
  context: EmpowermentContext,
  projectNo: number,
  input: ReportInput,
  file: StoredFile | undefined,
  officeEmail: string,
): Promise<number> {
  const { db, viewer } = context;
  const reached = await reachedProject(db, viewer, projectNo, true);
  checkReportKind(reached, input.kind, await hasFinalReport(db, projectNo));
  const [created] = await db
    .insert(progressReports)
    .values({
      projectNo,
      ...input,
      coachUserNo: input.kind === 'coach' ? viewer.no : null,
      authorUserNo: viewer.no,
      authorName: userName(viewer),
      submittedAt: context.now,
    })
    .returning();
  const report = file ? await attach(context, created!, file) : created!;
  await recordEvent(
    context,
    'project',
    projectNo,
    { step: 'report', text: input.kind },
    { entity: 'DevelopmentProject', after: report },
  );
  if (report.kind === 'final') context.mails.push(finalReportNews(context.mail, officeEmail, reached.project, report));
  return projectNo;
}

async function attach(context: EmpowermentContext, report: ReportRow, file: StoredFile): Promise<ReportRow> {
  const document = await recordDocument(context, 'report', report.no, 'report', file);
  const [after] = await context.db
    .update(progressReports)
    .set({ documentNo: document.no })
    .where(eq(progressReports.no, report.no))
    .returning();
  return after!;
}
