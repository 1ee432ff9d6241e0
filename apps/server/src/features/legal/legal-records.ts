import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { CaseRole } from '@libero/shared/legal/legal-cases';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import { legalCaseRegistrations, legalCases } from '../../db/schema/legal';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';

export type CaseRow = typeof legalCases.$inferSelect;

/** The case, locked until the transaction ends when `lock` (every step reads it so). */
export async function readCase(db: Db, no: number, lock = false): Promise<CaseRow> {
  const query = db.select().from(legalCases).where(eq(legalCases.no, no));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NotFound', `legal case ${no}`);
  return row;
}

/** A federation named by a determination's evidence of `caseNo` (SQL, for the row scopes). */
const namedInEvidence = (caseNo: SQLWrapper, federationNo: SQLWrapper | number) =>
  sql`exists (select 1 from ${legalCaseRegistrations} where ${legalCaseRegistrations.caseNo} = ${caseNo}
      and ${legalCaseRegistrations.federationNo} = ${federationNo})`;

/**
 * The cases a federation is a party to: as applicant (its drafts too), and once submitted as the
 * player's current federation or a federation the evidence names.
 */
function federationCases(federationNo: SQLWrapper | number): SQL {
  return sql`(${legalCases.applicantFederationNo} = ${federationNo} or (${legalCases.status} <> 'draft' and (
      ${legalCases.currentFederationNo} = ${federationNo} or ${legalCases.decidedFederationNo} = ${federationNo}
      or ${namedInEvidence(legalCases.no, federationNo)})))`;
}

/**
 * The cases a user reaches (as a condition on `legal_cases`): a Federation its own, a
 * Confederation those of its member federations; nothing for anyone else (admins are not limited).
 */
export function partyScope(viewer: AuthUser): SQL {
  if (viewer.type === UserTypeNo.Federation) return federationCases(viewer.typeNo);
  if (viewer.type === UserTypeNo.Confederation) {
    const member = sql`member.no`;
    return sql`exists (select 1 from ${federations} as member where member.confederation_no = ${viewer.typeNo}
        and ${federationCases(member)})`;
  }
  return sql`false`;
}

/** The case if the viewer reaches it, else 404: a stranger does not learn that it exists. */
export async function visibleCase(db: Db, viewer: AuthUser, no: number, lock = false): Promise<CaseRow> {
  const row = await readCase(db, no, lock);
  if (isAdmin(viewer)) return row;
  const { rows } = (await db.execute(
    sql`select 1 from ${legalCases} where ${legalCases.no} = ${no} and ${partyScope(viewer)}`,
  )) as unknown as { rows: unknown[] };
  if (rows.length === 0) throw new AppError('NotFound', `legal case ${no}`);
  return row;
}

/** What the viewer is on this case: its applicant, the player's current federation, the legal office. */
export function rolesOf(viewer: AuthUser, row: CaseRow): Set<CaseRole> {
  const roles = new Set<CaseRole>();
  if (isAdmin(viewer)) roles.add('office');
  if (viewer.type === UserTypeNo.Federation) {
    if (viewer.typeNo === row.applicantFederationNo) roles.add('applicant');
    if (row.kind === 'originChange' && viewer.typeNo === row.currentFederationNo) roles.add('currentFederation');
  }
  return roles;
}

/** The federation of origin a player has now: the one a case gave, else the one they are registered with. */
export const originOf = (person: { originFederationNo: number | null; federationNo: number | null }) =>
  person.originFederationNo ?? person.federationNo;
