import { GENDER_CODES } from '../registry/field-codes';
import type { FieldDef } from '../registry/types';
import { accept, refuse, type Cell, type Conversion } from './conversion';
import { comparableKey } from './normalize';

const MEN = [
  'M',
  'H',
  'Men',
  'Man',
  'Male',
  'Masculine',
  'Boy',
  'Boys',
  'Homme',
  'Hommes',
  'Masculin',
  'Garçon',
  'Hombre',
  'Hombres',
  'Masculino',
  'Varón',
  'V',
];
const WOMEN = [
  'F',
  'W',
  'Women',
  'Woman',
  'Female',
  'Feminine',
  'Girl',
  'Girls',
  'Femme',
  'Femmes',
  'Féminin',
  'Fille',
  'Mujer',
  'Mujeres',
  'Femenino',
  'Dame',
  'Dames',
  'Damas',
];

/** How spreadsheets write a gender, in en, fr and es, by the code the registry keeps. */
const GENDER_BY_NAME: ReadonlyMap<string, number> = new Map([
  ...MEN.map((name) => [comparableKey(name), GENDER_CODES.men] as const),
  ...WOMEN.map((name) => [comparableKey(name), GENDER_CODES.women] as const),
]);

/** `M`, `F`, `W`, `Women`, `Femme`, `Hombre`… as the registry's gender code (0 men, 1 women). */
export function toGender(cell: Cell): Conversion<number> {
  const text = typeof cell === 'string' ? cell.trim() : String(cell ?? '');
  // Systems number genders their own way (ISO 5218 writes men 1, women 2; the VIS answers 0 and 1).
  if (/^\d+$/.test(text)) return refuse('ambiguousCode');
  const code = GENDER_BY_NAME.get(comparableKey(text));
  return code === undefined ? refuse('unknownCode') : accept(code);
}

/** A numeric code by one of its names, in any case (`Running`), or by its number. */
export function toNumericCode(cell: Cell, codeNames: Readonly<Record<string, number>>): Conversion<number> {
  const text = typeof cell === 'string' ? cell.trim() : String(cell ?? '');
  const codes = Object.values(codeNames);
  if (/^-?\d+$/.test(text)) return codes.includes(Number(text)) ? accept(Number(text)) : refuse('unknownCode');
  const key = comparableKey(text);
  const entry = Object.entries(codeNames).find(([name]) => comparableKey(name) === key);
  return entry ? accept(entry[1]) : refuse('unknownCode');
}

/** A text code as written (`+`), or spelt another way (`Outside hitter`, `OUTSIDE_HITTER` for `outsideHitter`). */
export function toTextCode(cell: Cell, codes: readonly string[]): Conversion<string> {
  const text = typeof cell === 'string' ? cell.trim() : String(cell ?? '');
  if (codes.includes(text)) return accept(text);
  const key = comparableKey(text);
  const code = key === '' ? undefined : codes.find((candidate) => comparableKey(candidate) === key);
  return code === undefined ? refuse('unknownCode') : accept(code);
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'oui', 'o', 'vrai', 'si', 'verdadero']);
const NO = new Set(['no', 'n', 'false', '0', 'non', 'faux', 'falso']);

/** A yes or no, in en, fr or es, as a flag: `Yes`, `x`, `1`, `Oui`, `Sí` / `No`, `0`, `Non`, `Falso`. */
export function toFlag(cell: Cell): Conversion<boolean> {
  if (typeof cell === 'boolean') return accept(cell);
  const key = comparableKey(typeof cell === 'string' ? cell : String(cell ?? ''));
  if (YES.has(key)) return accept(true);
  return NO.has(key) ? accept(false) : refuse('notYesOrNo');
}

/** A person's gender: its codes have the names the registry gives men and women. */
export function isGenderField(field: FieldDef): boolean {
  return field.codeNames === GENDER_CODES;
}
