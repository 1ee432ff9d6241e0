import { getTableName } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { Access } from '@libero/shared/auth/accesses';
import { UserTypeNo, type UserTypeCode } from '@libero/shared/auth/user-types';
import type { Db } from '../connection';
import { playerAgents } from '../schema/agents';
import { userAccesses, users } from '../schema/identity';
import { personRoles, persons, type PersonRole } from '../schema/people';
import { recordTags } from '../schema/tags';
import type { SeededBodies } from './demo-bodies';

/** What a demo user stands for: its user type's record (`typeNo`). */
type Link =
  | { federation: string }
  | { confederation: 'AVC' | 'CAVB' | 'CEV' | 'CSV' | 'NORCECA' }
  | { club: string }
  | {
      person: PersonRole;
      gender: 0 | 1;
      birthDate: string;
      federation: string;
      player?: PlayerDetails;
      /** A licensed players' agent: the user stands for the agent record, not the person. */
      agent?: AgentLicence;
    };

type AgentLicence = Pick<
  typeof playerAgents.$inferInsert,
  'licenceNumber' | 'licenceIssuedOn' | 'licenceValidUntil' | 'languages' | 'agency' | 'email' | 'phone'
>;

/** Height in micrometres and weight in milligrams, as the VIS protocol counts. */
type PlayerDetails = { birthPlace: string; height: number; weight: number; playsVolley: boolean; playsBeach: boolean };

type DemoUser = {
  type: UserTypeCode;
  username?: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  link?: Link;
  accesses?: Access[];
};

/**
 * One user per user type, whose username is the type code in lower case (README "Demo accounts"),
 * plus `federation2`, whose federation is not in the empowerment programme (both federations hold the
 * legal grant: they answer each other's legal cases).
 */
export const DEMO_USERS: DemoUser[] = [
  { type: 'Other', firstName: 'Olivia', lastName: 'Bennett', countryCode: 'GB' },
  { type: 'Guest', firstName: 'Gustavo', lastName: 'Pereira', countryCode: 'PT' },
  { type: 'Administrator', firstName: 'Ada', lastName: 'Lindqvist', countryCode: 'CH' },
  {
    type: 'Confederation',
    firstName: 'Claire',
    lastName: 'Dubois',
    countryCode: 'LU',
    link: { confederation: 'CEV' },
    accesses: ['legal'],
  },
  {
    type: 'Federation',
    firstName: 'Faith',
    lastName: 'Wanjiru',
    countryCode: 'KE',
    link: { federation: 'KEN' },
    accesses: ['legal', 'nfCategorization'],
  },
  {
    type: 'Federation',
    username: 'federation3',
    firstName: 'Joy',
    lastName: 'Akinyi',
    countryCode: 'KE',
    link: { federation: 'KEN' },
    accesses: [],
  },
  {
    type: 'Federation',
    username: 'federation2',
    firstName: 'Francesco',
    lastName: 'Bianchi',
    countryCode: 'IT',
    link: { federation: 'ITA' },
    accesses: ['legal'],
  },
  {
    type: 'Player',
    firstName: 'Paola',
    lastName: 'Egonu',
    countryCode: 'IT',
    link: {
      person: 'player',
      gender: 1,
      birthDate: '1998-12-18',
      federation: 'ITA',
      player: { birthPlace: 'Cittadella', height: 1_930_000, weight: 89_000_000, playsVolley: true, playsBeach: false },
    },
  },
  {
    type: 'Player',
    username: 'player2',
    firstName: 'Mercy',
    lastName: 'Wanjala',
    countryCode: 'KE',
    link: {
      person: 'player',
      gender: 1,
      birthDate: '2001-03-09',
      federation: 'KEN',
      player: { birthPlace: 'Eldoret', height: 1_820_000, weight: 70_000_000, playsVolley: true, playsBeach: false },
    },
  },
  {
    type: 'Referee',
    firstName: 'Rafael',
    lastName: 'Núñez',
    countryCode: 'ES',
    link: { person: 'referee', gender: 0, birthDate: '1979-04-02', federation: 'ESP' },
  },
  {
    type: 'VolleyClub',
    firstName: 'Valerio',
    lastName: 'Rossi',
    countryCode: 'IT',
    link: { club: 'Sir Safety Perugia' },
  },
  {
    type: 'VolleyTournamentManager',
    firstName: 'Victor',
    lastName: 'Mendes',
    countryCode: 'BR',
    accesses: ['volley.nationalLeague'],
  },
  { type: 'BeachTournamentManager', firstName: 'Bianca', lastName: 'Sørensen', countryCode: 'DK' },
  {
    type: 'Photographer',
    firstName: 'Pierre',
    lastName: 'Lefèvre',
    countryCode: 'FR',
    link: { person: 'media', gender: 0, birthDate: '1985-07-21', federation: 'FRA' },
    accesses: ['media.albums'],
  },
  {
    type: 'PressOfficer',
    firstName: 'Priya',
    lastName: 'Raman',
    countryCode: 'IN',
    accesses: ['media.articles', 'media.albums'],
  },
  {
    type: 'MediaPerson',
    firstName: 'Mateo',
    lastName: 'García',
    countryCode: 'AR',
    link: { person: 'media', gender: 0, birthDate: '1990-01-30', federation: 'ARG' },
  },
  {
    type: 'MedicalPerson',
    firstName: 'Mei',
    lastName: 'Tanaka',
    countryCode: 'JP',
    link: { person: 'medical', gender: 1, birthDate: '1982-11-05', federation: 'JPN' },
  },
  {
    type: 'ZonalDevProject',
    firstName: 'Zawadi',
    lastName: 'Mensah',
    countryCode: 'GH',
    link: { confederation: 'CAVB' },
    accesses: ['empowerment', 'empowerment.admin'],
  },
  { type: 'MedicalAdministrator', firstName: 'Magnus', lastName: 'Holm', countryCode: 'NO' },
  { type: 'Supervisor', firstName: 'Sofia', lastName: 'Marchetti', countryCode: 'CH' },
  {
    type: 'ConfederationBeachManager',
    firstName: 'Camila',
    lastName: 'Rojas',
    countryCode: 'CL',
    link: { confederation: 'CSV' },
  },
  {
    type: 'Coach',
    firstName: 'Carlos',
    lastName: 'Sánchez',
    countryCode: 'ES',
    link: { person: 'coach', gender: 0, birthDate: '1971-03-14', federation: 'ESP' },
    // Sent to Kenya's coach-support project of the empowerment demo.
    accesses: ['empowerment'],
  },
  {
    type: 'Official',
    firstName: 'Olga',
    lastName: 'Kowalska',
    countryCode: 'PL',
    link: { person: 'official', gender: 1, birthDate: '1976-09-09', federation: 'POL' },
  },
  {
    type: 'PressAdministrator',
    firstName: 'Paul',
    lastName: 'Hughes',
    countryCode: 'CA',
    accesses: ['media.articles'],
  },
  {
    type: 'PressTranslator',
    firstName: 'Pilar',
    lastName: 'Ortega',
    countryCode: 'MX',
    accesses: ['media.articles'],
  },
  { type: 'PressWriter', firstName: 'Peter', lastName: 'Novak', countryCode: 'CZ', accesses: ['media.articles'] },
  {
    type: 'PlayerAgent',
    firstName: 'Andrés',
    lastName: 'Castillo',
    countryCode: 'CO',
    link: {
      person: 'agent',
      gender: 0,
      birthDate: '1980-06-12',
      federation: 'COL',
      agent: {
        licenceNumber: 'COL-AG-0142',
        licenceIssuedOn: '2022-03-01',
        licenceValidUntil: '2030-02-28',
        languages: 'es en pt',
        agency: 'Castillo Sports Management',
        email: 'andres.castillo@castillo-sports.example',
        phone: '+57 601 555 0142',
      },
    },
  },
  { type: 'CourseOrganizer', firstName: 'Chloé', lastName: 'Martin', countryCode: 'FR', accesses: ['empowerment'] },
  {
    type: 'FederationSnowManager',
    firstName: 'Felix',
    lastName: 'Huber',
    countryCode: 'AT',
    link: { federation: 'AUT' },
  },
];

