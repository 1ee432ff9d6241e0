import { sql } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { TWorkItem } from '@libero/shared/work-queue/work-queue-api';
import type { Db } from '../../db/connection';
import { bankAccounts } from '../../db/schema/bank-accounts';
import { federations } from '../../db/schema/bodies';
import type { AuthUser } from '../../lib/request-auth';
import type { WorkSource } from '../work-queue';

/** How many days admins take to verify a submitted account whose proof is in. */
export const VERIFY_WITHIN_DAYS = 5;

type Waiting = { no: number; federationNo: number; code: string; bank: string; status: string; due: string | null };

/**
 * Bank accounts waiting: on admins, those submitted with their proof (due five days after their
 * submission); on the federation, its account without proof yet, or sent back to be corrected.
 */
async function waiting(db: Db, viewer: AuthUser): Promise<Waiting[]> {
  const admin = isAdmin(viewer);
  if (!admin && viewer.type !== UserTypeNo.Federation) return [];
  const whose = admin
    ? sql`a.status = 'submitted' and a.proof_storage_key is not null`
    : sql`a.federation_no = ${viewer.typeNo}
        and (a.status = 'rejected' or (a.status = 'submitted' and a.proof_storage_key is null))`;
  const { rows } = (await db.execute(sql`select a.no, a.federation_no as "federationNo", f.code, a.bank_name as bank,
      a.status, case when ${admin} then (a.submitted_at::date + ${VERIFY_WITHIN_DAYS}::int)::text end as due
    from ${bankAccounts} a join ${federations} f on f.no = a.federation_no
    where ${whose}
    order by a.submitted_at, a.no`)) as unknown as { rows: Waiting[] };
  return rows;
}

function reasonOf(account: Waiting, admin: boolean): string {
  if (admin) return 'federations.verifyBankAccount';
  return account.status === 'rejected' ? 'federations.correctBankAccount' : 'federations.uploadBankProof';
}

async function itemsFor(db: Db, viewer: AuthUser, today: string): Promise<TWorkItem[]> {
  const admin = isAdmin(viewer);
  return (await waiting(db, viewer)).map((account) => {
    const reason = reasonOf(account, admin);
    return {
      key: `federations:bank-account:${account.no}:${reason}`,
      area: 'federations' as const,
      reason,
      title: `${account.code} · ${account.bank}`,
      path: `/federations/${account.federationNo}`,
      dueDay: account.due,
      overdue: account.due !== null && account.due < today,
    };
  });
}

export const bankAccountWork: WorkSource = { area: 'federations', itemsFor };
