import { Faker, en } from '@faker-js/faker';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { TRANSFER_STATUS, type TransferStatus } from '@libero/shared/statuses/statuses';
import { requiredParties, SIGNATURE_STAGES, type TransferParty } from '@libero/shared/transfers/signature-ladder';
import { calendarStatus, nextToAct, openStatus } from '@libero/shared/transfers/transfer-progress';
import { seasonOf } from '@libero/shared/transfers/seasons';
import { defaultWindow, utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../connection';
import { confederations, federations, volleyClubs } from '../schema/bodies';
import { personRoles, persons } from '../schema/people';
import { transferFees, transferPayments, transferSignatures, volleyTransfers } from '../schema/transfers';
import type { SeededBodies } from './demo-bodies';

/** The confederations' fees (the world federation's comes with the migration). */
const CONFEDERATION_FEES = [
  { code: 'AVC', currency: 'USD', amountMinor: 50_000 },
  { code: 'CAVB', currency: 'USD', amountMinor: 30_000 },
  { code: 'CEV', currency: 'EUR', amountMinor: 80_000 },
  { code: 'CSV', currency: 'USD', amountMinor: 50_000 },
  { code: 'NORCECA', currency: 'USD', amountMinor: 70_000 },
] as const;

const GENERATED = 400;
/** Statuses of a transfer still under way: someone has to act on it. */
const UNDER_WAY: readonly TransferStatus[] = [
  'draft',
  'inProgress',
  'awaitingFederations',
  'awaitingPayment',
  'paymentInReview',
];
/** Statuses after approval carry a certificate number. */
const CERTIFIED: readonly TransferStatus[] = ['approved', 'active', 'ended', 'released'];

type NewTransfer = typeof volleyTransfers.$inferInsert;

function contract(
  firstSeason: number,
  lastSeason: number,
): Pick<NewTransfer, 'firstSeason' | 'lastSeason' | 'contractStart' | 'contractEnd'> {
  return { firstSeason, lastSeason, contractStart: `${firstSeason}-10-16`, contractEnd: `${lastSeason + 1}-05-15` };
}

function itcNumber(status: TransferStatus, season: number, serial: number): string | null {
  return CERTIFIED.includes(status) ? `ITC-${season}-${String(serial).padStart(5, '0')}` : null;
}

/**
 * The season a transfer under way is for, on the day the demo is seeded: the one whose window
 * closes next, so that the demo's transfers wait on a deadline to come, not one passed years ago.
 */
function seasonUnderWay(today: string): number {
  const season = seasonOf(today);
  return defaultWindow(season).closesOn >= today ? season : season + 1;
}

/** The demo users' people: Paola Egonu, and all of them (kept out of the transfers made up around them). */
type DemoPeople = { egonuNo: number; demoPeople: number[] };

/** Transfers the demo users take part in: a player, a club, two federations. */
async function namedTransfers(
  db: Db,
  bodies: SeededBodies,
  { egonuNo, demoPeople }: DemoPeople,
): Promise<NewTransfer[]> {
  const [kenyan] = await db
    .select({ no: persons.no })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .where(and(eq(persons.federationNo, bodies.federationNo('KEN')), notInArray(persons.no, demoPeople)))
    .orderBy(persons.no)
    .limit(1);
  if (!kenyan) throw new Error('Demo seed: no Kenyan player');
  const underWay = seasonUnderWay(utcDay(new Date()));
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
      ...contract(underWay, underWay + 1),
    },
  ];
}

/**
 * Players of other federations moving to the demo clubs, in every status: those ended or decided
 * over the last five seasons, those under way for the season whose window closes next.
 */
async function generatedTransfers(db: Db, demoPeople: number[]): Promise<NewTransfer[]> {
  const random = new Faker({ locale: [en] });
  random.seed(7);
  const clubs = await db
    .select({ no: volleyClubs.no, federationNo: volleyClubs.federationNo })
    .from(volleyClubs)
    .orderBy(volleyClubs.no);
  const players = await db
    .select({ no: persons.no, federationNo: persons.federationNo })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .where(and(sql`${persons.playsVolley} and ${persons.federationNo} is not null`, notInArray(persons.no, demoPeople)))
    .orderBy(persons.no);
  const underWay = seasonUnderWay(utcDay(new Date()));
  const transfers: NewTransfer[] = [];
  for (let serial = 2; transfers.length < GENERATED; serial++) {
    const player = random.helpers.arrayElement(players);
    const club = random.helpers.arrayElement(clubs);
    if (player.federationNo === club.federationNo || player.federationNo === null) continue;
    const pastSeason = underWay - 4 + random.number.int(4);
    const status = random.helpers.arrayElement(TRANSFER_STATUS);
    const firstSeason = UNDER_WAY.includes(status) ? underWay : pastSeason;
    transfers.push({
      playerNo: player.no,
      fromFederationNo: player.federationNo,
      toFederationNo: club.federationNo,
      toClubNo: club.no,
      status,
      itcNumber: itcNumber(status, firstSeason, serial),
      ...contract(firstSeason, Math.min(firstSeason + random.number.int(2), underWay + 1)),
    });
  }
  return transfers;
}

