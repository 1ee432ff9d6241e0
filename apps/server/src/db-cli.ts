import 'dotenv/config';
import { isEnvironment, type Environment } from '@libero/shared/http/environments';
import { demoSeeders } from './demo-seeders';
import { loadConfig } from './config';
import { openEnvironmentDatabase } from './db/environment-databases';
import { seedIfNew } from './db/seed/seed';

/**
 * `db:migrate [environment]` and `db:seed [environment]` without starting the server. It seeds as
 * the app does, the features' demo data included, so it sits with the composition files.
 */
async function main() {
  const [command, environmentArg = 'production'] = process.argv.slice(2);
  if ((command !== 'migrate' && command !== 'seed') || !isEnvironment(environmentArg)) {
    throw new Error('Usage: db-cli.ts migrate|seed [production|uat|development]');
  }
  const environment: Environment = environmentArg;
  const config = loadConfig();
  const database = await openEnvironmentDatabase(config, environment);
  try {
    await database.migrate(async (db) => {
      if (command !== 'seed') return;
      const seeded = await seedIfNew(db, {
        environment,
        seed: config.SEED,
        demoPassword: config.DEMO_PASSWORD,
        announce: (message) => console.log(message),
        demoSeeders: demoSeeders(config),
      });
      console.log(seeded ? `Seeded ${environment} (${config.SEED}).` : `${environment} was already seeded.`);
    });
    console.log(`${environment} is migrated.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
