import type { DemoSeeder } from './db/seed/seed';
import { seedDemoBeach } from './features/beach/demo-beach';
import { seedDemoCompetitions } from './features/competitions/demo-competitions';

/** The features' demo data, added to every new demo database (db/ knows no feature: it is handed these). */
export const DEMO_SEEDERS: readonly DemoSeeder[] = [seedDemoCompetitions, seedDemoBeach];