/** The signatures a transfer in `status` has: whole stages, as far as the status says it came. */
function signedFor(status: TransferStatus, transfer: NewTransfer): TransferParty[] {
  const required = new Set(requiredParties({ releasingClubNo: transfer.fromClubNo ?? null }));
  const stages = {
    draft: 0,
    inProgress: 0,
    awaitingFederations: 1,
    awaitingPayment: 2,
    paymentInReview: 2,
    rejected: 1,
    cancelled: 0,
  } as Partial<Record<TransferStatus, number>>;
  const count = stages[status] ?? SIGNATURE_STAGES.length;
  return SIGNATURE_STAGES.slice(0, count)
    .flat()
    .filter((party) => required.has(party));
}

/** The handling body and fee of each transfer, as the workflow would have set them. */
async function withWorkflow(db: Db, transfers: NewTransfer[]): Promise<NewTransfer[]> {
  const confederationOf = new Map(
    (await db.select({ no: federations.no, confederationNo: federations.confederationNo }).from(federations)).map(
      (row) => [row.no, row.confederationNo],
    ),
  );
  const fees = await db.select().from(transferFees);
  return transfers.map((transfer) => {
    const from = confederationOf.get(transfer.fromFederationNo) ?? null;
    const handlingConfederationNo =
      from !== null && from === confederationOf.get(transfer.toFederationNo) ? from : null;
    const fee = fees.find((row) => row.confederationNo === handlingConfederationNo);
    // Made up as of today: the calendar has nothing left to move when the app starts.
    const status = calendarStatus(
      transfer.status ?? 'draft',
      transfer.contractStart ?? '',
      transfer.contractEnd ?? '',
      utcDay(new Date()),
    );
    return {
      ...transfer,
      status,
      handlingConfederationNo,
      feeMinor: fee?.amountMinor ?? null,
      feeCurrency: fee?.currency ?? null,
      submittedAt: status === 'draft' ? null : new Date(`${transfer.firstSeason - 1}-09-01T09:00:00Z`),
      approvedAt: ['approved', 'active', 'ended', 'released'].includes(status)
        ? new Date(`${transfer.firstSeason - 1}-09-20T09:00:00Z`)
        : null,
      closingReason: ['rejected', 'cancelled', 'released'].includes(status) ? 'Agreed between the parties.' : null,
    };
  });
}

/** Signatures, payments and "who must act" in line with each seeded transfer's status. */
async function seedProgress(db: Db, transfers: (NewTransfer & { no: number })[]): Promise<void> {
  const signatures = transfers.flatMap((transfer) =>
    signedFor(transfer.status ?? 'draft', transfer).map((party) => ({
      transferNo: transfer.no,
      party,
      signedByName: 'Demo signatory',
      signedAt: new Date(`${transfer.firstSeason - 1}-09-10T09:00:00Z`),
    })),
  );
  if (signatures.length > 0) await db.insert(transferSignatures).values(signatures);
  const paid = transfers.filter(
    (transfer) =>
      transfer.feeMinor &&
      ['paymentInReview', 'approved', 'active', 'ended', 'released'].includes(transfer.status ?? ''),
  );
  if (paid.length > 0) {
    await db.insert(transferPayments).values(
      paid.map((transfer) => ({
        transferNo: transfer.no,
        amountMinor: transfer.feeMinor ?? 0,
        currency: transfer.feeCurrency ?? 'CHF',
        paidOn: `${transfer.firstSeason - 1}-09-15`,
        reference: `T${transfer.no}`,
        recordedByName: 'Demo signatory',
      })),
    );
  }
  for (const transfer of transfers) {
    const status = transfer.status ?? 'draft';
    if (!['draft', 'inProgress', 'awaitingFederations', 'awaitingPayment', 'paymentInReview'].includes(status))
      continue;
    const progress = {
      releasingClubNo: transfer.fromClubNo ?? null,
      receivingClubNo: transfer.toClubNo ?? null,
      submitted: status !== 'draft',
      signed: new Set(signedFor(status, transfer)),
      exempt: false,
      feeMinor: transfer.feeMinor ?? null,
      paidMinor: paid.includes(transfer) ? (transfer.feeMinor ?? 0) : 0,
      hasContractDates: true,
      hasContractDocument: false,
    };
    await db
      .update(volleyTransfers)
      .set({ status: openStatus(progress), awaitingParties: nextToAct(progress, openStatus(progress)) })
      .where(eq(volleyTransfers.no, transfer.no));
  }
}

/** International transfers for the demo: the demo users' own, and a few hundred more. */
export async function seedDemoTransfers(db: Db, bodies: SeededBodies, people: DemoPeople): Promise<void> {
  const confederationNos = new Map(
    (await db.select({ no: confederations.no, code: confederations.code }).from(confederations)).map((row) => [
      row.code,
      row.no,
    ]),
  );
  await db
    .insert(transferFees)
    .values(
      CONFEDERATION_FEES.map(({ code, ...fee }) => ({ ...fee, confederationNo: confederationNos.get(code) ?? null })),
    );
  const transfers = await withWorkflow(db, [
    ...(await namedTransfers(db, bodies, people)),
    ...(await generatedTransfers(db, people.demoPeople)),
  ]);
  const created = await db.insert(volleyTransfers).values(transfers).returning({ no: volleyTransfers.no });
  await seedProgress(
    db,
    transfers.map((transfer, index) => ({ ...transfer, no: created[index]?.no ?? 0 })),
  );
}
