import { en, Faker } from '@faker-js/faker';
import type { Db } from '../connection';
import { federations } from '../schema/bodies';
import { personRoles, persons, type PersonRole } from '../schema/people';
import { nameSourceFor, type Gender } from './demo-names';

/** People generated per federation: a squad of each gender and the staff around them. */
const PER_FEDERATION: readonly { role: PersonRole; count: number }[] = [
  { role: 'player', count: 16 },
  { role: 'coach', count: 3 },
  { role: 'referee', count: 3 },
  { role: 'official', count: 2 },
  { role: 'medical', count: 1 },
  { role: 'media', count: 1 },
];
const BATCH = 1000;

type NewPerson = typeof persons.$inferInsert;
type NewRole = Omit<typeof personRoles.$inferInsert, 'personNo'>;

/** Coaches and referees work indoor, on the beach or both; the others are indoor staff. */
function roleOf(random: Faker, role: PersonRole): NewRole {
  if (role !== 'coach' && role !== 'referee') return { role, activeVolley: true, activeBeach: false };
  const beach = random.number.int(9) < 3;
  return { role, activeVolley: !beach || random.datatype.boolean(), activeBeach: beach };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function player(random: Faker, gender: Gender): Partial<NewPerson> {
  const beach = random.number.int(9) < 3;
  const volley = !beach || random.datatype.boolean();
  const height =
    gender === 1
      ? random.number.int({ min: 1_700_000, max: 1_960_000 })
      : random.number.int({ min: 1_830_000, max: 2_120_000 });
  return {
    birthDate: isoDate(random.date.between({ from: '1990-01-01', to: '2007-12-31' })),
    height: Math.round(height / 10_000) * 10_000,
    weight: random.number.int({ min: 58, max: 105 }) * 1_000_000,
    playsBeach: beach,
    playsVolley: volley,
    activeBeach: beach && random.number.int(9) < 8,
    activeVolley: volley && random.number.int(9) < 8,
  };
}

function person(
  random: Faker,
  federation: { no: number; countryCode: string },
  role: PersonRole,
  gender: Gender,
): NewPerson {
  const { firstName, lastName } = nameSourceFor(federation.countryCode)(random, gender);
  return {
    firstName,
    lastName,
    gender,
    nationality: federation.countryCode,
    federationNo: federation.no,
    birthDate: isoDate(random.date.between({ from: '1958-01-01', to: '1992-12-31' })),
    birthPlace: random.location.city(),
    passportNo: random.string.alphanumeric({ length: 9, casing: 'upper' }),
    passportValidUntil: isoDate(random.date.between({ from: '2026-06-01', to: '2036-06-01' })),
    ...(role === 'player' ? player(random, gender) : {}),
  };
}

/**
 * A realistic registry for the demo: players and staff in every federation, with names that fit
 * each country (some with accents), the same on every run (seeded generator).
 */
export async function seedDemoRegistry(db: Db): Promise<void> {
  const random = new Faker({ locale: [en] });
  random.seed(2026);
  const bodies = await db
    .select({ no: federations.no, countryCode: federations.countryCode })
    .from(federations)
    .orderBy(federations.no);
  const people: { person: NewPerson; role: NewRole }[] = [];
  for (const federation of bodies) {
    for (const { role, count } of PER_FEDERATION) {
      for (let index = 0; index < count; index++) {
        const gender: Gender = role === 'player' ? (index % 2 === 0 ? 0 : 1) : random.datatype.boolean() ? 1 : 0;
        people.push({ person: person(random, federation, role, gender), role: roleOf(random, role) });
      }
    }
  }
  for (let start = 0; start < people.length; start += BATCH) {
    const batch = people.slice(start, start + BATCH);
    const created = await db
      .insert(persons)
      .values(batch.map((p) => p.person))
      .returning({ no: persons.no });
    await db.insert(personRoles).values(created.map((row, index) => ({ personNo: row.no, ...batch[index]!.role })));
  }
}
