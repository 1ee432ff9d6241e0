import { z } from 'zod';

/** The areas that put items in a user's work queue, in the order the dashboard groups them. */
export const WORK_AREAS = [
  'transfers',
  'competitions',
  'legal',
  'empowerment',
  'media',
  'medical',
  'federations',
] as const;
export type WorkArea = (typeof WORK_AREAS)[number];

/**
 * Something that waits on the signed-in user (issue #26): a record of an area, why it waits on
 * them (`reason`, a code the web app words), and by when. `key` names the item and its reason, the
 * same at every reading, so that notifications never show one twice.
 */
export const ZWorkItem = z.strictObject({
  key: z.string(),
  area: z.enum(WORK_AREAS),
  reason: z.string(),
  /** What the record is (a player's name, a case's number…), as the area shows it. */
  title: z.string(),
  /** The record's page in the web app. */
  path: z.string(),
  /** The last day to act (`YYYY-MM-DD`, the server's calendar), or null when there is none. */
  dueDay: z.string().nullable(),
  overdue: z.boolean(),
});
export type TWorkItem = z.infer<typeof ZWorkItem>;

/** The most items of one area the queue answers: the most urgent; the others are counted. */
export const WORK_ITEMS_PER_AREA = 50;

const count = z.number().int().nonnegative();

/**
 * `GET /api/work-queue`: overdue items first, then by due day (those without one last), at most
 * `WORK_ITEMS_PER_AREA` of each area; `total` and `overdue` count them all, and `areas` each
 * area's (those with items only).
 */
export const ZWorkQueue = z.strictObject({
  items: z.array(ZWorkItem),
  total: count,
  overdue: count,
  areas: z.array(z.strictObject({ area: z.enum(WORK_AREAS), total: count, overdue: count })),
});
export type TWorkQueue = z.infer<typeof ZWorkQueue>;
