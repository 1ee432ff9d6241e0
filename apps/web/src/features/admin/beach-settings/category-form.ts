import { z } from 'zod';
import {
  pointsTableProblems,
  type PointsBand,
  type PointsTableProblem,
} from '@libero/shared/competitions/points-table';
import { BeachCategory } from '@libero/shared/registry/beach';
import type { VisAttributes } from '@libero/shared/vis/request-builder';
import { entityFormSchema } from '../../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../../lib/forms/entity-form/entity-form-values';
import type { FormFieldSpec } from '../../../lib/forms/entity-form/field-kinds';
import { between, required } from '../../../lib/forms/rules';
import { formSpecs } from '../../../lib/forms/record-dialog-parts';
import {
  AWARDS_MAX_LENGTH,
  awardsText,
  MAX_POINTS,
  MAX_POSITION,
  parseAwards,
  prizeText,
  readPrize,
  type PrizeProblem,
} from './awards';
import type { BeachCategoryRecord } from './beach-settings-api';

/** The draw sizes a category gives its tournaments, in the order the dialog shows them. */
export const SIZE_FIELDS = [
  'NbTeamsMainDraw',
  'NbTeamsQualification',
  'NbTeamsFromQualification',
  'FederationQuota',
  'NbWildcards',
] as const;
export type SizeField = (typeof SIZE_FIELDS)[number];

/** The fields a server refusal may name on this form. */
export const REFUSABLE_FIELDS: readonly string[] = [...SIZE_FIELDS, 'Awards'];

/** The registry's write rules of the draw sizes (main draw 4–64, qualification 0–128…). */
export function sizeSpecs(): FormFieldSpec[] {
  return formSpecs(BeachCategory, SIZE_FIELDS);
}

/** A band as typed: positions and points are whole numbers (null while empty), the prize money major units. */
export type BandFormRow = { from: number | null; to: number | null; points: number | null; prize: string };

/** The form: the draw sizes under their wire names, and the bands of the points table. */
export type CategoryFormValues = { sizes: EntityFormValues; bands: BandFormRow[] };

/** What the messages of this form are: keys of `beach-settings:categories.errors`. */
export type CategoryMessage = PrizeProblem | 'fromQualification';

const ZWhole = (min: number, max: number) => z.number().int().nullable().check(required(), between(min, max));

function bandRowSchema(currency: string) {
  return z.object({
    from: ZWhole(1, MAX_POSITION),
    to: ZWhole(1, MAX_POSITION),
    points: ZWhole(0, MAX_POINTS),
    prize: z
      .string()
      .check(required())
      .superRefine((text, context) => {
        if (text.trim() === '') return;
        const read = readPrize(text, currency);
        if ('problem' in read) context.addIssue({ code: 'custom', message: read.problem });
      }),
  });
}

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/**
 * The form's rules, checked as the administrator types: the registry's for each draw size, the
 * server's for the teams from the qualification (a power of two, fewer than the qualification's
 * teams, when there is a qualification), and each band's numbers. How the bands follow each other
 * is `bandProblems`' call, on the whole table.
 */
export function categoryFormSchema(specs: readonly FormFieldSpec[], currency: string) {
  return z
    .object({ sizes: entityFormSchema(specs), bands: z.array(bandRowSchema(currency)) })
    .superRefine(({ sizes }, context) => {
      const qualification = sizes.NbTeamsQualification;
      const from = sizes.NbTeamsFromQualification;
      if (typeof qualification !== 'number' || qualification === 0) return;
      const fromQualification = typeof from === 'number' ? from : 0;
      if (!isPowerOfTwo(fromQualification) || fromQualification >= qualification) {
        context.addIssue({
          code: 'custom',
          path: ['sizes', 'NbTeamsFromQualification'],
          message: 'fromQualification' satisfies CategoryMessage,
        });
      }
    });
}

/** The bands of `awards` as the form shows them. */
export function bandRowsOf(awards: string | null, currency: string): BandFormRow[] {
  return parseAwards(awards).map((band) => ({
    from: Number.isInteger(band.from) ? band.from : null,
    to: Number.isInteger(band.to) ? band.to : null,
    points: Number.isInteger(band.points) ? band.points : null,
    prize: prizeText(band.prizeMinor, currency),
  }));
}

export function categoryFormValues(
  specs: readonly FormFieldSpec[],
  category: BeachCategoryRecord,
  currency: string,
): CategoryFormValues {
  return {
    sizes: formDefaults(specs, category as unknown as Record<string, unknown>),
    bands: bandRowsOf(category.awards, currency),
  };
}

/** The bands as typed, read; undefined while one of them holds something that is not a number yet. */
export function readBands(rows: readonly Partial<BandFormRow>[], currency: string): PointsBand[] | undefined {
  const bands: PointsBand[] = [];
  for (const row of rows) {
    const prize = readPrize(row.prize ?? '', currency);
    if (typeof row.from !== 'number' || typeof row.to !== 'number' || typeof row.points !== 'number') return undefined;
    if (!('minor' in prize)) return undefined;
    bands.push({ from: row.from, to: row.to, points: row.points, prizeMinor: prize.minor });
  }
  return bands;
}

/** What is wrong with the table as a whole: a band out of order or earning more than a better place, or none at all. */
export type BandProblem = PointsTableProblem | { code: 'NoBands' } | { code: 'TooLong' };

export function bandProblems(bands: readonly PointsBand[], currency: string): BandProblem[] {
  if (bands.length === 0) return [{ code: 'NoBands' }];
  const problems: BandProblem[] = pointsTableProblems({ currency, bands });
  if (problems.length === 0 && awardsText(bands).length > AWARDS_MAX_LENGTH) return [{ code: 'TooLong' }];
  return problems;
}

/**
 * The Save request's attributes: `No`, `Version`, the draw sizes that changed and the points table
 * when it changed (`Awards`, with the prize money in minor units).
 */
export function categorySaveAttributes(
  specs: readonly FormFieldSpec[],
  category: BeachCategoryRecord,
  defaults: CategoryFormValues,
  values: CategoryFormValues,
  bands: readonly PointsBand[],
): VisAttributes {
  const attributes = saveAttributes(specs, values.sizes, {
    no: category.no,
    version: category.version,
    defaults: defaults.sizes,
  });
  const awards = awardsText(bands);
  return awards === (category.awards ?? '').trim() ? attributes : { ...attributes, Awards: awards };
}
