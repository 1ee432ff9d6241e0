import type { Config } from './config';
import type { DemoSeeder } from './db/seed/seed';
import { seedDemoBeach } from './features/beach/demo-beach';
import { seedDemoCompetitions } from './features/competitions/demo-competitions';
import { createDocumentStorage } from './features/documents';
import { demoLegalSeeder } from './features/legal/demo-legal';

/**
 * The features' demo data, added to every new demo database (db/ knows no feature: it is handed
 * these); the legal cases' evidence goes to the configured document store.
 */
export function demoSeeders(config: Config): readonly DemoSeeder[] {
  return [seedDemoCompetitions, seedDemoBeach, demoLegalSeeder(createDocumentStorage(config), config.ORG_CODE)];
}
