import { countryName } from '@libero/shared/countries/countries';
import type { FieldDef } from '@libero/shared/registry/types';
import { formatDate } from '../dates/date-formats';
import { currentLanguage, i18n } from '../i18n';
import { registryLabel } from './registry-label';

const GENDER_FIELDS = new Set(['Gender']);

function numberText(value: number, language: string, digits = 0): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
}

/** A stored measure in the unit people read: micrometres as metres, milligrams as kilograms. */
function measureText(field: FieldDef, value: number, language: string): string {
  if (field.unit === 'micrometre') return `${numberText(value / 1_000_000, language, 2)} m`;
  if (field.unit === 'milligram') return `${numberText(value / 1_000_000, language, 1)} kg`;
  return numberText(value, language);
}

/** A field's value as a list or a profile shows it; empty for null. */
export function fieldText(name: string, field: FieldDef, value: unknown): string {
  const language = i18n.language;
  if (value === null || value === undefined || value === '') return '';
  if (GENDER_FIELDS.has(name)) return value === 0 || value === 1 ? i18n.t(`gender.${value}`) : String(value);
  switch (field.type) {
    case 'flag':
      return i18n.t(value ? 'yes' : 'no');
    case 'date':
    case 'dateTime':
      return formatDate(String(value), field.type === 'date' ? 'default' : 'timeShortWithYear');
    case 'integer':
      return name === 'No' ? String(value) : measureText(field, Number(value), language);
    default:
      if (field.codes) return registryLabel(`${field.codes}.${String(value)}`);
      if (field.write?.format === 'country') return countryName(String(value), currentLanguage()) ?? String(value);
      return String(value);
  }
}
