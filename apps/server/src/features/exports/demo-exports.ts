import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { exportDefinitions } from '../../db/schema/exports';
import { users } from '../../db/schema/identity';

type Demo = Omit<typeof exportDefinitions.$inferInsert, 'ownerUserNo' | 'ownerType' | 'ownerTypeNo'>;

/** Every demo user has the list of federations saved; the federations their players, shared. */
const EVERYONE: Demo = { name: 'Federations', entity: 'Federation', fields: 'Code Name CountryCode', sort: 'Code' };

const OWN_PLAYERS: Record<string, Demo> = {
  federation: {
    name: 'Our players',
    entity: 'Player',
    fields: 'No LastName FirstName Gender BirthDate',
    filter: '{"FederationCode":"KEN"}',
    sort: 'LastName',
    format: 'xlsx',
    shared: true,
  },
  federation2: {
    name: 'Giocatori italiani',
    entity: 'Player',
    fields: 'No LastName FirstName BirthDate',
    filter: '{"FederationCode":"ITA"}',
    sort: 'LastName',
    shared: true,
  },
};

/** "My exports" of the demo: a saved list of federations each, and the federations' players. */
export async function seedDemoExports(db: Db): Promise<void> {
  const demoUsers = await db.select().from(users);
  for (const user of demoUsers) {
    const owner = { ownerUserNo: user.no, ownerType: user.type, ownerTypeNo: user.typeNo };
    await db.insert(exportDefinitions).values({ ...EVERYONE, ...owner });
    const players = OWN_PLAYERS[user.username];
    if (players) await db.insert(exportDefinitions).values({ ...players, ...owner });
  }
  const [admin] = await db.select().from(users).where(eq(users.username, 'administrator'));
  if (admin)
    await db.insert(exportDefinitions).values({
      name: 'Federations by confederation, weekly',
      entity: 'Federation',
      fields: 'ConfederationCode Code Name Status',
      sort: 'ConfederationCode Code',
      format: 'xlsx',
      schedule: 'weekly',
      ownerUserNo: admin.no,
      ownerType: admin.type,
      ownerTypeNo: admin.typeNo,
    });
}
