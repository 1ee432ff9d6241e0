import {
  fakerAF_ZA, fakerAZ, fakerCS_CZ, fakerDA, fakerDE, fakerDE_AT, fakerDE_CH, fakerEN, fakerEN_AU, fakerEN_CA, fakerEN_GB,
  fakerEN_GH, fakerEN_IE, fakerEN_IN, fakerEN_NG, fakerEN_NP, fakerEN_US, fakerEN_ZA, fakerES, fakerES_MX, fakerFI,
  fakerFR, fakerFR_BE, fakerFR_LU, fakerFR_SN, fakerHR, fakerHU, fakerID_ID, fakerIT, fakerLV, fakerNB_NO,
  fakerNL, fakerPL, fakerPT_BR, fakerPT_PT, fakerRO, fakerRO_MD, fakerSK, fakerSL_SI, fakerSR_RS_latin,
  fakerSV, fakerTR, fakerUZ_UZ_latin, fakerVI, fakerYO_NG, fakerZU_ZA, type Faker,
} from '@faker-js/faker';

export type Gender = 0 | 1;
export type NameSource = (faker: Faker, gender: Gender) => { firstName: string; lastName: string };

/** Faker's locales that write names in the Latin alphabet, by ISO 3166 alpha-2 code. */
const LATIN_LOCALES: Readonly<Record<string, Faker>> = {
  ZA: fakerEN_ZA, NA: fakerAF_ZA, AZ: fakerAZ, CZ: fakerCS_CZ, DK: fakerDA, DE: fakerDE, AT: fakerDE_AT, CH: fakerDE_CH,
  LI: fakerDE_CH, AU: fakerEN_AU, NZ: fakerEN_AU, CA: fakerEN_CA, GB: fakerEN_GB, GH: fakerEN_GH, IE: fakerEN_IE,
  IN: fakerEN_IN, LK: fakerEN_IN, NG: fakerYO_NG, NP: fakerEN_NP, US: fakerEN_US, ES: fakerES, AD: fakerES, FI: fakerFI,
  FR: fakerFR, MC: fakerFR, BE: fakerFR_BE, LU: fakerFR_LU, SN: fakerFR_SN, CI: fakerFR_SN, CM: fakerFR_SN, ML: fakerFR_SN,
  BF: fakerFR_SN, NE: fakerFR_SN, TG: fakerFR_SN, BJ: fakerFR_SN, GN: fakerFR_SN, CD: fakerFR_SN, CG: fakerFR_SN,
  GA: fakerFR_SN, TD: fakerFR_SN, CF: fakerFR_SN, MG: fakerFR_SN, RW: fakerFR_SN, BI: fakerFR_SN, HT: fakerFR_SN,
  HR: fakerHR, HU: fakerHU, ID: fakerID_ID, IT: fakerIT, SM: fakerIT, VA: fakerIT, LV: fakerLV, NO: fakerNB_NO,
  NL: fakerNL, SR: fakerNL, PL: fakerPL, BR: fakerPT_BR, PT: fakerPT_PT, AO: fakerPT_PT, MZ: fakerPT_PT, CV: fakerPT_PT,
  RO: fakerRO, MD: fakerRO_MD, SK: fakerSK, SI: fakerSL_SI, RS: fakerSR_RS_latin, BA: fakerSR_RS_latin,
  ME: fakerSR_RS_latin, SE: fakerSV, IS: fakerSV, TR: fakerTR, UZ: fakerUZ_UZ_latin, VN: fakerVI,
  KE: fakerEN_NG, UG: fakerEN_NG, TZ: fakerEN_NG, ZM: fakerZU_ZA, ZW: fakerZU_ZA, BW: fakerZU_ZA, LS: fakerZU_ZA,
  SZ: fakerZU_ZA, MW: fakerZU_ZA, LR: fakerEN_GH, SL: fakerEN_GH, GM: fakerEN_GH,
};

