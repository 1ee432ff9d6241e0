import type { Countries } from 'world-countries';
// The JSON itself: the package's ES entry imports it without the attribute Node requires.
import countriesJson from 'world-countries/countries.json' with { type: 'json' };
import { sql } from 'drizzle-orm';
import type { Country } from 'world-countries';
import { countryByFedCode, type Country as CountryEntry } from '@libero/shared/countries/countries';
import type { NF_CATEGORIES } from '@libero/shared/registry/bodies';
import { confederations, federations, volleyClubs } from '../schema/bodies';
import type { Db } from '../connection';

type ConfederationCode = 'AVC' | 'CAVB' | 'CEV' | 'CSV' | 'NORCECA';

const CONFEDERATIONS: { code: ConfederationCode; name: string; countryCode: string; city: string }[] = [
  { code: 'AVC', name: 'Asian Volleyball Confederation', countryCode: 'TH', city: 'Bangkok' },
  { code: 'CAVB', name: 'Confédération Africaine de Volleyball', countryCode: 'EG', city: 'Cairo' },
  { code: 'CEV', name: 'Confédération Européenne de Volleyball', countryCode: 'LU', city: 'Luxembourg' },
  { code: 'CSV', name: 'Confederación Sudamericana de Voleibol', countryCode: 'BR', city: 'Rio de Janeiro' },
  {
    code: 'NORCECA',
    name: 'North, Central America and Caribbean Volleyball Confederation',
    countryCode: 'DO',
    city: 'Santo Domingo',
  },
];

const confederationContacts = ({ code, city }: { code: string; city: string }) => ({
  address: `Volleyball House, 1 Avenue of Sport`,
  city,
  website: `https://www.${code.toLowerCase()}.example`,
  email: `office@${code.toLowerCase()}.example`,
});

/** Territories without an Olympic code that still have their own volleyball federation. */
const TERRITORY_FEDERATIONS = [
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
];

/** England, Northern Ireland, Scotland and Wales: federations of their own, under the alpha-2 code GB. */
const HOME_NATIONS = ['ENG', 'NIR', 'SCO', 'WAL'];

/** Federations taking part in the empowerment programme in the demo. */
const EMPOWERMENT_FEDERATIONS = ['KEN', 'RWA', 'UGA', 'GHA', 'NEP', 'FIJ', 'HAI', 'BOL', 'MDA', 'CMR', 'SRI', 'GUA'];

type NfCategory = (typeof NF_CATEGORIES)[number];

/** The demo's NF categorization: the leading volleyball nations in A; the empowerment programme's in D. */
const CATEGORY_A = ['ITA', 'POL', 'BRA', 'USA', 'JPN', 'CHN', 'FRA', 'SRB', 'TUR', 'NED', 'SLO', 'ARG', 'CAN', 'GER'];

function nfCategoryOf(code: string, index: number): NfCategory {
  if (CATEGORY_A.includes(code)) return 'A';
  if (EMPOWERMENT_FEDERATIONS.includes(code)) return 'D';
  return index % 3 === 0 ? 'B' : 'C';
}

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

/** `office@perugia.example`: the well-known clubs are told of their transfers too. */
function demoClubEmail(shortName: string): string {
  const local = shortName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  return `office@${local}.example`;
}

const worldCountries = countriesJson as unknown as Countries;

/** Words around a capital's name that make the demo's clubs, three per federation. */
const CLUB_PATTERNS = [
  (city: string) => `${city} Volley`,
  (city: string) => `Olympic ${city} Volleyball Club`,
  (city: string) => `Real ${city} Voleibol`,
];
const CLUB_COLOURS = [
  'Blue and white',
  'Red and black',
  'Green and gold',
  'Yellow and blue',
  'Black and white',
  'Orange',
];
/** Federations given generated clubs: enough for a few hundred clubs, not every federation. */
const CLUB_FEDERATIONS = 110;

