import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';

const FIRST_NAMES = [
  'Ana',
  'Lucas',
  'Maria',
  'João',
  'Sofía',
  'Mateo',
  'Emma',
  'Noah',
  'Léa',
  'Hugo',
  'Yuki',
  'Haruto',
  'Amara',
  'Kwame',
  'Zoë',
  'Ömer',
  'Fatma',
  'Jakub',
  'Zuzana',
  'Ingrid',
  'Lars',
  'Chiara',
  'Marco',
  'Aylin',
  'Priya',
  'Arjun',
  'Mei',
  'Wei',
  'Olga',
  'Dmitri',
  'Nadia',
  'Pablo',
  'Camila',
  'Andrés',
  'Élodie',
  'Björn',
  'Saoirse',
  'Ciarán',
  'Nkechi',
  'Tomás',
];
const LAST_NAMES = [
  'Silva',
  'Santos',
  'García',
  'Müller',
  'Rossi',
  'Kowalski',
  'Novák',
  'Yılmaz',
  'Tanaka',
  'Suzuki',
  'Wang',
  'Li',
  'Kim',
  'Nguyen',
  'Okafor',
  'Mensah',
  'Dubois',
  'Lefèvre',
  'Jensen',
  'Hansen',
  'Petrov',
  'Ivanova',
  'Smith',
  'Johnson',
  'Brown',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Sánchez',
  'Bianchi',
  'Romano',
  'Costa',
  'Ferreira',
  'Nowak',
  'Horvat',
  'Kovačević',
  'Papadopoulos',
  'Öztürk',
  'Çelik',
];

const ROLES = ['player', 'coach', 'referee', 'official', 'medical', 'media'];

/**
 * Bulk data for the benchmark, generated inside the database (one statement per table): persons
 * spread over every federation with roles, clubs, and transfers of players between clubs of
 * different federations.
 */
export async function generateBenchData(
  db: Db,
  counts: { persons: number; clubs: number; transfers: number },
): Promise<void> {
  const first = sql.raw(`(array[${FIRST_NAMES.map((n) => `'${n}'`).join(',')}])`);
  const last = sql.raw(`(array[${LAST_NAMES.map((n) => `'${n}'`).join(',')}])`);
  await db.execute(sql`
    insert into persons (first_name, last_name, gender, birth_date, nationality, federation_no, height, weight, plays_volley, plays_beach, active_volley)
    select ${first}[1 + (i * 7) % ${FIRST_NAMES.length}], ${last}[1 + (i * 13) % ${LAST_NAMES.length}] || case when i % 3 = 0 then '-' || ${last}[1 + (i / 7) % ${LAST_NAMES.length}] else '' end,
           i % 2, date '1970-01-01' + (i % 15000), f.country_code, f.no,
           1600000 + (i % 450000), 55000000 + (i % 50000000), i % 4 <> 0, i % 4 = 0, i % 5 <> 0
    from generate_series(1, ${counts.persons}) as i
    join (select no, country_code, row_number() over (order by no) - 1 as k, count(*) over () as n from federations) f
      on f.k = i % f.n`);
  await db.execute(sql`
    insert into person_roles (person_no, role)
    select p.no, (${sql.raw(`array[${ROLES.map((r) => `'${r}'`).join(',')}]`)})[1 + case when p.no % 10 < 7 then 0 else 1 + p.no % 5 end]
    from persons p where not exists (select 1 from person_roles r where r.person_no = p.no)`);
  await db.execute(sql`
    insert into volley_clubs (name, short_name, federation_no, city)
    select 'Club ' || i || ' ' || f.code, 'C' || i, f.no, 'City ' || (i % 300)
    from generate_series(1, ${counts.clubs}) as i
    join (select no, code, row_number() over (order by no) - 1 as k, count(*) over () as n from federations) f
      on f.k = i % f.n`);
  // Players and clubs picked by position in arrays: a join on a computed key would compare every pair.
  await db.execute(sql`
    with players as (select array_agg(p.no order by p.no) as nos, array_agg(p.federation_no order by p.no) as feds
                     from persons p join person_roles r on r.person_no = p.no and r.role = 'player'),
         clubs as (select array_agg(no order by no) as nos, array_agg(federation_no order by no) as feds from volley_clubs),
         picks as (select i, (1 + (i::bigint * 7919) % cardinality(p.nos))::int as pk, (1 + (i::bigint * 104729) % cardinality(c.nos))::int as ck
                   from generate_series(1, ${Math.ceil(counts.transfers * 1.05)}) as i, players p, clubs c)
    insert into volley_transfers (player_no, from_federation_no, to_federation_no, to_club_no, first_season, last_season, status)
    select p.nos[k.pk], p.feds[k.pk], c.feds[k.ck], c.nos[k.ck], 2021 + k.i % 6, 2021 + k.i % 6 + k.i % 2,
           (array['draft','inProgress','awaitingFederations','awaitingPayment','paymentInReview','approved','active','ended','released','cancelled','rejected'])[1 + k.i % 11]
    from picks k, players p, clubs c
    where p.feds[k.pk] <> c.feds[k.ck]
    limit ${counts.transfers}`);
  await db.execute(sql`analyze`);
}
