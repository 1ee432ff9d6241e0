import { Faker, en } from '@faker-js/faker';
import { and, eq, ne, sql } from 'drizzle-orm';
import { TRANSFER_STATUS, type TransferStatus } from '@libero/shared/statuses/statuses';
import type { Db } from '../connection';
import { volleyClubs } from '../schema/bodies';
import { personRoles, persons } from '../schema/people';
import { volleyTransfers } from '../schema/transfers';
import type { SeededBodies } from './demo-bodies';

const GENERATED = 400;
/** Statuses after approval carry a certificate number. */
const CERTIFIED: readonly TransferStatus[] = ['approved', 'active', 'ended', 'released'];

type NewTransfer = typeof volleyTransfers.$inferInsert;

function contract(firstSeason: number, lastSeason: number): Pick<NewTransfer, 'firstSeason' | 'lastSeason' | 'contractStart' | 'contractEnd'> {
  return { firstSeason, lastSeason, contractStart: `${firstSeason}-10-16`, contractEnd: `${lastSeason + 1}-05-15` };
}

function itcNumber(status: TransferStatus, season: number, serial: number): string | null {
  return CERTIFIED.includes(status) ? `ITC-${season}-${String(serial).padStart(5, '0')}` : null;
}

/** Transfers the demo users take part in: a player, a club, two federations. */
async function namedTransfers(db: Db, bodies: SeededBodies, egonuNo: number): Promise<NewTransfer[]> {
  const [kenyan] = await db
    .select({ no: persons.no })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .where(and(eq(persons.federationNo, bodies.federationNo('KEN')), ne(persons.no, egonuNo)))
    .orderBy(persons.no)
    .limit(1);
  if (!kenyan) throw new Error('Demo seed: no Kenyan player');
  return [
    {
      playerNo: egonuNo,
      fromFederationNo: bodies.federationNo('ITA'),
      fromClubNo: bodies.clubNo('Imoco Volley Conegliano'),
      toFederationNo: bodies.federationNo('TUR'),
      toClubNo: bodies.clubNo('VakıfBank Spor Kulübü'),
      status: 'ended',
      itcNumber: itcNumber('ended', 2022, 1),
      ...contract(2022, 2022),
    },
    {
      playerNo: kenyan.no,
      fromFederationNo: bodies.federationNo('KEN'),
      fromClubNo: bodies.clubNo('Kenya Pipeline Volleyball Club'),
      toFederationNo: bodies.federationNo('ITA'),
      toClubNo: bodies.clubNo('Sir Safety Perugia'),
      status: 'awaitingFederations',
      ...contract(2026, 2027),
    },
  ];
}

/** Players of other federations moving to the demo clubs, in every status, over five seasons. */
async function generatedTransfers(db: Db): Promise<NewTransfer[]> {
  const random = new Faker({ locale: [en] });
  random.seed(7);
  const clubs = await db.select({ no: volleyClubs.no, federationNo: volleyClubs.federationNo }).from(volleyClubs).orderBy(volleyClubs.no);
  const players = await db
    .select({ no: persons.no, federationNo: persons.federationNo })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .where(sql`${persons.playsVolley} and ${persons.federationNo} is not null`)
    .orderBy(persons.no);
  const transfers: NewTransfer[] = [];
  for (let serial = 2; transfers.length < GENERATED; serial++) {
    const player = random.helpers.arrayElement(players);
    const club = random.helpers.arrayElement(clubs);
    if (player.federationNo === club.federationNo || player.federationNo === null) continue;
    const firstSeason = random.number.int({ min: 2022, max: 2026 });
    const status = random.helpers.arrayElement(TRANSFER_STATUS);
    transfers.push({
      playerNo: player.no,
      fromFederationNo: player.federationNo,
      toFederationNo: club.federationNo,
      toClubNo: club.no,
      status,
      itcNumber: itcNumber(status, firstSeason, serial),
      ...contract(firstSeason, Math.min(firstSeason + random.number.int(2), 2027)),
    });
  }
  return transfers;
}

/** International transfers for the demo: the demo users' own, and a few hundred more. */
export async function seedDemoTransfers(db: Db, bodies: SeededBodies, egonuNo: number): Promise<void> {
  const transfers = [...(await namedTransfers(db, bodies, egonuNo)), ...(await generatedTransfers(db))];
  await db.insert(volleyTransfers).values(transfers);
}
