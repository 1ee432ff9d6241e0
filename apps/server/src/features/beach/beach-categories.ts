import { eq } from 'drizzle-orm';
import { pointsTableProblems } from '@libero/shared/competitions/points-table';
import type { Db } from '../../db/connection';
import { beachCategories } from '../../db/schema/beach';
import type { WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';
import { pointsTableOf } from './beach-workflow';

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/**
 * Before a category is saved: its points table runs down the places, a better place never earning
 * less (points or prize money); the qualification gives a power of two of places, fewer than its
 * teams, as the draw needs.
 */
export async function prepareBeachCategory(db: Db, values: WriteValues, no: number): Promise<WriteValues> {
  const [stored] = no ? await db.select().from(beachCategories).where(eq(beachCategories.no, no)) : [];
  const awards = (values.Awards ?? stored?.awards) as string | undefined;
  if (awards !== undefined) {
    const [problem] = pointsTableProblems(pointsTableOf(awards, 'USD'));
    if (problem) throw new AppError('InvalidData', 'Awards', { band: problem.band });
  }
  const qualification = Number(values.NbTeamsQualification ?? stored?.nbTeamsQualification ?? 0);
  const fromQualification = Number(values.NbTeamsFromQualification ?? stored?.nbTeamsFromQualification ?? 0);
  if (qualification > 0 && (!isPowerOfTwo(fromQualification) || fromQualification >= qualification)) {
    throw new AppError('InvalidData', 'NbTeamsFromQualification');
  }
  return values;
}
