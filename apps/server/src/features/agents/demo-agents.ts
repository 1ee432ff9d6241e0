import { and, desc, eq, getTableName, inArray, notExists } from 'drizzle-orm';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../../db/connection';
import { agentRepresentations, playerAgents } from '../../db/schema/agents';
import { federations } from '../../db/schema/bodies';
import { users } from '../../db/schema/identity';
import { personRoles, persons } from '../../db/schema/people';
import { recordTags } from '../../db/schema/tags';
import { volleyTransfers } from '../../db/schema/transfers';
import { storeDemoPdf, type DocumentStorage } from '../documents';

type DemoAgent = {
  firstName: string;
  lastName: string;
  gender: 0 | 1;
  federation: string;
  /** Nationality, ISO alpha-2. */
  country: string;
  licence: Pick<
    typeof playerAgents.$inferInsert,
    | 'licenceNumber'
    | 'licenceIssuedOn'
    | 'licenceValidUntil'
    | 'languages'
    | 'agency'
    | 'suspended'
    | 'suspensionReason'
  >;
  /** Players of these federations they represent: today, or (`ended`) until last season. */
  players: { federation: string; count: number; ended?: boolean }[];
  /** Demo users whose player they represent today (in production, where the users are). */
  users?: string[];
};

const AGENTS: DemoAgent[] = [
  {
    firstName: 'Marco',
    lastName: 'Bellini',
    gender: 0,
    federation: 'ITA',
    country: 'IT',
    licence: {
      licenceNumber: 'ITA-AG-0031',
      licenceIssuedOn: '2021-01-15',
      licenceValidUntil: '2029-01-14',
      languages: 'it en fr',
      agency: 'Bellini Volley Agency',
    },
    players: [{ federation: 'ITA', count: 1 }],
    users: ['player'],
  },
  {
    firstName: 'Ana',
    lastName: 'Souza',
    gender: 1,
    federation: 'BRA',
    country: 'BR',
    licence: {
      licenceNumber: 'BRA-AG-0210',
      licenceIssuedOn: '2023-05-02',
      licenceValidUntil: '2028-05-01',
      languages: 'pt es en',
      agency: 'Rede Vôlei Agenciamento',
    },
    players: [{ federation: 'BRA', count: 2 }],
  },
  {
    firstName: 'David',
    lastName: 'Kiprop',
    gender: 0,
    federation: 'KEN',
    country: 'KE',
    licence: {
      licenceNumber: 'KEN-AG-0007',
      licenceIssuedOn: '2024-02-01',
      licenceValidUntil: '2027-01-31',
      languages: 'en sw',
      agency: 'Rift Valley Sports',
    },
    players: [{ federation: 'KEN', count: 2 }],
  },
  {
    firstName: 'Emily',
    lastName: 'Carter',
    gender: 1,
    federation: 'USA',
    country: 'US',
    licence: {
      licenceNumber: 'USA-AG-0088',
      licenceIssuedOn: '2020-09-01',
      licenceValidUntil: '2028-08-31',
      languages: 'en',
      agency: 'Carter Athlete Group',
      suspended: true,
      suspensionReason: 'Under review by the ethics panel',
    },
    players: [{ federation: 'USA', count: 1, ended: true }],
  },
  {
    firstName: 'Piotr',
    lastName: 'Zieliński',
    gender: 0,
    federation: 'POL',
    country: 'PL',
    licence: {
      licenceNumber: 'POL-AG-0019',
      licenceIssuedOn: '2019-03-01',
      licenceValidUntil: '2025-12-31',
      languages: 'pl en de',
      agency: null,
    },
    players: [{ federation: 'POL', count: 1, ended: true }],
  },
];

/** Andrés Castillo, the `playeragent` user's agent (made with the demo users), and whom he represents. */
const CASTILLO = {
  licenceNumber: 'COL-AG-0142',
  players: [
    { federation: 'COL', count: 1 },
    { federation: 'ARG', count: 1 },
  ],
};

const federationNo = async (db: Db, code: string) =>
  (await db.select({ no: federations.no }).from(federations).where(eq(federations.code, code)))[0]?.no;

