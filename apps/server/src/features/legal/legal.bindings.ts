import { sql, type SQL } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { awaitedRole, CASE_STATUSES, WAITING_STATUSES, type CaseKind } from '@libero/shared/legal/legal-cases';
import { FederationDetermination, FederationOfOriginChange } from '@libero/shared/registry/legal';
import type { EntityDef } from '@libero/shared/registry/types';
import type { Db } from '../../db/connection';
import { among } from '../../db/schema/columns';
import { federations } from '../../db/schema/bodies';
import { legalCaseRegistrations, legalCases } from '../../db/schema/legal';
import { persons } from '../../db/schema/people';
import type { EntityBinding } from '../../gateway/binding';
import type { WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { insertEvent } from './legal-context';
import { checkEditable, partiesOfNewCase } from './legal-drafts';
import { partyScope, readCase } from './legal-records';

// The federations a case names, joined under these names (an alias in raw SQL renders as its name only).
const ALIASES = { applicant: 'applicant', current: 'current_federation', decided: 'decided_federation' };
const applicant = alias(federations, ALIASES.applicant);
const current = alias(federations, ALIASES.current);
const decided = alias(federations, ALIASES.decided);
const as = (table: PgTable, name: string) => sql`${table} as ${sql.identifier(name)}`;

const FROM = sql`${legalCases}
  join ${persons} on ${persons.no} = ${legalCases.playerNo}
  join ${as(federations, ALIASES.applicant)} on ${applicant.no} = ${legalCases.applicantFederationNo}
  left join ${as(federations, ALIASES.current)} on ${current.no} = ${legalCases.currentFederationNo}
  left join ${as(federations, ALIASES.decided)} on ${decided.no} = ${legalCases.decidedFederationNo}`;

/** Who must act, as `awaitedRole` says for each status (null when no one must). */
const AWAITED_ROLE = sql`case ${legalCases.status} ${sql.join(
  CASE_STATUSES.flatMap((status) => {
    const role = awaitedRole(status);
    return role ? [sql`when ${status} then ${role}`] : [];
  }),
  sql` `,
)} end`;
const waiting = sql`${legalCases.status} in (${among(WAITING_STATUSES)})`;
const serverDay = sql`(now() at time zone 'UTC')::date`;

/** The columns both kinds of case read alike. */
const COMMON = {
  No: sql`${legalCases.no}`,
  NoPlayer: sql`${legalCases.playerNo}`,
  PlayerName: sql`${persons.firstName} || ' ' || ${persons.lastName}`,
  Status: sql`${legalCases.status}`,
  ApplicantStatement: sql`${legalCases.applicantStatement}`,
  PlayerStatement: sql`${legalCases.playerStatement}`,
  DecisionReasons: sql`${legalCases.decisionReasons}`,
  AwaitedRole: AWAITED_ROLE,
  DueDate: sql`${legalCases.dueDay}`,
  Overdue: sql`(${waiting} and ${legalCases.dueDay} < ${serverDay})`,
  SubmittedAt: sql`${legalCases.submittedAt}`,
  DecidedAt: sql`${legalCases.decidedAt}`,
  FederationCodes: sql`concat_ws(' ', ${applicant.code}, ${current.code}, ${decided.code}, (
    select string_agg(distinct named.code, ' ') from ${legalCaseRegistrations}
    join ${federations} as named on named.no = ${legalCaseRegistrations.federationNo}
    where ${legalCaseRegistrations.caseNo} = ${legalCases.no}))`,
  Version: sql`${legalCases.version}`,
};

const statements = { ApplicantStatement: legalCases.applicantStatement, PlayerStatement: legalCases.playerStatement };

/**
 * A gateway Save of a case: a new draft gets its parties checked and filled (`applicantField`
 * names the applicant for the office); a draft is edited by its applicant or the office only, and
 * its player and applicant never change.
 */
function prepareDraft(kind: CaseKind, applicantField: string) {
  return async (db: Db, values: WriteValues, no: number, viewer: AuthUser): Promise<WriteValues> => {
    const { NoPlayer: playerNo, [applicantField]: applicantNo, ...rest } = values;
    if (no === 0) {
      const parties = await partiesOfNewCase(
        db,
        viewer,
        kind,
        typeof playerNo === 'number' ? playerNo : undefined,
        typeof applicantNo === 'number' ? applicantNo : undefined,
      );
      return {
        ...rest,
        Kind: kind,
        NoPlayer: parties.playerNo,
        [applicantField]: parties.applicantFederationNo,
        CurrentFederationNo: parties.currentFederationNo,
        CreatedByUserNo: viewer.no,
      };
    }
    const row = await readCase(db, no, true);
    checkEditable(viewer, row);
    if (playerNo !== undefined && playerNo !== row.playerNo) throw new AppError('InvalidData', 'NoPlayer');
    if (applicantNo !== undefined && applicantNo !== row.applicantFederationNo)
      throw new AppError('InvalidData', applicantField);
    return rest;
  };
}

function caseBinding(entity: EntityDef, kind: CaseKind, applicantField: string, columns: Record<string, SQL>) {
  return {
    entity,
    from: FROM,
    where: sql`${legalCases.kind} = ${kind}`,
    columns: { ...COMMON, ...columns },
    searchText: sql`${persons.firstName} || ' ' || ${persons.lastName} || ' ' || ${legalCases.no}`,
    partyScope,
    write: {
      table: legalCases,
      no: legalCases.no,
      version: legalCases.version,
      columns: {
        ...statements,
        NoPlayer: legalCases.playerNo,
        [applicantField]: legalCases.applicantFederationNo,
        Kind: legalCases.kind,
        CurrentFederationNo: legalCases.currentFederationNo,
        CreatedByUserNo: legalCases.createdByUserNo,
      },
      prepare: prepareDraft(kind, applicantField),
      created: (db: Db, no: number, viewer: AuthUser) =>
        insertEvent(db, viewer, no, { step: 'create', fromStatus: null, toStatus: 'draft' }, new Date()),
    },
  } satisfies EntityBinding;
}

export const federationOfOriginChangeBinding: EntityBinding = caseBinding(
  FederationOfOriginChange,
  'originChange',
  'NoFederationTo',
  {
    NoFederationFrom: sql`${legalCases.currentFederationNo}`,
    FederationFromCode: sql`${current.code}`,
    NoFederationTo: sql`${legalCases.applicantFederationNo}`,
    FederationToCode: sql`${applicant.code}`,
    CurrentFederationStatement: sql`${legalCases.currentFederationStatement}`,
  },
);

export const federationDeterminationBinding: EntityBinding = caseBinding(
  FederationDetermination,
  'determination',
  'NoApplicantFederation',
  {
    NoApplicantFederation: sql`${legalCases.applicantFederationNo}`,
    ApplicantFederationCode: sql`${applicant.code}`,
    NoDecidedFederation: sql`${legalCases.decidedFederationNo}`,
    DecidedFederationCode: sql`${decided.code}`,
  },
);
