import type { Config } from './config';
import type { DemoSeeder } from './db/seed/seed-demo';

/**
 * The features' demo data (feature-demo-seeders.ts), loaded only when a new demo database is
 * seeded: their generators are not kept in the memory of a server that does not seed.
 */
export function demoSeeders(config: Config): readonly DemoSeeder[] {
  return [
    async (db) => {
      const { featureDemoSeeders } = await import('./feature-demo-seeders');
      for (const seeder of featureDemoSeeders(config)) await seeder(db);
    },
  ];
}
