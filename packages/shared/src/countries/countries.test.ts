import { describe, expect, it } from 'vitest';
import {
  languageOfCountry,
  COUNTRIES,
  FLAG_SIZE,
  countryByAnyCode,
  countryByFedCode,
  countryByIso2,
  countryName,
  flagCode,
  flagUrl,
} from './countries';

describe('COUNTRIES', () => {
  it('holds at least 200 entries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(200);
  });

  it('has one entry per federation code', () => {
    const codes = COUNTRIES.map((c) => c.fedCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('is sorted by English name', () => {
    const names = COUNTRIES.map((c) => c.names.en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has well-formed codes and a name in every language', () => {
    for (const c of COUNTRIES) {
      expect(c.fedCode).toMatch(/^[A-Z]{3}$/);
      expect(c.iso2).toMatch(/^[A-Z]{2}$/);
      expect(c.iso3).toMatch(/^[A-Z]{3}$/);
      expect(c.names.en && c.names.fr && c.names.es).toBeTruthy();
    }
  });

  it('uses the Olympic code as federation code', () => {
    expect(countryByFedCode('GER')).toMatchObject({ iso2: 'DE', iso3: 'DEU' });
    expect(countryByFedCode('NED')).toMatchObject({ iso2: 'NL', iso3: 'NLD' });
    expect(countryByFedCode('SUI')).toMatchObject({ iso2: 'CH', iso3: 'CHE' });
    expect(countryByFedCode('BRA')).toMatchObject({ iso2: 'BR', iso3: 'BRA' });
    expect(countryByFedCode('USA')).toMatchObject({ iso2: 'US', iso3: 'USA' });
  });

  it('includes the home nations with the alpha-2 code GB', () => {
    expect(countryByFedCode('ENG')).toMatchObject({ iso2: 'GB', iso3: 'ENG', names: { en: 'England' } });
    expect(countryByFedCode('NIR')).toMatchObject({ iso2: 'GB', iso3: 'NIR', names: { en: 'Northern Ireland' } });
    expect(countryByFedCode('SCO')).toMatchObject({ iso2: 'GB', iso3: 'SCT', names: { fr: 'Écosse' } });
    expect(countryByFedCode('WAL')).toMatchObject({ iso2: 'GB', iso3: 'WLS', names: { es: 'Gales' } });
  });

  it('includes territories without an Olympic code under their alpha-3 code', () => {
    for (const code of [
      'MAC',
      'NCL',
      'PYF',
      'FRO',
      'GIB',
      'AIA',
      'MSR',
      'TCA',
      'CUW',
      'SXM',
      'SSD',
      'WLF',
      'NIU',
      'NFK',
    ]) {
      expect(countryByFedCode(code)?.iso3).toBe(code);
    }
  });

  it('leaves out places without a federation', () => {
    expect(countryByIso2('AQ')).toBeUndefined();
  });
});

describe('lookups', () => {
  it('goes ITA ↔ IT ↔ ITA', () => {
    const italy = countryByFedCode('ITA');
    expect(italy).toMatchObject({ fedCode: 'ITA', iso2: 'IT', iso3: 'ITA' });
    expect(countryByIso2('IT')).toBe(italy);
    expect(countryByAnyCode('IT')).toBe(italy);
    expect(countryByAnyCode('ITA')).toBe(italy);
  });

  it('goes GER ↔ DE ↔ DEU', () => {
    const germany = countryByFedCode('GER');
    expect(countryByIso2('DE')).toBe(germany);
    expect(countryByAnyCode('DE')).toBe(germany);
    expect(countryByAnyCode('DEU')).toBe(germany);
    expect(countryByAnyCode('GER')).toBe(germany);
  });

  it('reads a 3-letter code as a federation code before an alpha-3 code', () => {
    expect(countryByAnyCode('BRN')?.names.en).toBe('Bahrain');
    expect(countryByAnyCode('BRU')?.names.en).toBe('Brunei');
  });

  it('keeps GB for the United Kingdom', () => {
    expect(countryByIso2('GB')?.fedCode).toBe('GBR');
    expect(countryByAnyCode('GBR')?.iso2).toBe('GB');
  });

  it('ignores case and surrounding spaces', () => {
    expect(countryByFedCode('ned')?.iso2).toBe('NL');
    expect(countryByIso2('ca')?.fedCode).toBe('CAN');
    expect(countryByAnyCode('sui')?.iso2).toBe('CH');
    expect(countryByAnyCode(' it ')?.fedCode).toBe('ITA');
  });

  it('returns undefined for unknown, empty or malformed codes', () => {
    expect(countryByFedCode('XXX')).toBeUndefined();
    expect(countryByIso2('XX')).toBeUndefined();
    for (const code of ['XX', 'XXX', '', 'I', 'ITAL', null, undefined]) expect(countryByAnyCode(code)).toBeUndefined();
  });
});

describe('countryName', () => {
  it('names a country in each language', () => {
    expect(countryName('GER', 'en')).toBe('Germany');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('deu', 'es')).toBe('Alemania');
    expect(countryName('NED', 'fr')).toBe('Pays-Bas');
    expect(countryName('SUI', 'es')).toBe('Suiza');
  });

  it('returns undefined for an unknown code', () => {
    expect(countryName('XX', 'en')).toBeUndefined();
    expect(countryName(null, 'en')).toBeUndefined();
  });
});

describe('flags', () => {
  it('uses the alpha-2 code in lower case', () => {
    expect(flagCode('ITA')).toBe('it');
    expect(flagCode('IT')).toBe('it');
    expect(flagCode('ger')).toBe('de');
    expect(flagCode('GBR')).toBe('gb');
    expect(flagCode('GB')).toBe('gb');
  });

  it("gives the home nations their own flags, not the United Kingdom's", () => {
    expect(['ENG', 'NIR', 'SCO', 'WAL'].map(flagCode)).toEqual(['gb-eng', 'gb-nir', 'gb-sct', 'gb-wls']);
    expect(flagUrl('sco')).toBe('/flags/gb-sct.png');
  });

  it('maps retired codes to unknown, in any case', () => {
    for (const code of ['cs', 'CS', 'su', 'Su', 'yu', 'YU']) expect(flagCode(code)).toBe('unknown');
  });

  it('maps unknown and missing codes to unknown', () => {
    for (const code of ['XX', 'XXX', '', null, undefined]) expect(flagCode(code)).toBe('unknown');
  });

  it("gives FIV the federation's own image", () => {
    expect(flagCode('FIV')).toBe('FIV');
    expect(flagCode('fiv')).toBe('FIV');
    expect(flagUrl('FIV')).toBe('/flags/FIV.png');
  });

  it('builds the image path', () => {
    expect(flagUrl('NED')).toBe('/flags/nl.png');
    expect(flagUrl('yu')).toBe('/flags/unknown.png');
    expect(FLAG_SIZE).toEqual({ width: 24, height: 18 });
  });
});

describe('the language of a country', () => {
  it('is English where spoken, else French, else Spanish, else English', () => {
    expect(languageOfCountry('KE')).toBe('en');
    expect(languageOfCountry('CA')).toBe('en');
    expect(languageOfCountry('FR')).toBe('fr');
    expect(languageOfCountry('LU')).toBe('fr');
    expect(languageOfCountry('AR')).toBe('es');
    expect(languageOfCountry('IT')).toBe('en');
    expect(languageOfCountry(null)).toBe('en');
  });
});
