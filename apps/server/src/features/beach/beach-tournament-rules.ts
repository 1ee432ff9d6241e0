import { eq } from 'drizzle-orm';
import { BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import type { Db } from '../../db/connection';
import { beachCategories, beachTournaments } from '../../db/schema/beach';
import type { WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';

const S = BEACH_TOURNAMENT_STATUS;

/** The statuses a save may set: opening the entries (or closing them again) and cancelling. The steps set the rest. */
const SAVED_STATUSES: readonly number[] = [S.planned, S.entryOpen, S.cancelled];

/** What shapes the draw, and the column holding each: fixed once the tournament is drawn. */
const DRAW_FIELDS = {
  Format: 'format',
  NbTeamsMainDraw: 'nbTeamsMainDraw',
  NbTeamsQualification: 'nbTeamsQualification',
  NbTeamsFromQualification: 'nbTeamsFromQualification',
  Type: 'typeNo',
  Gender: 'gender',
} as const satisfies Readonly<Record<string, keyof typeof beachTournaments.$inferSelect>>;

/** Days that belong together: each period ends on or after its start, within the tournament. */
const PERIODS = [
  ['StartDate', 'EndDate'],
  ['StartDateMainDraw', 'EndDateMainDraw'],
  ['StartDateQualification', 'EndDateQualification'],
] as const;

/** A continental tournament names its confederation, a national tour tournament its federation. */
async function checkOrganiser(db: Db, values: WriteValues, stored: typeof beachTournaments.$inferSelect | undefined) {
  const typeNo = Number(values.Type ?? stored?.typeNo);
  const [category] = await db.select().from(beachCategories).where(eq(beachCategories.no, typeNo));
  if (!category) throw new AppError('InvalidData', 'Type');
  const value = (field: string, column: 'confederationNo' | 'federationNo') =>
    values[field] !== undefined ? values[field] : (stored?.[column] ?? null);
  if (category.scope === 'continental' && value('NoConfederation', 'confederationNo') === null) {
    throw new AppError('InvalidData', 'NoConfederation');
  }
  if (category.scope === 'national' && value('NoFederation', 'federationNo') === null) {
    throw new AppError('InvalidData', 'NoFederation');
  }
}

/**
 * Before a beach tournament is saved: its days are in order (entries closing before it starts), its
 * organiser is named when its category's tour needs one, its status moves only where a save may
 * move it (the workflow's steps do the rest), and its draw's shape stays as it was once drawn.
 */
export async function prepareBeachTournament(db: Db, values: WriteValues, no: number): Promise<WriteValues> {
  const [stored] = no ? await db.select().from(beachTournaments).where(eq(beachTournaments.no, no)) : [];
  const day = (field: string, column: keyof typeof beachTournaments.$inferSelect) =>
    (values[field] !== undefined ? values[field] : stored?.[column]) as string | null | undefined;
  const days = {
    StartDate: day('StartDate', 'startDate'),
    EndDate: day('EndDate', 'endDate'),
    StartDateMainDraw: day('StartDateMainDraw', 'startDateMainDraw'),
    EndDateMainDraw: day('EndDateMainDraw', 'endDateMainDraw'),
    StartDateQualification: day('StartDateQualification', 'startDateQualification'),
    EndDateQualification: day('EndDateQualification', 'endDateQualification'),
  };
  for (const [from, to] of PERIODS) {
    const start = days[from];
    const end = days[to];
    if (start && end && end < start) throw new AppError('InvalidData', to);
  }
  for (const field of [
    'StartDateMainDraw',
    'EndDateMainDraw',
    'StartDateQualification',
    'EndDateQualification',
  ] as const) {
    const value = days[field];
    if (value && days.StartDate && days.EndDate && (value < days.StartDate || value > days.EndDate)) {
      throw new AppError('InvalidData', field);
    }
  }
  const deadline = values.EntryDeadline !== undefined ? values.EntryDeadline : stored?.entryDeadline;
  if (typeof deadline === 'string' && days.StartDate && deadline > days.StartDate) {
    throw new AppError('InvalidData', 'EntryDeadline');
  }
  await checkOrganiser(db, values, stored);
  const status = values.Status;
  if (status !== undefined && status !== null && Number(status) !== stored?.status) {
    if (!SAVED_STATUSES.includes(Number(status))) throw new AppError('TournamentStepRefused', 'Status');
    if (stored && stored.status === S.rankingPublished) throw new AppError('TournamentStepRefused', 'Status');
  }
  const drawn = stored !== undefined && stored.status >= S.drawn && stored.status !== S.cancelled;
  const reshaped = Object.entries(DRAW_FIELDS).find(
    ([field, column]) => values[field] !== undefined && values[field] !== stored?.[column],
  );
  if (drawn && reshaped) throw new AppError('TournamentStepRefused', reshaped[0]);
  return values;
}
