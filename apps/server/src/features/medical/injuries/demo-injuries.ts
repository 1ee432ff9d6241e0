import { and, asc, eq, sql } from 'drizzle-orm';
import type { BodyPart, InjurySeverity, InjuryStatus, InjuryType } from '@libero/shared/medical/injuries';
import type { Db } from '../../../db/connection';
import { federations } from '../../../db/schema/bodies';
import { users } from '../../../db/schema/identity';
import { injuryDocuments, playerInjuries } from '../../../db/schema/medical';
import { personRoles, persons } from '../../../db/schema/people';
import { collect, field, heading, newDocument } from '../../../lib/pdf-layout';
import { newStorageKey, type DocumentStorage } from '../../documents';

/** One demo injury: whose (the federation's n-th player, or a demo user's person), what, and when (days ago). */
type DemoInjury = {
  player: { federation: string; index: number } | { user: string };
  bodyPart: BodyPart;
  type: InjuryType;
  severity: InjurySeverity;
  status: InjuryStatus;
  daysAgo: number;
  /** Days from today (negative: past) of the expected return and of the follow-up. */
  returnIn?: number;
  followUpIn?: number;
  notes: string;
  document?: boolean;
};

/**
 * Ten injuries: six of Japanese players, which the `medicalperson` demo user (a Japanese doctor)
 * treats, two of the follow-ups due; the others of Italy (one the `player` user's own), Kenya and Brazil.
 */
const DEMO_INJURIES: readonly DemoInjury[] = [
  {
    player: { federation: 'JPN', index: 0 },
    bodyPart: 'ankle',
    type: 'sprain',
    severity: 'moderate',
    status: 'active',
    daysAgo: 6,
    returnIn: 15,
    followUpIn: -1,
    notes: 'Landed on a teammate’s foot after a block. Taping and balance work.',
  },
  {
    player: { federation: 'JPN', index: 1 },
    bodyPart: 'shoulder',
    type: 'tendinopathy',
    severity: 'minor',
    status: 'recovering',
    daysAgo: 30,
    returnIn: 5,
    followUpIn: 0,
    notes: 'Rotator cuff overload; reduced serving volume.',
    document: true,
  },
  {
    player: { federation: 'JPN', index: 2 },
    bodyPart: 'knee',
    type: 'ligamentRupture',
    severity: 'careerThreatening',
    status: 'active',
    daysAgo: 40,
    returnIn: 240,
    followUpIn: 10,
    notes: 'ACL rupture; surgery done, rehabilitation started.',
  },
  {
    player: { federation: 'JPN', index: 3 },
    bodyPart: 'finger',
    type: 'dislocation',
    severity: 'minor',
    status: 'recovered',
    daysAgo: 90,
    returnIn: -70,
    notes: 'Reduced on court; buddy taping for three weeks.',
  },
  {
    player: { federation: 'JPN', index: 4 },
    bodyPart: 'lowerBack',
    type: 'strain',
    severity: 'severe',
    status: 'recovering',
    daysAgo: 20,
    returnIn: 10,
    followUpIn: 3,
    notes: 'Lumbar strain; core programme.',
  },
  {
    player: { federation: 'JPN', index: 5 },
    bodyPart: 'head',
    type: 'concussion',
    severity: 'moderate',
    status: 'recovered',
    daysAgo: 60,
    returnIn: -45,
    notes: 'Return-to-play protocol completed.',
  },
  {
    player: { user: 'player' },
    bodyPart: 'knee',
    type: 'tendinopathy',
    severity: 'minor',
    status: 'recovering',
    daysAgo: 14,
    returnIn: 7,
    followUpIn: 2,
    notes: 'Patellar tendinopathy; load management.',
  },
  {
    player: { federation: 'ITA', index: 0 },
    bodyPart: 'wrist',
    type: 'fracture',
    severity: 'severe',
    status: 'active',
    daysAgo: 10,
    returnIn: 50,
    notes: 'Scaphoid fracture, cast for six weeks.',
  },
  {
    player: { federation: 'KEN', index: 0 },
    bodyPart: 'thigh',
    type: 'strain',
    severity: 'moderate',
    status: 'recovered',
    daysAgo: 45,
    returnIn: -20,
    notes: 'Hamstring strain.',
  },
  {
    player: { federation: 'BRA', index: 0 },
    bodyPart: 'foot',
    type: 'contusion',
    severity: 'minor',
    status: 'active',
    daysAgo: 2,
    returnIn: 4,
    followUpIn: -2,
    notes: 'Bruised heel.',
  },
];

const DAY = 86_400_000;
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function medicalReport(storage: DocumentStorage, player: string, issuedOn: string) {
  const doc = newDocument({ title: 'Demo medical report', author: 'Libero demo', subject: player, issuedOn });
  const bytes = collect(doc);
  heading(doc, 'Demo medical report');
  field(doc, 'Player', player);
  field(doc, 'Note', 'A sample document of the demonstration data.');
  doc.end();
  const content = await bytes;
  const storageKey = newStorageKey();
  await storage.put(storageKey, content);
  return { fileName: 'medical-report.pdf', contentType: 'application/pdf', sizeBytes: content.length, storageKey };
}

/** The demo players of a federation, in a stable order. */
async function playersOf(db: Db, code: string) {
  return db
    .select({ no: persons.no, name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}` })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .innerJoin(federations, eq(federations.no, persons.federationNo))
    .where(eq(federations.code, code))
    .orderBy(asc(persons.no));
}

async function userPerson(db: Db, username: string) {
  const [user] = await db.select({ typeNo: users.typeNo }).from(users).where(eq(users.username, username));
  return user?.typeNo ?? null;
}

/** The injuries above, treated by the `medicalperson` demo user's person when Japanese; the report goes to `storage`. */
export function demoInjuriesSeeder(storage: DocumentStorage) {
  return async (db: Db) => {
    const doctor = await userPerson(db, 'medicalperson');
    const [admin] = await db.select({ no: users.no }).from(users).where(eq(users.username, 'administrator'));
    const rosters = new Map<string, Awaited<ReturnType<typeof playersOf>>>();
    for (const injury of DEMO_INJURIES) {
      let playerNo: number | null;
      let name = '';
      if ('user' in injury.player) playerNo = await userPerson(db, injury.player.user);
      else {
        const code = injury.player.federation;
        if (!rosters.has(code)) rosters.set(code, await playersOf(db, code));
        const player = rosters.get(code)?.[injury.player.index];
        playerNo = player?.no ?? null;
        name = player?.name ?? '';
      }
      if (playerNo === null) continue;
      const japanese = 'federation' in injury.player && injury.player.federation === 'JPN';
      const [row] = await db
        .insert(playerInjuries)
        .values({
          playerNo,
          occurredOn: dayFrom(-injury.daysAgo),
          bodyPart: injury.bodyPart,
          injuryType: injury.type,
          severity: injury.severity,
          status: injury.status,
          expectedReturnOn: injury.returnIn === undefined ? null : dayFrom(injury.returnIn),
          followUpOn: injury.followUpIn === undefined ? null : dayFrom(injury.followUpIn),
          treatingPersonNo: japanese ? doctor : null,
          notes: injury.notes,
          createdByUserNo: admin?.no ?? null,
        })
        .returning({ no: playerInjuries.no });
      if (injury.document && row) {
        const report = await medicalReport(storage, name, dayFrom(-injury.daysAgo));
        await db.insert(injuryDocuments).values({ injuryNo: row.no, ...report, uploadedByUserNo: admin?.no ?? null });
      }
    }
  };
}
