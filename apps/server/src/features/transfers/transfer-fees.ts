import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Currency, TFeeTable } from '@libero/shared/transfers/transfer-api';
import type { Db } from '../../db/connection';
import { confederations } from '../../db/schema/bodies';
import { transferFees } from '../../db/schema/transfers';
import { AppError } from '../../lib/app-error';

export type Fee = { amountMinor: number; currency: Currency };

/** The fee of the body handling a transfer (null: the world federation); null when it has no fee table. */
export async function feeOf(db: Db, handlingConfederationNo: number | null): Promise<Fee | null> {
  const [row] = await db
    .select({ amountMinor: transferFees.amountMinor, currency: transferFees.currency })
    .from(transferFees)
    .where(
      handlingConfederationNo === null
        ? isNull(transferFees.confederationNo)
        : eq(transferFees.confederationNo, handlingConfederationNo),
    );
  return row ?? null;
}

/** The fee table, the world federation's row first, each named after its body. */
export async function readFeeTable(db: Db, orgCode: string) {
  const rows = await db
    .select({
      confederationNo: transferFees.confederationNo,
      currency: transferFees.currency,
      amountMinor: transferFees.amountMinor,
      handlerName: sql<string | null>`${confederations.code}`,
      updatedAt: transferFees.updatedAt,
    })
    .from(transferFees)
    .leftJoin(confederations, eq(confederations.no, transferFees.confederationNo))
    .orderBy(sql`${transferFees.confederationNo} nulls first`, asc(confederations.code));
  return {
    fees: rows.map((row) => ({
      ...row,
      handlerName: row.handlerName ?? orgCode,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** Replaces the fee table; a handling body named twice, or unknown, is refused. */
export async function writeFeeTable(db: Db, table: TFeeTable): Promise<void> {
  const keys = table.fees.map((fee) => fee.confederationNo ?? 0);
  if (new Set(keys).size !== keys.length) throw new AppError('InvalidData', 'fees');
  const known = new Set((await db.select({ no: confederations.no }).from(confederations)).map((row) => row.no));
  table.fees.forEach((fee, index) => {
    if (fee.confederationNo !== null && !known.has(fee.confederationNo))
      throw new AppError('InvalidData', `fees.${index}.confederationNo`);
  });
  await db.delete(transferFees);
  if (table.fees.length > 0) await db.insert(transferFees).values(table.fees);
}
