import { and, eq } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { maskedAccount } from '@libero/shared/bodies/bank-accounts';
import type { Db } from '../../db/connection';
import { bankAccounts } from '../../db/schema/bank-accounts';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** Admins and the account's own federation read it; to anyone else it does not exist (404). */
export function canReadAccount(viewer: AuthUser, account: Pick<BankAccountRow, 'federationNo'>): boolean {
  return isAdmin(viewer) || (viewer.type === UserTypeNo.Federation && viewer.typeNo === account.federationNo);
}

/** The account as its reader sees it, locked for the transaction when `lock`; else 404. */
export async function readableAccount(db: Db, viewer: AuthUser, no: number, lock = false): Promise<BankAccountRow> {
  const query = db.select().from(bankAccounts).where(eq(bankAccounts.no, no));
  const [account] = lock ? await query.for('update') : await query;
  if (!account || !canReadAccount(viewer, account)) throw new AppError('NotFound', `BankAccount ${no}`);
  return account;
}

/** Where money paid to a federation goes: its active account, as a payment record names it (`Bank, holder, •••• 1234`). */
export async function activeAccountLabel(db: Db, federationNo: number): Promise<string | null> {
  const [account] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.federationNo, federationNo), eq(bankAccounts.status, 'active')));
  if (!account) return null;
  const number = maskedAccount(account.iban, account.accountNumber);
  return `${account.bankName}, ${account.accountHolder}, ${number} (${account.currency})`;
}
