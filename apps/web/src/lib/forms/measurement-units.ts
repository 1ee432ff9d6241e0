import { convert } from 'convert';
import type { FieldDef } from '@libero/shared/registry/types';

/** How measurements are shown: centimetres and kilograms, or inches and pounds. */
export type UnitSystem = 'metric' | 'imperial';
export type StoredUnit = NonNullable<FieldDef['unit']>;
export type DisplayUnit = 'cm' | 'in' | 'kg' | 'lb';

export const UNIT_SYSTEMS: readonly UnitSystem[] = ['metric', 'imperial'];

const DISPLAY_UNITS: Record<StoredUnit, Record<UnitSystem, DisplayUnit>> = {
  micrometre: { metric: 'cm', imperial: 'in' },
  milligram: { metric: 'kg', imperial: 'lb' },
};

/** Lengths go through millimetres, masses through milligrams. */
const CONVERTIBLE: Record<StoredUnit, { unit: 'mm' | 'mg'; perUnit: number }> = {
  micrometre: { unit: 'mm', perUnit: 1000 },
  milligram: { unit: 'mg', perUnit: 1 },
};

/** Every display unit is shown and typed with one decimal. */
export const DISPLAY_DECIMALS = 1;
const SCALE = 10 ** DISPLAY_DECIMALS;

export function displayUnit(stored: StoredUnit, system: UnitSystem): DisplayUnit {
  return DISPLAY_UNITS[stored][system];
}

function exactDisplay(value: number, stored: StoredUnit, system: UnitSystem): number {
  const { unit, perUnit } = CONVERTIBLE[stored];
  return convert(value / perUnit, unit).to(displayUnit(stored, system));
}

/** A stored integer (µm, mg) in the unit shown, rounded to one decimal: 1,879,600 µm → 74 in. */
export function toDisplay(value: number, stored: StoredUnit, system: UnitSystem): number {
  return Math.round(exactDisplay(value, stored, system) * SCALE) / SCALE;
}

/** A value typed in the unit shown as the stored integer: 74 in → 1,879,600 µm. */
export function toStored(value: number, stored: StoredUnit, system: UnitSystem): number {
  const { unit, perUnit } = CONVERTIBLE[stored];
  return Math.round(convert(value, displayUnit(stored, system)).to(unit) * perUnit);
}

/** The largest value the field may show, rounded down so that it stays within the stored bound. */
export function displayMax(max: number, stored: StoredUnit, system: UnitSystem): number {
  return Math.floor(exactDisplay(max, stored, system) * SCALE) / SCALE;
}
