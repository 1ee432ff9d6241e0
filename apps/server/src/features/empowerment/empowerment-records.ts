import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ApplicationRole } from '@libero/shared/empowerment/applications';
import { isAdmin, isEmpowermentAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { developmentProjects } from '../../db/schema/empowerment';
import type { AuthUser } from '../../lib/request-auth';

/**
 * Who a viewer is on a record of federation `federationNo`: its `federation` (the Federation user
 * of a federation in the programme, or an admin acting for it) and/or a `reviewer` (an empowerment
 * administrator: admins and holders of `empowerment.admin`).
 */
export function rolesOn(viewer: AuthUser, federationNo: number): Set<ApplicationRole> {
  const roles = new Set<ApplicationRole>();
  if (isEmpowermentAdmin(viewer)) roles.add('reviewer');
  const ownFederation =
    viewer.type === UserTypeNo.Federation && viewer.typeNo === federationNo && viewer.federationEmpowerment;
  if (isAdmin(viewer) || ownFederation) roles.add('federation');
  return roles;
}

/** Users linked to a person (their `typeNo`) who may be sent to a project as its coach or an expert. */
const PERSON_LINKED_TYPES: readonly number[] = [UserTypeNo.Coach, UserTypeNo.Official];

/** The viewer is the project's coach or one of its experts (SQL on `development_projects`). */
export function sentToProject(viewer: AuthUser): SQL {
  if (!PERSON_LINKED_TYPES.includes(viewer.type)) return sql`false`;
  return sql`(${developmentProjects.coachPersonNo} = ${viewer.typeNo}
    or ${developmentProjects.expertPersonNos} @> ${JSON.stringify([viewer.typeNo])}::jsonb)`;
}

/**
 * The records of the programme a viewer reaches, by the federation column `federationNo` of the
 * record: every one for a reviewer, its own for a federation; none for anyone else.
 */
export function federationRecords(viewer: AuthUser, federationNo: SQLWrapper): SQL {
  if (isEmpowermentAdmin(viewer)) return sql`true`;
  if (viewer.type === UserTypeNo.Federation && viewer.federationEmpowerment) {
    return sql`${federationNo} = ${viewer.typeNo}`;
  }
  return sql`false`;
}

/** The projects a viewer reaches: a reviewer's all, a federation's own, a coach's or expert's those it is sent to. */
export function projectRecords(viewer: AuthUser): SQL {
  return sql`(${federationRecords(viewer, developmentProjects.federationNo)} or ${sentToProject(viewer)})`;
}
