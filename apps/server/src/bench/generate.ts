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
  counts: { persons: number; players: number; clubs: number; transfers: number; matches: number; matchTeams: number },
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
  // `players` of the persons, spread evenly, play; the others have one of the other roles.
  await db.execute(sql`
    insert into person_roles (person_no, role)
    select p.no, (${sql.raw(`array[${ROLES.map((r) => `'${r}'`).join(',')}]`)})[1 + case when p.k * ${counts.players} / ${counts.persons} <> (p.k - 1) * ${counts.players} / ${counts.persons} then 0 else 1 + p.no % 5 end]
    from (select no, row_number() over (order by no) as k from persons p
          where not exists (select 1 from person_roles r where r.person_no = p.no)) p`);
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
  await generateMatches(db, counts.matches, counts.matchTeams);
  // As autovacuum would have by now: statistics, and the pages marked all-visible (index-only scans read them).
  await db.execute(sql`vacuum analyze`);
}

/** A published league of `teams` clubs with `matches` matches between them, played or to come. */
async function generateMatches(db: Db, matches: number, teams: number): Promise<void> {
  await db.execute(sql`
    insert into volley_tournaments (code, name, gender, type_no, start_date, end_date, status, published)
    select 'BENCH-LEAGUE', 'Bench league', 0, no, date '2026-01-01', date '2026-12-31', 'running', true
    from volley_tournament_types where code = 'friendly'`);
  await db.execute(sql`
    insert into volley_teams (tournament_no, club_no, name, code)
    select t.no, c.no, c.name, left(c.short_name, 10)
    from volley_tournaments t, (select no, name, short_name from volley_clubs order by no limit ${teams}) c
    where t.code = 'BENCH-LEAGUE'`);
  await db.execute(sql`
    with teams as (select array_agg(no order by no) as nos, min(tournament_no) as tournament_no from volley_teams
                   where tournament_no = (select no from volley_tournaments where code = 'BENCH-LEAGUE'))
    insert into volley_matches (tournament_no, no_in_tournament, team_a_no, team_b_no, local_date, local_time, status,
                                points_a_1, points_b_1, points_a_2, points_b_2, points_a_3, points_b_3, sets_a, sets_b, winner_no)
    select t.tournament_no, i, t.nos[1 + i % ${teams}], t.nos[1 + (i + 1 + i / ${teams}) % ${teams}],
           date '2026-01-01' + (i / 14), (array['13:00','16:00','19:30'])[1 + i % 3],
           case when i % 2 = 0 then 'finished' else 'scheduled' end,
           case when i % 2 = 0 then 25 end, case when i % 2 = 0 then 18 end,
           case when i % 2 = 0 then 25 end, case when i % 2 = 0 then 21 end,
           case when i % 2 = 0 then 25 end, case when i % 2 = 0 then 23 end,
           case when i % 2 = 0 then 3 end, case when i % 2 = 0 then 0 end,
           case when i % 2 = 0 then t.nos[1 + i % ${teams}] end
    from generate_series(1, ${matches}) as i, teams t
    where t.nos[1 + i % ${teams}] <> t.nos[1 + (i + 1 + i / ${teams}) % ${teams}]`);
}
