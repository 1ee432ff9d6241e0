import { and, notInArray, sql } from 'drizzle-orm';
import { ROUTE_ACCESS, ruleVerdict } from '@libero/shared/auth/access-rules';
import { isAdmin } from '@libero/shared/auth/permissions';
import { awaitedRole, FINAL_STATUSES } from '@libero/shared/legal/legal-cases';
import type { TWorkItem } from '@libero/shared/work-queue/work-queue-api';
import type { Db } from '../../db/connection';
import { legalCases } from '../../db/schema/legal';
import { persons } from '../../db/schema/people';
import type { AuthUser } from '../../lib/request-auth';
import type { WorkSource } from '../work-queue';
import { partyScope, rolesOf } from './legal-records';

/** Whoever may open a case page may be waited on. */
const CASE_PAGE = ROUTE_ACCESS['GET /api/legal/cases/:no']!;

/**
 * The cases waiting on the viewer: open cases whose awaited party (`awaitedRole`: the applicant
 * for a draft, the office for a decision to close…) the viewer is on that case (`rolesOf`), due
 * on the step's due day where the step has one.
 */
async function itemsFor(db: Db, viewer: AuthUser, today: string): Promise<TWorkItem[]> {
  if (ruleVerdict(CASE_PAGE, viewer) !== 'allowed') return [];
  const rows = await db
    .select({ row: legalCases, firstName: persons.firstName, lastName: persons.lastName })
    .from(legalCases)
    .innerJoin(persons, sql`${persons.no} = ${legalCases.playerNo}`)
    .where(and(notInArray(legalCases.status, [...FINAL_STATUSES]), isAdmin(viewer) ? undefined : partyScope(viewer)));
  return rows.flatMap(({ row, firstName, lastName }) => {
    const awaited = awaitedRole(row.status);
    if (!awaited || !rolesOf(viewer, row).has(awaited)) return [];
    return [
      {
        key: `legal:${row.no}:${row.status}`,
        area: 'legal' as const,
        reason: `legal.${row.status}`,
        title: `${firstName} ${lastName}`,
        path: `/legal/cases/${row.no}`,
        dueDay: row.dueDay,
        overdue: row.dueDay !== null && row.dueDay < today,
      },
    ];
  });
}

export const legalWork: WorkSource = { area: 'legal', itemsFor };