/** Spanish-speaking America: names of Mexico's locale. */
const SPANISH_AMERICA = ['MX', 'AR', 'CL', 'CO', 'PE', 'VE', 'EC', 'BO', 'PY', 'UY', 'CR', 'PA', 'GT', 'HN', 'SV', 'NI', 'CU', 'DO', 'PR'];

type Romanized = { male: readonly string[]; female: readonly string[]; last: readonly string[] };

/** Romanized names where faker writes another alphabet: registries keep the Latin spelling. */
const ROMANIZED = {
  japanese: {
    male: ['Haruto', 'Yuki', 'Ren', 'Sota', 'Takashi', 'Kenta', 'Yuji', 'Masahiro', 'Ran', 'Kento'],
    female: ['Sarina', 'Mayu', 'Arisa', 'Nichika', 'Kotoe', 'Haruyo', 'Mami', 'Aki', 'Yoshino', 'Miyu'],
    last: ['Ishikawa', 'Takahashi', 'Nishida', 'Sekita', 'Yamamoto', 'Koga', 'Inoue', 'Hayashi', 'Miyaura', 'Otake'],
  },
  chinese: {
    male: ['Wei', 'Jian', 'Hao', 'Jingyin', 'Zhiqiang', 'Yuantai', 'Chuan', 'Lei', 'Bin', 'Dongyang'],
    female: ['Ting', 'Xinyue', 'Yuanyuan', 'Mengjie', 'Xiaotong', 'Yingying', 'Ruoqi', 'Hanyu', 'Jie', 'Mengyu'],
    last: ['Zhu', 'Li', 'Wang', 'Zhang', 'Yuan', 'Gong', 'Diao', 'Ding', 'Zhao', 'Chen'],
  },
  korean: {
    male: ['Min-jun', 'Seo-jun', 'Ji-ho', 'Hyun-woo', 'Jae-hyun', 'Dong-hyuk', 'Sung-min', 'Kwang-in', 'Jun-young', 'Tae-ho'],
    female: ['Yeon-koung', 'Hee-jin', 'Su-ji', 'Ji-yoon', 'Da-young', 'Hye-seon', 'Eun-ji', 'Seo-yeon', 'Min-ji', 'Ha-eun'],
    last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Yang', 'Han', 'Yoon', 'Jang'],
  },
  slavic: {
    male: ['Dmitry', 'Maxim', 'Artem', 'Ivan', 'Nikolai', 'Sergei', 'Yaroslav', 'Oleh', 'Viktor', 'Aleksandar'],
    female: ['Ekaterina', 'Anastasia', 'Irina', 'Natalia', 'Olena', 'Yuliia', 'Tatiana', 'Daria', 'Kseniia', 'Elitsa'],
    last: ['Volkov', 'Mikhaylov', 'Petrenko', 'Kovalenko', 'Muserskiy', 'Ivanov', 'Sokolov', 'Bondarenko', 'Georgiev', 'Todorov'],
  },
  greek: {
    male: ['Georgios', 'Konstantinos', 'Dimitrios', 'Nikolaos', 'Ioannis', 'Panagiotis', 'Christos', 'Athanasios', 'Vasileios', 'Andreas'],
    female: ['Maria', 'Eleni', 'Aikaterini', 'Vasiliki', 'Sofia', 'Angeliki', 'Dimitra', 'Georgia', 'Ioanna', 'Despina'],
    last: ['Papadopoulos', 'Georgiou', 'Nikolaidis', 'Konstantinou', 'Dimitriou', 'Vlachos', 'Karagiannis', 'Petridis', 'Ioannou', 'Christodoulou'],
  },
  arabic: {
    male: ['Mohamed', 'Ahmed', 'Youssef', 'Omar', 'Karim', 'Hamza', 'Ali', 'Mahmoud', 'Rami', 'Khaled'],
    female: ['Fatima', 'Aya', 'Nour', 'Salma', 'Yasmine', 'Mariam', 'Hana', 'Rania', 'Leila', 'Amira'],
    last: ['Hassan', 'Abdelaziz', 'El Amrani', 'Ben Ali', 'Mansour', 'Haddad', 'Saleh', 'Khalil', 'Nasser', 'Bouzid'],
  },
  persian: {
    male: ['Saeid', 'Amir', 'Milad', 'Morteza', 'Farhad', 'Mohammad', 'Reza', 'Ali', 'Mehdi', 'Javad'],
    female: ['Zahra', 'Maryam', 'Fatemeh', 'Neda', 'Shirin', 'Parisa', 'Sara', 'Mahsa', 'Nazanin', 'Leila'],
    last: ['Marouf', 'Ebadipour', 'Esfandiar', 'Ghaemi', 'Mousavi', 'Karimi', 'Hosseini', 'Ahmadi', 'Rezaei', 'Shafiei'],
  },
  thai: {
    male: ['Kittipong', 'Somchai', 'Anucha', 'Wanchai', 'Supachai', 'Chaiwat', 'Nattapong', 'Prasert', 'Thanakorn', 'Sarawut'],
    female: ['Pleumjit', 'Onuma', 'Nootsara', 'Chatchu-on', 'Ajcharaporn', 'Malika', 'Wipawee', 'Pornpun', 'Hattaya', 'Thatdao'],
    last: ['Thinkaow', 'Sittirak', 'Tomkom', 'Moksri', 'Kongyot', 'Khanan', 'Srisuk', 'Chaiyasit', 'Bamrungsuk', 'Kaewkla'],
  },
} satisfies Record<string, Romanized>;

