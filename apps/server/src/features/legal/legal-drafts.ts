import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { ZCaseCreate, ZCaseUpdate, TRegistration } from '@libero/shared/legal/legal-api';
import { FINAL_STATUSES, type CaseKind } from '@libero/shared/legal/legal-cases';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import { legalCaseRegistrations, legalCases } from '../../db/schema/legal';
import { personRoles, persons } from '../../db/schema/people';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { writeAudit } from '../audit';
import { AUDITED_ENTITY, recordEvent, today, type LegalContext } from './legal-context';
import { originOf, rolesOf, visibleCase, type CaseRow } from './legal-records';

type Create = z.output<typeof ZCaseCreate>;
type Update = z.output<typeof ZCaseUpdate>;

const invalid = (field: string): never => {
  throw new AppError('InvalidData', field);
};

/** The first key of the advisory locks that serialise opening cases, per player (the second key). */
const OPEN_LOCK = 9202;

/** Who a new case is about and between whom: checked, whoever opens it. */
export type CaseParties = {
  kind: CaseKind;
  playerNo: number;
  applicantFederationNo: number;
  currentFederationNo: number | null;
};

/**
 * The parties of a new case: a Federation applies for itself (naming another is refused), the
 * office names the applicant. The player must be one; a change needs a current federation of
 * origin other than the applicant. One open case of a kind per player.
 */
export async function partiesOfNewCase(
  db: Db,
  viewer: AuthUser,
  kind: CaseKind,
  playerNo: number | undefined,
  applicantNo: number | undefined,
): Promise<CaseParties> {
  if (viewer.type === UserTypeNo.Federation) {
    if (applicantNo !== undefined && applicantNo !== viewer.typeNo) throw new AppError('AccessDenied', 'applicant');
  } else if (!isAdmin(viewer)) throw new AppError('AccessDenied', 'legal: opening a case');
  const applicantFederationNo = viewer.type === UserTypeNo.Federation ? viewer.typeNo : applicantNo;
  if (applicantFederationNo === undefined) return invalid('applicantFederationNo');
  const [applicant] = await db
    .select({ no: federations.no })
    .from(federations)
    .where(eq(federations.no, applicantFederationNo));
  if (!applicant) invalid('applicantFederationNo');
  if (playerNo === undefined) return invalid('playerNo');
  const [player] = await db
    .select({ originFederationNo: persons.originFederationNo, federationNo: persons.federationNo })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .where(eq(persons.no, playerNo));
  if (!player) return invalid('playerNo');
  const currentFederationNo = originOf(player);
  if (kind === 'originChange' && (currentFederationNo === null || currentFederationNo === applicantFederationNo))
    invalid('applicantFederationNo');
  await db.execute(sql`select pg_advisory_xact_lock(${OPEN_LOCK}, ${playerNo})`);
  const [open] = await db
    .select({ no: legalCases.no })
    .from(legalCases)
    .where(
      and(
        eq(legalCases.playerNo, playerNo),
        eq(legalCases.kind, kind),
        notInArray(legalCases.status, [...FINAL_STATUSES, 'refused']),
      ),
    );
  if (open) throw new AppError('LegalStepRefused', `player already has case ${open.no} open`);
  return { kind, playerNo, applicantFederationNo, currentFederationNo };
}

/** A determination's registrations, each with an existing federation; a change has none. */
async function checkRegistrations(db: Db, kind: CaseKind, registrations: readonly TRegistration[], day: string) {
  if (kind === 'originChange' && registrations.length > 0) invalid('registrations');
  const nos = [...new Set(registrations.map((r) => r.federationNo))];
  if (nos.length === 0) return;
  const found = await db.select({ no: federations.no }).from(federations).where(inArray(federations.no, nos));
  if (found.length !== nos.length) invalid('registrations.federationNo');
  if (registrations.some((r) => r.day > day)) invalid('registrations.day');
}

async function replaceRegistrations(db: Db, caseNo: number, registrations: readonly TRegistration[]) {
  await db.delete(legalCaseRegistrations).where(eq(legalCaseRegistrations.caseNo, caseNo));
  if (registrations.length > 0)
    await db.insert(legalCaseRegistrations).values(registrations.map((r) => ({ caseNo, ...r })));
}

/** `POST /api/legal/cases`: a draft, with its timeline's first line. */
export async function createCase(context: LegalContext, input: Create): Promise<number> {
  const { db, viewer } = context;
  const parties = await partiesOfNewCase(db, viewer, input.kind, input.playerNo, input.applicantFederationNo);
  await checkRegistrations(db, input.kind, input.registrations, today(context));
  const [created] = await db
    .insert(legalCases)
    .values({
      ...parties,
      applicantStatement: input.applicantStatement,
      playerStatement: input.playerStatement,
      createdByUserNo: viewer.no,
    })
    .returning({ no: legalCases.no });
  const no = created!.no;
  await replaceRegistrations(db, no, input.registrations);
  await recordEvent(context, no, { step: 'create', fromStatus: null, toStatus: 'draft' });
  return no;
}

/** A draft may be edited by its applicant and by the office only, and only while it is a draft. */
export function checkEditable(viewer: AuthUser, row: CaseRow) {
  const roles = rolesOf(viewer, row);
  if (!roles.has('applicant') && !roles.has('office')) throw new AppError('AccessDenied', 'legal: editing a draft');
  if (row.status !== 'draft') throw new AppError('LegalStepRefused', `editing: ${row.status}`);
}

/** `PUT /api/legal/cases/{no}`: a draft's statements and registrations, at the version read. */
export async function updateDraft(context: LegalContext, no: number, input: Update): Promise<void> {
  const { db, viewer } = context;
  const row = await visibleCase(db, viewer, no, true);
  if (row.version !== input.version) throw new AppError('Conflict', 'version');
  checkEditable(viewer, row);
  await checkRegistrations(db, row.kind, input.registrations, today(context));
  await db
    .update(legalCases)
    .set({
      applicantStatement: input.applicantStatement,
      playerStatement: input.playerStatement,
      updatedAt: context.now,
    })
    .where(eq(legalCases.no, no));
  await replaceRegistrations(db, no, input.registrations);
  const after = { ...row, applicantStatement: input.applicantStatement, playerStatement: input.playerStatement };
  await writeAudit(db, context.actor, { action: 'save', entity: AUDITED_ENTITY, entityNo: no, before: row, after });
}
