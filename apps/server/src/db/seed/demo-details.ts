import { sql } from 'drizzle-orm';
import type { Db } from '../connection';

/** Body measurements as shares of the height, rounded to the centimetre (lengths are in micrometres). */
const MEASUREMENT_SHARES = {
  neck_girth: 0.19,
  bust_girth: 0.52,
  waist_girth: 0.42,
  hip_girth: 0.52,
  shoulder_length: 0.25,
  arm_length: 0.36,
  arm_girth: 0.16,
  trouser_length: 0.6,
  inseam: 0.45,
  thigh_girth: 0.31,
  foot_length: 0.15,
  spike_reach: 1.75,
  block_reach: 1.66,
} as const;

const isPlayer = sql`exists (select 1 from person_roles r where r.person_no = persons.no and r.role = 'player')`;

/**
 * Personal details, measurements, positions, clubs and contacts for the demo registry, derived
 * from each person's number so that every run gives the same.
 */
export async function seedDemoDetails(db: Db): Promise<void> {
  await db.execute(sql`
    update persons set
      email = regexp_replace(search_normalize(first_name), '[^a-z]', '', 'g') || '.' || regexp_replace(search_normalize(last_name), '[^a-z]', '', 'g') || no % 1000 || '@example.org',
      marital_status = (array['single', 'married', 'single', 'partnership', 'divorced'])[1 + no % 5],
      address = (no % 200 + 1) || ' ' || (array['Main Street', 'Station Road', 'Park Avenue', 'Church Lane', 'Stadium Road'])[1 + no % 5],
      country = nationality,
      postal_code = (no::bigint * 7919 % 90000 + 10000)::text,
      city = birth_place,
      blood_group = (array['O', 'A', 'B', 'AB', 'O', 'A'])[1 + no % 6],
      rhesus = case when no % 7 = 0 then '-' else '+' end
    where email is null`);
  const measurements = Object.entries(MEASUREMENT_SHARES).map(([column, share]) =>
    sql.raw(`${column} = round(height * ${share} / 10000) * 10000`),
  );
  await db.execute(sql`update persons set ${sql.join(measurements, sql`, `)} where height is not null and ${isPlayer}`);
  await db.execute(sql`
    update persons set position = case
      when plays_beach and not plays_volley then (array['blocker', 'defender'])[1 + no % 2]
      else (array['outsideHitter', 'middleBlocker', 'setter', 'opposite', 'outsideHitter', 'middleBlocker', 'libero'])[1 + no % 7] end
    where ${isPlayer}`);
  await db.execute(sql`
    with clubs as (select no, federation_no, row_number() over (partition by federation_no order by no) - 1 as k,
                          count(*) over (partition by federation_no) as n from volley_clubs)
    update persons set club_no = clubs.no from clubs
    where clubs.federation_no = persons.federation_no and clubs.k = persons.no % clubs.n and persons.plays_volley and ${isPlayer}`);
  // Records carried over from older registers keep retired codes: Serbia's first official is still "YU".
  await db.execute(sql`
    update persons set nationality = 'YU' where no = (
      select min(p.no) from persons p join person_roles r on r.person_no = p.no and r.role = 'official'
      join federations f on f.no = p.federation_no and f.code = 'SRB')`);
  // Some officials coach too: one person, two roles.
  await db.execute(sql`
    insert into person_roles (person_no, role, active_volley)
    select person_no, 'coach', true from person_roles where role = 'official' and person_no % 10 = 0
    on conflict do nothing`);
  await db.execute(sql`
    insert into person_contacts (person_no, kind, value, label, preferred)
    select no, 'email', email, 'Personal', true from persons where email is not null
    union all
    select no, 'mobile', '+' || (no::bigint * 104729 % 900000000 + 100000000)::text, null, true from persons where no % 2 = 0`);
}