const ROMANIZED_COUNTRIES: Readonly<Record<string, keyof typeof ROMANIZED>> = {
  JP: 'japanese', CN: 'chinese', TW: 'chinese', HK: 'chinese', MO: 'chinese', SG: 'chinese', KR: 'korean', KP: 'korean',
  RU: 'slavic', UA: 'slavic', BY: 'slavic', BG: 'slavic', MK: 'slavic', KZ: 'slavic', KG: 'slavic', MN: 'slavic',
  GR: 'greek', CY: 'greek', IR: 'persian', AF: 'persian', TJ: 'persian', TH: 'thai', LA: 'thai', KH: 'thai', MM: 'thai',
  EG: 'arabic', MA: 'arabic', DZ: 'arabic', TN: 'arabic', LY: 'arabic', SA: 'arabic', QA: 'arabic', AE: 'arabic',
  KW: 'arabic', BH: 'arabic', OM: 'arabic', JO: 'arabic', LB: 'arabic', SY: 'arabic', IQ: 'arabic', YE: 'arabic',
  PS: 'arabic', SD: 'arabic', MR: 'arabic',
};

/** Faker's Akan names write the open e with the Greek epsilon; registries use the Latin letter ɛ. */
const latinLetter = (name: string) => name.replaceAll('ε', 'ɛ');

function fakerSource(locale: Faker): NameSource {
  return (random, gender) => {
    locale.seed(random.number.int(2 ** 31));
    const sex = gender === 1 ? 'female' : 'male';
    return { firstName: latinLetter(locale.person.firstName(sex)), lastName: latinLetter(locale.person.lastName(sex)) };
  };
}

function romanizedSource(names: Romanized): NameSource {
  return (random, gender) => ({
    firstName: random.helpers.arrayElement(gender === 1 ? names.female : names.male),
    lastName: random.helpers.arrayElement(names.last),
  });
}

/** Names that fit a country (ISO alpha-2); English names where no better source is known. */
export function nameSourceFor(iso2: string): NameSource {
  const romanized = ROMANIZED_COUNTRIES[iso2];
  if (romanized) return romanizedSource(ROMANIZED[romanized]);
  if (SPANISH_AMERICA.includes(iso2)) return fakerSource(fakerES_MX);
  return fakerSource(LATIN_LOCALES[iso2] ?? fakerEN);
}
