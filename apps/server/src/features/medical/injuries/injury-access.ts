import { and, eq, sql } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { INJURY_WRITERS } from '@libero/shared/medical/injuries';
import type { Db } from '../../../db/connection';
import { playerInjuries } from '../../../db/schema/medical';
import { AppError } from '../../../lib/app-error';
import type { AuthUser } from '../../../lib/request-auth';
import { injuryParties } from './injury-parties';

const writerTypes: readonly number[] = INJURY_WRITERS.map((code) => UserTypeNo[code]);

/** Injury `no` as `viewer` may read it; not found when they may not (its existence is not told). */
export async function readableInjury(db: Db, viewer: AuthUser, no: number) {
  const [injury] = await db
    .select({ no: playerInjuries.no, playerNo: playerInjuries.playerNo })
    .from(playerInjuries)
    .where(and(eq(playerInjuries.no, no), injuryParties(viewer, sql`${playerInjuries.playerNo}`)));
  if (!injury) throw new AppError('NotFound', `PlayerInjury ${no}`);
  return injury;
}

/** Injury `no` as `viewer` may change it: read, and written by admins and the medical staff only. */
export async function writableInjury(db: Db, viewer: AuthUser, no: number) {
  const injury = await readableInjury(db, viewer, no);
  if (!isAdmin(viewer) && !writerTypes.includes(viewer.type)) throw new AppError('AccessDenied', `PlayerInjury ${no}`);
  return injury;
}
