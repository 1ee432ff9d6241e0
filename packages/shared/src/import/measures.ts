import type { FieldDef } from '../registry/types';
import { accept, refuse, type Cell, type Conversion } from './conversion';

/** Inclusive bounds of a measure, in centimetres for a length, kilograms for a mass. */
export type MeasureRange = { min: number; max: number };

const MICROMETRES_PER_CM = 10_000;
const MILLIGRAMS_PER_KG = 1_000_000;
const KG_PER_POUND = 0.45359237;
/**
 * Below this a bare number is in metres (`1.92`, a spike reach of `3.40`), from it in centimetres
 * (`192`): no length of the body or reach is 5 m, none is 5 cm.
 */
const METRES_BELOW = 5;

/**
 * Where a person's measure is a typing or unit error (a height in inches, a weight in pounds
 * without saying so), stricter than what the registry lets a form save.
 */
const HUMAN_RANGES: Readonly<Record<string, MeasureRange>> = {
  Height: { min: 100, max: 250 },
  SpikeReach: { min: 150, max: 450 },
  BlockReach: { min: 150, max: 450 },
  Weight: { min: 30, max: 250 },
};

/** The bounds of a measure field: a person's plausible range, else above zero up to the registry's maximum. */
export function measureRange(name: string, field: FieldDef): MeasureRange {
  const human = HUMAN_RANGES[name];
  if (human) return human;
  const perUnit = field.unit === 'milligram' ? MILLIGRAMS_PER_KG : MICROMETRES_PER_CM;
  return { min: Number.MIN_VALUE, max: (field.write?.max ?? Number.MAX_SAFE_INTEGER) / perUnit };
}

/** Lower case, no spaces, a decimal comma read as a point: `1,92 M` → `1.92m`. */
function compact(cell: Cell): string | undefined {
  if (typeof cell !== 'string') return undefined;
  return cell.toLowerCase().replace(/\s+/g, '').replace(',', '.');
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const LENGTH = new RegExp(`^(${NUMBER})(cm|mm|m)?$`);
const METRES_AND_CENTIMETRES = /^(\d)m(\d{1,2})$/;
const MASS = new RegExp(`^(${NUMBER})(kgs?|lbs?|g)?$`);

function centimetres(cell: Cell): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? (cell < METRES_BELOW ? cell * 100 : cell) : undefined;
  const text = compact(cell);
  if (text === undefined) return undefined;
  const split = METRES_AND_CENTIMETRES.exec(text);
  if (split) return Number(`${split[1]}.${split[2]}`) * 100;
  const length = LENGTH.exec(text);
  if (!length) return undefined;
  const value = Number(length[1]);
  switch (length[2]) {
    case 'm':
      return value * 100;
    case 'cm':
      return value;
    case 'mm':
      return value / 10;
    default:
      return value < METRES_BELOW ? value * 100 : value;
  }
}

function kilograms(cell: Cell): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  const text = compact(cell);
  const mass = text === undefined ? undefined : MASS.exec(text);
  if (!mass) return undefined;
  const value = Number(mass[1]);
  if (mass[2]?.startsWith('lb')) return value * KG_PER_POUND;
  return mass[2] === 'g' ? value / 1000 : value;
}

function inRange(value: number | undefined, range: MeasureRange, perUnit: number): Conversion<number> {
  if (value === undefined) return refuse('notAMeasure');
  if (value < range.min || value > range.max) return refuse('outOfRange');
  return accept(Math.round(value * perUnit));
}

/**
 * A length in micrometres, as the registry stores it: `1.92`, `1,92` and `1.92 m` are metres,
 * `192` and `192 cm` centimetres, `1m92` both; `1920 mm` too. Out of `range` (cm) it is refused.
 */
export function toMicrometres(cell: Cell, range: MeasureRange): Conversion<number> {
  return inRange(centimetres(cell), range, MICROMETRES_PER_CM);
}

/** A mass in milligrams, as the registry stores it: `85`, `85,5 kg`, `85500 g`, `187 lb`. Out of `range` (kg) it is refused. */
export function toMilligrams(cell: Cell, range: MeasureRange): Conversion<number> {
  return inRange(kilograms(cell), range, MILLIGRAMS_PER_KG);
}