function federationDetails(c: Country, index: number) {
  const code = c.cioc || c.cca3;
  const domain = `volleyball.${c.cca2.toLowerCase()}.example`;
  const phonePrefix = `${c.idd.root}${c.idd.suffixes?.length === 1 ? c.idd.suffixes[0] : ''}`;
  return {
    code,
    name: `${c.name.common} Volleyball Federation`,
    nameFr: `Fédération de volley-ball (${c.translations.fra?.common ?? c.name.common})`,
    nameEs: `Federación de Voleibol (${c.translations.spa?.common ?? c.name.common})`,
    countryCode: c.cca2,
    nfCategory: nfCategoryOf(code, index),
    empowerment: EMPOWERMENT_FEDERATIONS.includes(code),
    foundedYear: 1920 + ((index * 37) % 85),
    address: `${1 + (index % 90)} Olympic Avenue`,
    postalCode: String(1000 + ((index * 271) % 9000)),
    city: c.capital[0] ?? null,
    website: `https://${domain}`,
    email: `info@${domain}`,
    phone: phonePrefix ? `${phonePrefix} 555 ${String(1000 + index).slice(-4)}` : null,
  };
}

function homeNationDetails(nation: CountryEntry, confederationNo: number | null) {
  const domain = `volleyball.${nation.fedCode.toLowerCase()}.example`;
  return {
    code: nation.fedCode,
    name: `${nation.names.en} Volleyball Federation`,
    nameFr: `Fédération de volley-ball (${nation.names.fr})`,
    nameEs: `Federación de Voleibol (${nation.names.es})`,
    countryCode: nation.iso2,
    confederationNo,
    nfCategory: 'C' as const,
    website: `https://${domain}`,
    email: `info@${domain}`,
  };
}

function generatedClubs(countries: Country[], federationNo: (code: string) => number) {
  return countries.slice(0, CLUB_FEDERATIONS).flatMap((c, index) => {
    const city = c.capital[0];
    if (!city) return [];
    return CLUB_PATTERNS.map((pattern, k) => ({
      name: pattern(city),
      federationNo: federationNo(c.cioc || c.cca3),
      city,
      foundedYear: 1930 + ((index * 13 + k * 29) % 90),
      venue: `${city} Sports Hall ${k + 1}`,
      colours: CLUB_COLOURS[(index + k) % CLUB_COLOURS.length] ?? null,
      // One club in thirty has stopped playing.
      status: (index * 3 + k) % 30 === 29 ? ('inactive' as const) : ('active' as const),
    }));
  });
}

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
    .values(CONFEDERATIONS.map((confederation) => ({ ...confederation, ...confederationContacts(confederation) })))
    .returning({ no: confederations.no, code: confederations.code });
  const confNo = new Map(confRows.map((r) => [r.code, r.no]));

  const countries = worldCountries.filter((c) => c.cioc || TERRITORY_FEDERATIONS.includes(c.cca3));
  const federationValues = countries.map((c, index) => {
    const details = federationDetails(c, index);
    return {
      ...details,
      confederationNo: confNo.get(confederationOf(details.code, c.region, c.subregion ?? '')) ?? null,
    };
  });
  const homeNations = HOME_NATIONS.flatMap((code) => {
    const nation = countryByFedCode(code);
    return nation ? [homeNationDetails(nation, confNo.get('CEV') ?? null)] : [];
  });
  const fedRows = await db
    .insert(federations)
    .values([...federationValues, ...homeNations])
    .returning({ no: federations.no, code: federations.code });
  const fedNo = new Map(fedRows.map((r) => [r.code, r.no]));
  const federationNo = lookup(fedNo, 'federation');

  const clubRows = await db
    .insert(volleyClubs)
    .values([
      ...DEMO_CLUBS.map(({ fedCode, ...club }) => ({
        ...club,
        federationNo: federationNo(fedCode),
        email: demoClubEmail(club.shortName),
      })),
      ...generatedClubs(countries, federationNo),
    ])
    .returning({ no: volleyClubs.no, name: volleyClubs.name });

  return {
    confederationNo: lookup(confNo, 'confederation') as SeededBodies['confederationNo'],
    federationNo,
    clubNo: lookup(new Map(clubRows.map((r) => [r.name, r.no])), 'club'),
  };
}

/** Each federation's president and secretary-general: the first two of its officials, once people are seeded. */
export async function seedFederationOfficers(db: Db): Promise<void> {
  await db.execute(sql`
    with officials as (
      select p.no, p.federation_no, row_number() over (partition by p.federation_no order by p.no) as k
      from persons p join person_roles r on r.person_no = p.no and r.role = 'official')
    insert into federation_officers (federation_no, office, person_no)
    select federation_no, case k when 1 then 'president' else 'secretaryGeneral' end, no
    from officials where k <= 2`);
}