async function linkedRecordNo(db: Db, user: DemoUser, bodies: SeededBodies): Promise<number> {
  const link = user.link;
  if (!link) return 0;
  if ('federation' in link && !('person' in link)) return bodies.federationNo(link.federation);
  if ('confederation' in link) return bodies.confederationNo(link.confederation);
  if ('club' in link) return bodies.clubNo(link.club);
  const [person] = await db
    .insert(persons)
    .values({
      firstName: user.firstName,
      lastName: user.lastName,
      gender: link.gender,
      birthDate: link.birthDate,
      nationality: user.countryCode,
      federationNo: bodies.federationNo(link.federation),
      passportNo: `${user.countryCode}${link.birthDate.replaceAll('-', '').slice(2)}`,
      passportValidUntil: '2031-06-30',
      ...(link.player && {
        ...link.player,
        activeVolley: link.player.playsVolley,
        activeBeach: link.player.playsBeach,
      }),
    })
    .returning({ no: persons.no });
  if (!person) throw new Error('Demo seed: person not created');
  await db.insert(personRoles).values({ personNo: person.no, role: link.person, activeVolley: true });
  const tags = ['demo', `role:${link.person}`];
  await db.insert(recordTags).values(tags.map((tag) => ({ subject: getTableName(persons), recordNo: person.no, tag })));
  if (!link.agent) return person.no;
  const [agent] = await db
    .insert(playerAgents)
    .values({ ...link.agent, personNo: person.no, federationNo: bodies.federationNo(link.federation) })
    .returning({ no: playerAgents.no });
  if (!agent) throw new Error('Demo seed: agent not created');
  return agent.no;
}

/** The record each demo user stands for, created in every environment so that numbers match. */
export async function seedDemoLinks(db: Db, bodies: SeededBodies): Promise<number[]> {
  const typeNos: number[] = [];
  for (const user of DEMO_USERS) typeNos.push(await linkedRecordNo(db, user, bodies));
  return typeNos;
}

export async function seedDemoUsers(db: Db, typeNos: number[], password: string): Promise<void> {
  for (const [index, user] of DEMO_USERS.entries()) {
    const username = user.username ?? user.type.toLowerCase();
    const [row] = await db
      .insert(users)
      .values({
        type: UserTypeNo[user.type],
        typeNo: typeNos[index] ?? 0,
        username,
        firstName: user.firstName,
        lastName: user.lastName,
        email: `${username}@demo.libero.example`,
        countryCode: user.countryCode,
        passwordHash: await hash(password),
      })
      .returning({ no: users.no });
    if (row && user.accesses?.length) {
      await db.insert(userAccesses).values(user.accesses.map((access) => ({ userNo: row.no, access })));
    }
  }
}
