import { eq } from 'drizzle-orm';
import { isApplicationEditable } from '@libero/shared/empowerment/applications';
import {
  budgetTotal,
  type TApplicationCreate,
  type TApplicationUpdate,
} from '@libero/shared/empowerment/empowerment-api';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import { applications, empowermentCalls } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { today, type ApplicationContext } from './application-context';
import {
  AUDITED_APPLICATION,
  checkVersion,
  readApplication,
  visibleApplication,
  type ApplicationRow,
} from './application-records';
import { isCallOpen } from './empowerment-calls';
import { recordEvent } from './empowerment-context';
import { rolesOn } from './empowerment-records';
import { checkCatalogueItems } from './equipment-catalogue';

/**
 * The federation a new application is for: a Federation user's own (naming another is refused), the
 * one an admin names; nobody else applies.
 */
async function applicantOf(db: Db, viewer: AuthUser, named: number | undefined): Promise<number> {
  let federationNo: number | undefined = named;
  if (viewer.type === UserTypeNo.Federation) {
    if (named !== undefined && named !== viewer.typeNo) throw new AppError('AccessDenied', 'federationNo');
    federationNo = viewer.typeNo;
  } else if (!isAdmin(viewer)) throw new AppError('AccessDenied', 'empowerment: applying');
  if (federationNo === undefined) throw new AppError('InvalidData', 'federationNo');
  if (!rolesOn(viewer, federationNo).has('federation')) throw new AppError('AccessDenied', 'empowerment: applying');
  const [found] = await db.select({ no: federations.no }).from(federations).where(eq(federations.no, federationNo));
  if (!found) throw new AppError('InvalidData', 'federationNo');
  return federationNo;
}

/** `POST /api/empowerment/applications`: a draft in an open call offering its type. */
export async function createApplication(context: ApplicationContext, input: TApplicationCreate): Promise<number> {
  const { db, viewer } = context;
  const federationNo = await applicantOf(db, viewer, input.federationNo);
  const [call] = await db.select().from(empowermentCalls).where(eq(empowermentCalls.no, input.callNo));
  if (!call) throw new AppError('InvalidData', 'callNo');
  if (!isCallOpen(call, today(context)) || !call.projectTypes.includes(input.details.type))
    throw new AppError('NotEligible', `call ${call.no}`);
  await checkCatalogueItems(db, input.details);
  const [created] = await db
    .insert(applications)
    .values({
      callNo: call.no,
      federationNo,
      projectType: input.details.type,
      title: input.title,
      summary: input.summary,
      details: input.details,
      budget: input.budget,
      budgetTotalMinor: budgetTotal(input.budget),
      createdByUserNo: viewer.no,
    })
    .returning();
  await recordEvent(
    context,
    'application',
    created!.no,
    { step: 'create', toStatus: created!.status },
    { entity: AUDITED_APPLICATION, after: created },
  );
  return created!.no;
}

/** Its federation edits an application, and only while it is a draft. */
export function checkEditable(viewer: AuthUser, row: ApplicationRow): void {
  if (!rolesOn(viewer, row.federationNo).has('federation'))
    throw new AppError('AccessDenied', 'empowerment: editing an application');
  if (!isApplicationEditable(row.status)) throw new AppError('EmpowermentStepRefused', `editing: ${row.status}`);
}

/** `PUT /api/empowerment/applications/{no}`: a draft's content, at the version read; its type stays. */
export async function updateApplication(context: ApplicationContext, no: number, input: TApplicationUpdate) {
  const { db, viewer } = context;
  const row = await visibleApplication(db, viewer, no, true);
  checkVersion(row, input.version);
  checkEditable(viewer, row);
  if (input.details.type !== row.projectType) throw new AppError('InvalidData', 'details.type');
  await checkCatalogueItems(db, input.details);
  await db
    .update(applications)
    .set({
      title: input.title,
      summary: input.summary,
      details: input.details,
      budget: input.budget,
      budgetTotalMinor: budgetTotal(input.budget),
      updatedAt: context.now,
    })
    .where(eq(applications.no, no));
  const after = await readApplication(db, no);
  await recordEvent(context, 'application', no, { step: 'edit' }, { entity: AUDITED_APPLICATION, before: row, after });
}