const demoUserPlayers = async (db: Db, usernames: string[]) =>
  usernames.length === 0
    ? []
    : (await db.select({ no: users.typeNo }).from(users).where(inArray(users.username, usernames))).map(
        (row) => row.no,
      );

/** Players of a federation with neither an agent nor a transfer yet: the last ones, to leave the first to other demos. */
async function freePlayers(db: Db, federation: number, count: number): Promise<number[]> {
  const rows = await db
    .select({ no: persons.no })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .where(
      and(
        eq(persons.federationNo, federation),
        notExists(db.select().from(agentRepresentations).where(eq(agentRepresentations.playerNo, persons.no))),
        notExists(db.select().from(volleyTransfers).where(eq(volleyTransfers.playerNo, persons.no))),
      ),
    )
    .orderBy(desc(persons.no))
    .limit(count);
  return rows.map((row) => row.no);
}

async function createAgent(db: Db, agent: DemoAgent): Promise<number | undefined> {
  const federation = await federationNo(db, agent.federation);
  if (!federation) return undefined;
  const [person] = await db
    .insert(persons)
    .values({
      firstName: agent.firstName,
      lastName: agent.lastName,
      gender: agent.gender,
      nationality: agent.country,
      federationNo: federation,
    })
    .returning({ no: persons.no });
  if (!person) return undefined;
  await db.insert(personRoles).values({ personNo: person.no, role: 'agent' });
  await db.insert(recordTags).values({ subject: getTableName(persons), recordNo: person.no, tag: 'demo' });
  const [created] = await db
    .insert(playerAgents)
    .values({ ...agent.licence, personNo: person.no, federationNo: federation })
    .returning({ no: playerAgents.no });
  return created?.no;
}

/**
 * The demo's players' agents, each contract signed and stored: Andrés Castillo (`playeragent`) with
 * two players; an Italian representing Paola Egonu (`player`); a Brazilian; a Kenyan, whom the
 * `federation` user licenses; a suspended American; a Polish agent whose licence has expired.
 */
export function demoAgentsSeeder(storage: DocumentStorage) {
  return async (db: Db): Promise<void> => {
    const year = Number(utcDay(new Date()).slice(0, 4));
    const contract = async (agentNo: number, agentName: string, playerNo: number, ended = false) => {
      const dates = ended
        ? { startDate: `${year - 3}-07-01`, endDate: `${year - 1}-06-30` }
        : { startDate: `${year - 1}-07-01`, endDate: `${year + 2}-06-30` };
      const document = await storeDemoPdf(storage, {
        title: 'Representation contract',
        subject: agentName,
        issuedOn: dates.startDate,
        fields: [
          ['Agent', agentName],
          ['From', dates.startDate],
          ['Until', dates.endDate],
        ],
        fileName: 'representation-contract.pdf',
      });
      await db.insert(agentRepresentations).values({
        agentNo,
        playerNo,
        ...dates,
        documentFileName: document.fileName,
        documentContentType: document.contentType,
        documentSizeBytes: document.sizeBytes,
        documentStorageKey: document.storageKey,
      });
    };
    const represent = async (agentNo: number, agentName: string, agent: Pick<DemoAgent, 'players' | 'users'>) => {
      for (const playerNo of await demoUserPlayers(db, agent.users ?? [])) await contract(agentNo, agentName, playerNo);
      for (const { federation, count, ended } of agent.players) {
        const no = await federationNo(db, federation);
        if (!no) continue;
        for (const playerNo of await freePlayers(db, no, count)) await contract(agentNo, agentName, playerNo, ended);
      }
    };
    const [castillo] = await db
      .select({ no: playerAgents.no })
      .from(playerAgents)
      .where(eq(playerAgents.licenceNumber, CASTILLO.licenceNumber));
    if (castillo) await represent(castillo.no, 'Andrés Castillo', CASTILLO);
    for (const agent of AGENTS) {
      const no = await createAgent(db, agent);
      if (no) await represent(no, `${agent.firstName} ${agent.lastName}`, agent);
    }
  };
}
