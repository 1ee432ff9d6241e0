import type { Db } from '../connection';
import { seedDemoBodies, seedFederationOfficers } from './demo-bodies';
import { seedDemoDetails } from './demo-details';
import { seedDemoRegistry } from './demo-registry';
import { seedDemoTransfers } from './demo-transfers';
import { DEMO_USERS, seedDemoLinks, seedDemoUsers } from './demo-users';
import type { Environment } from '@libero/shared/http/environments';

/** Adds a feature's demo data once the demo bodies, registry and users are in (given by the composition layer). */
export type DemoSeeder = (db: Db) => Promise<void>;

type DemoSeedOptions = { environment: Environment; demoPassword: string; demoSeeders?: readonly DemoSeeder[] };

/** The demo: bodies, registry, details, transfers, users (production), then the features' seeders. */
export async function seedDemo(db: Db, options: DemoSeedOptions): Promise<void> {
  const bodies = await seedDemoBodies(db);
  const typeNos = await seedDemoLinks(db, bodies);
  await seedDemoRegistry(db);
  await seedFederationOfficers(db);
  await seedDemoDetails(db);
  const demoPeople = DEMO_USERS.flatMap((user, index) =>
    user.link && 'person' in user.link && !user.link.agent ? [typeNos[index] ?? 0] : [],
  );
  await seedDemoTransfers(db, bodies, {
    egonuNo: typeNos[DEMO_USERS.findIndex((user) => user.type === 'Player')] ?? 0,
    demoPeople,
  });
  // Users and sessions live in production only: one identity across environments.
  if (options.environment === 'production') await seedDemoUsers(db, typeNos, options.demoPassword);
  for (const seeder of options.demoSeeders ?? []) await seeder(db);
}
