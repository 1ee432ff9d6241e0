import type { FieldDef } from './types';

/** Men and women, by their names and the letters the public service writes (`Gender="W"`). */
export const GENDER_CODES = { men: 0, women: 1, M: 0, W: 1 } as const;

/** A code a field takes, with the names it goes by (a text code is its own name). */
export type FieldCode = { code: string | number; names: readonly string[] };

/** The codes of a code field, in order (none for a field that is not one). */
export function fieldCodes(field: FieldDef): FieldCode[] {
  if (field.codeNames) {
    const byCode = new Map<number, string[]>();
    for (const [name, code] of Object.entries(field.codeNames)) byCode.set(code, [...(byCode.get(code) ?? []), name]);
    return [...byCode].sort(([a], [b]) => a - b).map(([code, names]) => ({ code, names }));
  }
  const values = field.write?.oneOf ?? field.codeValues ?? [];
  return values.map((code) => ({ code, names: [code] }));
}

/** The number a numeric code field's name stands for, the name matched without regard to case. */
export function codeOfName(field: FieldDef, written: string): number | undefined {
  const lower = written.toLowerCase();
  const entry = Object.entries(field.codeNames ?? {}).find(([name]) => name.toLowerCase() === lower);
  return entry?.[1];
}
