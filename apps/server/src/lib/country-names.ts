import { countryName } from '@libero/shared/countries/countries';

/** A country's English name from its two-letter code, as the public service answers `CountryName`. */
export function countryNames(code: unknown): string | null {
  return typeof code === 'string' ? (countryName(code, 'en') ?? null) : null;
}
