import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { ProjectType } from '@libero/shared/empowerment/applications';
import { checkEligibility, isEligible, type EligibilityVerdict } from '@libero/shared/empowerment/eligibility';
import type { TEligibility } from '@libero/shared/empowerment/empowerment-api';
import { isEmpowermentAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import { developmentProjects, progressReports } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { readCall, type CallRow } from './empowerment-calls';

/** The federation's projects ended before `today` whose final report has not come. */
async function projectsMissingFinalReport(db: Db, federationNo: number, today: string): Promise<number[]> {
  const rows = await db
    .select({ no: developmentProjects.no })
    .from(developmentProjects)
    .where(
      and(
        eq(developmentProjects.federationNo, federationNo),
        lt(developmentProjects.endDay, today),
        sql`not exists (select 1 from ${progressReports} where ${progressReports.projectNo} = ${developmentProjects.no}
          and ${progressReports.kind} = 'final')`,
      ),
    )
    .orderBy(asc(developmentProjects.no));
  return rows.map((row) => row.no);
}

/** The eligibility rules of a federation applying for a project of `type` in `call`, on `today`. */
export async function eligibilityVerdicts(
  db: Db,
  federationNo: number,
  call: CallRow,
  type: ProjectType,
  today: string,
): Promise<EligibilityVerdict[]> {
  const [federation] = await db
    .select({ empowerment: federations.empowerment, status: federations.status })
    .from(federations)
    .where(eq(federations.no, federationNo));
  return checkEligibility({
    inProgramme: federation?.empowerment === true,
    suspended: federation?.status === 'suspended',
    opensOn: call.opensOn,
    closesOn: call.closesOn,
    today,
    typeOffered: call.projectTypes.includes(type),
    projectsMissingFinalReport: await projectsMissingFinalReport(db, federationNo, today),
  });
}

/**
 * Whose eligibility the viewer asks about: a Federation user's own federation (naming another is
 * refused); a reviewer names it; nobody else asks.
 */
function askedFederationNo(viewer: AuthUser, named: number | undefined): number {
  if (viewer.type === UserTypeNo.Federation) {
    if (named !== undefined && named !== viewer.typeNo) throw new AppError('AccessDenied', 'federationNo');
    return viewer.typeNo;
  }
  if (!isEmpowermentAdmin(viewer)) throw new AppError('AccessDenied', 'empowerment: eligibility');
  if (named === undefined) throw new AppError('InvalidData', 'federationNo');
  return named;
}

export type EligibilityQuery = { callNo: number; type: ProjectType; federationNo?: number | undefined };

/** `GET /api/empowerment/eligibility`: the rules for a federation in a call, today. */
export async function readEligibility(
  db: Db,
  viewer: AuthUser,
  query: EligibilityQuery,
  today: string,
): Promise<TEligibility> {
  const federationNo = askedFederationNo(viewer, query.federationNo);
  const [federation] = await db
    .select({ no: federations.no, code: federations.code, name: federations.name })
    .from(federations)
    .where(eq(federations.no, federationNo));
  if (!federation) throw new AppError('NotFound', `federation ${federationNo}`);
  const call = await readCall(db, query.callNo);
  const verdicts = await eligibilityVerdicts(db, federationNo, call, query.type, today);
  return { federation, verdicts, eligible: isEligible(verdicts) };
}
