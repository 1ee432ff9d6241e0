import type { Countries } from 'world-countries';
// The JSON itself: the package's ES entry imports it without the attribute Node requires.
import countriesJson from 'world-countries/countries.json' with { type: 'json' };
import { confederations, federations, volleyClubs } from '../schema/bodies';
import type { Db } from '../connection';

type ConfederationCode = 'AVC' | 'CAVB' | 'CEV' | 'CSV' | 'NORCECA';

const CONFEDERATIONS: { code: ConfederationCode; name: string }[] = [
  { code: 'AVC', name: 'Asian Volleyball Confederation' },
  { code: 'CAVB', name: 'Confédération Africaine de Volleyball' },
  { code: 'CEV', name: 'Confédération Européenne de Volleyball' },
  { code: 'CSV', name: 'Confederación Sudamericana de Voleibol' },
  { code: 'NORCECA', name: 'North, Central America and Caribbean Volleyball Confederation' },
];

/** Territories without an Olympic code that still have their own volleyball federation. */
const TERRITORY_FEDERATIONS = ['MAC', 'NCL', 'PYF', 'FRO', 'GIB', 'AIA', 'MSR', 'TCA', 'CUW', 'SXM', 'SSD', 'WLF', 'NIU', 'NFK'];

/** Federations taking part in the empowerment programme in the demo. */
const EMPOWERMENT_FEDERATIONS = ['KEN', 'RWA', 'UGA', 'GHA', 'NEP', 'FIJ', 'HAI', 'BOL', 'MDA', 'CMR', 'SRI', 'GUA'];

/** Federations of Asian countries that play in Europe's confederation. */
const EUROPEAN_IN_ASIA = ['TUR', 'ISR', 'AZE', 'GEO', 'ARM'];

function confederationOf(code: string, region: string, subregion: string): ConfederationCode {
  if (EUROPEAN_IN_ASIA.includes(code)) return 'CEV';
  if (region === 'Africa') return 'CAVB';
  if (region === 'Europe') return 'CEV';
  if (region === 'Americas') return subregion === 'South America' ? 'CSV' : 'NORCECA';
  return 'AVC';
}

/** Well-known clubs, so that a demo club user and a transfer have somewhere real to point. */
const DEMO_CLUBS: { fedCode: string; name: string; shortName: string; city: string }[] = [
  { fedCode: 'ITA', name: 'Sir Safety Perugia', shortName: 'Perugia', city: 'Perugia' },
  { fedCode: 'ITA', name: 'Trentino Volley', shortName: 'Trento', city: 'Trento' },
  { fedCode: 'ITA', name: 'Imoco Volley Conegliano', shortName: 'Conegliano', city: 'Conegliano' },
  { fedCode: 'POL', name: 'ZAKSA Kędzierzyn-Koźle', shortName: 'ZAKSA', city: 'Kędzierzyn-Koźle' },
  { fedCode: 'POL', name: 'Jastrzębski Węgiel', shortName: 'Jastrzębski', city: 'Jastrzębie-Zdrój' },
  { fedCode: 'TUR', name: 'VakıfBank Spor Kulübü', shortName: 'VakıfBank', city: 'İstanbul' },
  { fedCode: 'TUR', name: 'Fenerbahçe Medicana', shortName: 'Fenerbahçe', city: 'İstanbul' },
  { fedCode: 'BRA', name: 'Sada Cruzeiro Vôlei', shortName: 'Cruzeiro', city: 'Belo Horizonte' },
  { fedCode: 'BRA', name: 'Minas Tênis Clube', shortName: 'Minas', city: 'Belo Horizonte' },
  { fedCode: 'JPN', name: 'Suntory Sunbirds', shortName: 'Sunbirds', city: 'Osaka' },
  { fedCode: 'FRA', name: 'Tours Volley-Ball', shortName: 'Tours', city: 'Tours' },
  { fedCode: 'GER', name: 'Berlin Recycling Volleys', shortName: 'BR Volleys', city: 'Berlin' },
  { fedCode: 'KEN', name: 'Kenya Pipeline Volleyball Club', shortName: 'KPC', city: 'Nairobi' },
];

const worldCountries = countriesJson as unknown as Countries;

export type SeededBodies = {
  confederationNo: (code: ConfederationCode) => number;
  federationNo: (fedCode: string) => number;
  clubNo: (name: string) => number;
};

function lookup(map: Map<string, number>, kind: string) {
  return (key: string): number => {
    const no = map.get(key);
    if (no === undefined) throw new Error(`Demo seed: no ${kind} ${key}`);
    return no;
  };
}

export async function seedDemoBodies(db: Db): Promise<SeededBodies> {
  const confRows = await db
    .insert(confederations)
    .values(CONFEDERATIONS)
    .returning({ no: confederations.no, code: confederations.code });
  const confNo = new Map(confRows.map((r) => [r.code, r.no]));

  const federationValues = worldCountries
    .filter((c) => c.cioc || TERRITORY_FEDERATIONS.includes(c.cca3))
    .map((c) => {
      const code = c.cioc || c.cca3;
      return {
        code,
        name: `${c.name.common} Volleyball Federation`,
        countryCode: c.cca2,
        confederationNo: confNo.get(confederationOf(code, c.region, c.subregion ?? '')) ?? null,
        empowerment: EMPOWERMENT_FEDERATIONS.includes(code),
        website: `https://volleyball.${c.cca2.toLowerCase()}.example`,
      };
    });
  const fedRows = await db
    .insert(federations)
    .values(federationValues)
    .returning({ no: federations.no, code: federations.code });
  const fedNo = new Map(fedRows.map((r) => [r.code, r.no]));
  const federationNo = lookup(fedNo, 'federation');

  const clubRows = await db
    .insert(volleyClubs)
    .values(DEMO_CLUBS.map(({ fedCode, ...club }) => ({ ...club, federationNo: federationNo(fedCode) })))
    .returning({ no: volleyClubs.no, name: volleyClubs.name });

  return {
    confederationNo: lookup(confNo, 'confederation') as SeededBodies['confederationNo'],
    federationNo,
    clubNo: lookup(new Map(clubRows.map((r) => [r.name, r.no])), 'club'),
  };
}
