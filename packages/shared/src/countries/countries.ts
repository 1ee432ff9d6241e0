import type { Language } from '../i18n/languages';
import { COUNTRY_ROWS, READ_FRENCH, READ_SPANISH } from './country-table';

/** One row of the country mapping table (SPEC §3): the federation code is the key of a national federation. */
export type Country = {
  fedCode: string;
  iso2: string;
  iso3: string;
  names: Record<Language, string>;
  /** Its own flag where it shares an alpha-2 code (flag-icons' `gb-eng`); else the alpha-2 code's. */
  flag?: string;
};

/** They have their own federations but share the United Kingdom's alpha-2 code; iso3 is their ISO 3166-2:GB code. */
export const HOME_NATIONS: readonly Country[] = [
  {
    fedCode: 'ENG',
    iso2: 'GB',
    iso3: 'ENG',
    flag: 'gb-eng',
    names: { en: 'England', fr: 'Angleterre', es: 'Inglaterra' },
  },
  {
    fedCode: 'NIR',
    iso2: 'GB',
    iso3: 'NIR',
    flag: 'gb-nir',
    names: { en: 'Northern Ireland', fr: 'Irlande du Nord', es: 'Irlanda del Norte' },
  },
  { fedCode: 'SCO', iso2: 'GB', iso3: 'SCT', flag: 'gb-sct', names: { en: 'Scotland', fr: 'Écosse', es: 'Escocia' } },
  {
    fedCode: 'WAL',
    iso2: 'GB',
    iso3: 'WLS',
    flag: 'gb-wls',
    names: { en: 'Wales', fr: 'Pays de Galles', es: 'Gales' },
  },
];

/**
 * The countries of world-countries the app knows (Olympic codes, then territories with a
 * federation), from the table generated at build time (`country-table.ts`, `npm run countries`):
 * the package's whole JSON is never part of an app.
 */
function fromWorldCountries(): Country[] {
  return COUNTRY_ROWS.trim()
    .split('\n')
    .map((line) => {
      const [fedCode = '', iso2 = '', iso3 = '', en = '', fr = '', es = ''] = line.split('|');
      return { fedCode, iso2, iso3, names: { en, fr, es } };
    });
}

// World entries come first so that GB resolves to the United Kingdom, not to a home nation.
const UNSORTED = [...fromWorldCountries(), ...HOME_NATIONS];

export const COUNTRIES: readonly Country[] = [...UNSORTED].sort((a, b) => a.names.en.localeCompare(b.names.en, 'en'));

function indexBy(key: 'fedCode' | 'iso2' | 'iso3'): Map<string, Country> {
  const index = new Map<string, Country>();
  for (const country of UNSORTED) if (!index.has(country[key])) index.set(country[key], country);
  return index;
}

const BY_FED_CODE = indexBy('fedCode');
const BY_ISO2 = indexBy('iso2');
const BY_ISO3 = indexBy('iso3');

function normalize(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

export function countryByFedCode(code: string): Country | undefined {
  return BY_FED_CODE.get(normalize(code));
}

export function countryByIso2(code: string): Country | undefined {
  return BY_ISO2.get(normalize(code));
}

/** A 2-letter code is read as ISO alpha-2; a 3-letter one as a federation code first (BRN is Bahrain), then alpha-3. */
export function countryByAnyCode(code: string | null | undefined): Country | undefined {
  const normalized = normalize(code);
  if (normalized.length === 2) return BY_ISO2.get(normalized);
  if (normalized.length === 3) return BY_FED_CODE.get(normalized) ?? BY_ISO3.get(normalized);
  return undefined;
}

export function countryName(code: string | null | undefined, language: Language): string | undefined {
  return countryByAnyCode(code)?.names[language];
}

export const FLAG_SIZE = { width: 24, height: 18 } as const;

/** The federation's own code, with its own flag image. */
const FEDERATION_FLAG = 'FIV';
const RETIRED_CODES = new Set(['CS', 'SU', 'YU']);

/** Codes of countries that no longer exist (Czechoslovakia, the Soviet Union, Yugoslavia): their flag is the unknown one. */
export function isRetiredCode(code: string | null | undefined): boolean {
  return RETIRED_CODES.has(normalize(code));
}

/** The flags of the home nations, which share the alpha-2 code GB. */
export const HOME_NATION_FLAGS: readonly string[] = HOME_NATIONS.flatMap((nation) => nation.flag ?? []);

/** The name of the flag image: the alpha-2 code in lower case (a home nation's own), `FIV`, or `unknown`. */
export function flagCode(code: string | null | undefined): string {
  const normalized = normalize(code);
  if (normalized === FEDERATION_FLAG) return FEDERATION_FLAG;
  if (RETIRED_CODES.has(normalized)) return 'unknown';
  const country = countryByAnyCode(normalized);
  return country ? (country.flag ?? country.iso2.toLowerCase()) : 'unknown';
}

export function flagUrl(code: string | null | undefined): string {
  return `/flags/${flagCode(code)}.png`;
}

const READING: ReadonlyMap<string, Language> = new Map([
  ...READ_FRENCH.split(' ').map((iso2) => [iso2, 'fr'] as const),
  ...READ_SPANISH.split(' ').map((iso2) => [iso2, 'es'] as const),
]);

/**
 * The interface language people of a country (ISO alpha-2) most likely read, for what is written
 * to them without a chosen language (e-mails to a club or a federation): English where it is
 * spoken, else French, else Spanish, else English.
 */
export function languageOfCountry(iso2: string | null | undefined): Language {
  return READING.get(iso2 ?? '') ?? 'en';
}
