import { CRITERIA } from '@libero/shared/competitions/standings';
import { countryByIso2 } from '@libero/shared/countries/countries';
import type { EntityDef, WriteRules } from '@libero/shared/registry/types';
import { AppError } from '../lib/app-error';
import { hasControlCharacter } from '../lib/validate';
import { parseValue } from './read-plan';
import { type FilterValue } from './values';

export function invalid(detail: string): never {
  throw new AppError('InvalidData', detail);
}

export function badParameter(detail: string): never {
  throw new AppError('BadParameter', detail);
}

/** True when `raw` is a real calendar day (`2023-02-30` is not). */
function isCalendarDate(raw: string): boolean {
  const day = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(raw);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FEDERATION_CODE = /^[A-Z]{3}$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** An IANA time zone the runtime knows (`Europe/Rome`). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

/** `from-to:points:prize` bands of finishing positions, in order, none overlapping. */
function isAwards(value: string): boolean {
  let next = 1;
  for (const band of value.trim().split(/\s+/)) {
    const match = /^(\d{1,3})-(\d{1,3}):(\d{1,6}):(\d{1,12})$/.exec(band);
    if (!match) return false;
    const [from, to] = [Number(match[1]), Number(match[2])];
    if (from < next || to < from) return false;
    next = to + 1;
  }
  return true;
}

/** Standings criteria, each a known one and each once. */
function isCriteria(value: string): boolean {
  const names = value.trim().split(/\s+/);
  return names.every((name) => (CRITERIA as readonly string[]).includes(name)) && new Set(names).size === names.length;
}

/** `rank:count` pairs whose counts add up to a draw: 2, 4, 8, 16… teams. */
function isQualifiers(value: string): boolean {
  const pairs = value.trim().split(/\s+/);
  if (!pairs.every((pair) => /^[1-9]\d?:[1-9]\d?$/.test(pair))) return false;
  const teams = pairs.reduce((sum, pair) => sum + Number(pair.split(':')[1]), 0);
  return teams >= 2 && (teams & (teams - 1)) === 0;
}

function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
}

/** A year (an integer) not after this one, or a date not after today. */
function isPast(value: FilterValue): boolean {
  const now = new Date();
  if (typeof value === 'number') return value <= now.getUTCFullYear();
  return typeof value === 'string' && value <= now.toISOString().slice(0, 10);
}

function checkFormat(rules: WriteRules, value: FilterValue, name: string): void {
  if (rules.format === 'past' && !isPast(value)) invalid(name);
  if (typeof value === 'number' && rules.oneOfNumbers && !rules.oneOfNumbers.includes(value)) invalid(name);
  if (typeof value !== 'string') return;
  if (rules.oneOf && !rules.oneOf.includes(value)) invalid(name);
  switch (rules.format) {
    case 'email':
      if (!EMAIL.test(value)) invalid(name);
      break;
    case 'url':
      if (!isWebAddress(value)) invalid(name);
      break;
    case 'country':
      if (!countryByIso2(value)) invalid(name);
      break;
    case 'code':
      if (!FEDERATION_CODE.test(value)) invalid(name);
      break;
    case 'time':
      if (!TIME_OF_DAY.test(value)) invalid(name);
      break;
    case 'timeZone':
      if (!isTimeZone(value)) invalid(name);
      break;
    case 'qualifiers':
      if (!isQualifiers(value)) invalid(name);
      break;
    case 'awards':
      if (!isAwards(value)) invalid(name);
      break;
    case 'criteria':
      if (!isCriteria(value)) invalid(name);
      break;
  }
}

/** Node attributes → column values, each checked against the field's write rules. */
export function valuesOf(
  entity: EntityDef,
  attributes: Record<string, string>,
  creating: boolean,
): Record<string, FilterValue | null> {
  const values: Record<string, FilterValue | null> = {};
  for (const [name, raw] of Object.entries(attributes)) {
    if (name === 'No' || name === 'Version') continue;
    const field = entity.fields[name] ?? badParameter(`${entity.name} has no field ${name}`);
    const rules = field.write ?? badParameter(`${name} is read-only`);
    if (hasControlCharacter(raw)) invalid(name);
    const value = raw.trim() === '' ? null : parseValue(field.type, raw.trim(), name);
    if (value === null && rules.required) invalid(name);
    if (field.type === 'date' && typeof value === 'string' && !isCalendarDate(value)) invalid(name);
    if (typeof value === 'string' && rules.maxLength !== undefined && value.length > rules.maxLength) invalid(name);
    if (
      typeof value === 'number' &&
      ((rules.min !== undefined && value < rules.min) || (rules.max !== undefined && value > rules.max))
    )
      invalid(name);
    if (value !== null) checkFormat(rules, value, name);
    values[name] = value;
  }
  if (creating) {
    for (const [name, field] of Object.entries(entity.fields)) {
      const given = values[name] !== undefined && values[name] !== null;
      if (field.write?.required && !given && !(values[name] === undefined && field.write.default !== undefined))
        invalid(name);
    }
  }
  return values;
}
