import { and, desc, eq, sql } from 'drizzle-orm';
import type { TCall, TCallInput } from '@libero/shared/empowerment/empowerment-api';
import { isEmpowermentAdmin } from '@libero/shared/auth/permissions';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../../db/connection';
import { applications, empowermentCalls } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { writeAudit } from '../audit';
import type { EmpowermentContext } from './empowerment-context';
import { checkVersion } from './application-records';

export type CallRow = typeof empowermentCalls.$inferSelect;

const AUDITED_CALL = 'EmpowermentCall';

/** A call's window holds `today` (UTC days). */
export const isCallOpen = (call: Pick<CallRow, 'opensOn' | 'closesOn'>, today: string) =>
  call.opensOn <= today && today <= call.closesOn;

/** What the approved applications of each call (or of call `no`) take from its budget. */
async function committedByCall(db: Db, no?: number): Promise<Map<number, number>> {
  const approved = eq(applications.status, 'approved');
  const rows = await db
    .select({ callNo: applications.callNo, total: sql<string>`sum(${applications.budgetTotalMinor})` })
    .from(applications)
    .where(no === undefined ? approved : and(approved, eq(applications.callNo, no)))
    .groupBy(applications.callNo);
  return new Map(rows.map((row) => [row.callNo, Number(row.total)]));
}

function toCall(row: CallRow & { committedMinor: number }, today: string): TCall {
  return {
    no: row.no,
    version: row.version,
    title: row.title,
    description: row.description,
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    budgetMinor: row.budgetMinor,
    currency: row.currency,
    projectTypes: row.projectTypes,
    criteria: row.criteria,
    open: isCallOpen(row, today),
    committedMinor: row.committedMinor,
  };
}

async function selectCalls(db: Db, no?: number) {
  const query = db.select().from(empowermentCalls).orderBy(desc(empowermentCalls.opensOn), desc(empowermentCalls.no));
  const rows = await (no === undefined ? query : query.where(eq(empowermentCalls.no, no)));
  const committed = await committedByCall(db, no);
  return rows.map((row) => ({ ...row, committedMinor: committed.get(row.no) ?? 0 }));
}

/** `GET /api/empowerment/calls`: every call, newest first. */
export async function listCalls(db: Db, now: Date): Promise<TCall[]> {
  return (await selectCalls(db)).map((row) => toCall(row, utcDay(now)));
}

/** Call `no`, or 404. */
export async function readCall(db: Db, no: number): Promise<CallRow> {
  const [row] = await db.select().from(empowermentCalls).where(eq(empowermentCalls.no, no));
  if (!row) throw new AppError('NotFound', `call ${no}`);
  return row;
}

async function answerCall(db: Db, no: number, now: Date): Promise<TCall> {
  const [row] = await selectCalls(db, no);
  if (!row) throw new AppError('NotFound', `call ${no}`);
  return toCall(row, utcDay(now));
}

/** Calls are the reviewers' to write. */
function checkReviewer(viewer: AuthUser): void {
  if (!isEmpowermentAdmin(viewer)) throw new AppError('AccessDenied', 'empowerment: calls');
}

/** `POST /api/empowerment/calls` (reviewers). */
export async function createCall(context: EmpowermentContext, input: TCallInput): Promise<TCall> {
  checkReviewer(context.viewer);
  const [created] = await context.db.insert(empowermentCalls).values(input).returning();
  await writeAudit(context.db, context.actor, {
    action: 'create',
    entity: AUDITED_CALL,
    entityNo: created!.no,
    after: created,
  });
  return answerCall(context.db, created!.no, context.now);
}

/** `PUT /api/empowerment/calls/{no}` (reviewers), at the version read. */
export async function updateCall(
  context: EmpowermentContext,
  no: number,
  { version, ...input }: TCallInput & { version: number },
): Promise<TCall> {
  const { db } = context;
  checkReviewer(context.viewer);
  const [before] = await db.select().from(empowermentCalls).where(eq(empowermentCalls.no, no)).for('update');
  if (!before) throw new AppError('NotFound', `call ${no}`);
  checkVersion(before, version);
  const [after] = await db
    .update(empowermentCalls)
    .set({ ...input, updatedAt: context.now })
    .where(eq(empowermentCalls.no, no))
    .returning();
  await writeAudit(db, context.actor, { action: 'save', entity: AUDITED_CALL, entityNo: no, before, after });
  return answerCall(db, no, context.now);
}
