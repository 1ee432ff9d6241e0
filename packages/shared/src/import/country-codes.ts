import { COUNTRIES, countryByAnyCode, countryByFedCode, type Country } from '../countries/countries';
import { accept, refuse, type Cell, type Conversion } from './conversion';
import { comparableKey } from './normalize';

/** Names spreadsheets use that are not the en/fr/es names of world-countries, by federation code. */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  CZE: ['Czech Republic', 'République tchèque', 'República Checa'],
  GBR: ['Great Britain', 'Grande-Bretagne', 'Gran Bretaña', 'UK'],
  KOR: ['Korea', 'Republic of Korea', 'Corée', 'Corea'],
  MKD: ['Macedonia', 'Macédoine'],
  NED: ['Holland', 'Hollande', 'Holanda'],
  RUS: ['Russian Federation'],
  TPE: ['Chinese Taipei', 'Taipei chinois', 'Taipéi Chino'],
  TUR: ['Turkey', 'Turquia'],
  USA: ['United States of America', 'Etats-Unis d’Amérique'],
};

let byName: ReadonlyMap<string, Country> | undefined;

/** Every country by its names, read as headers are (case, accents, spaces and punctuation aside); built once, when first asked. */
function countriesByName(): ReadonlyMap<string, Country> {
  if (byName) return byName;
  const index = new Map<string, Country>();
  const add = (name: string, country: Country) => {
    const key = comparableKey(name);
    if (key !== '' && !index.has(key)) index.set(key, country);
  };
  for (const country of COUNTRIES) for (const name of Object.values(country.names)) add(name, country);
  for (const [code, names] of Object.entries(OTHER_NAMES)) {
    const country = countryByFedCode(code);
    if (country) for (const name of names) add(name, country);
  }
  byName = index;
  return index;
}

/** A country by its federation code (`ITA`), ISO alpha-2 or alpha-3 code, or its name in en, fr or es (`Italy`, `Italie`, `Italia`). */
export function toCountry(cell: Cell): Conversion<Country> {
  const text = typeof cell === 'string' ? cell.trim() : '';
  const country = countryByAnyCode(text) ?? countriesByName().get(comparableKey(text));
  return country ? accept(country) : refuse('unknownCountry');
}

/** A country as the ISO alpha-2 code the registry keeps for a nationality or an address (`IT`). */
export function toCountryCode(cell: Cell): Conversion<string> {
  const country = toCountry(cell);
  return country.ok ? accept(country.value.iso2) : country;
}

/** A country as the code of its national federation (`ITA`; `ENG` for England, whose alpha-2 code is GB's). */
export function toFederationCode(cell: Cell): Conversion<string> {
  const country = toCountry(cell);
  return country.ok ? accept(country.value.fedCode) : country;
}
