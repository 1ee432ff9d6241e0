import type { Config } from './config';
import type { DemoSeeder } from './db/seed/seed-demo';
import { demoAgentsSeeder } from './features/agents/demo-agents';
import { demoBankAccountsSeeder } from './features/bank-accounts/demo-bank-accounts';
import { seedDemoExports } from './features/exports/demo-exports';
import { seedDemoBeach } from './features/beach/demo-beach';
import { seedDemoCompetitions } from './features/competitions/demo-competitions';
import { createDocumentStorage } from './features/documents';
import { demoDocumentsSeeder } from './features/documents/demo-documents';
import { demoEmpowermentSeeder } from './features/empowerment/demo-empowerment';
import { demoLegalSeeder } from './features/legal/demo-legal';
import { seedDemoMediaStaff } from './features/media/organizations/demo-media-staff';
import { seedDemoMedicalStaff } from './features/medical/staff/demo-medical-staff';
import { demoInjuriesSeeder } from './features/medical/injuries/demo-injuries';
import { demoGallerySeeder } from './features/media/gallery/demo-gallery';
import { demoArticlesSeeder } from './features/media/articles/demo-articles';

/**
 * The features' demo data, added to every new demo database (db/ knows no feature: it is handed
 * these); the legal cases' evidence and the empowerment programme's invoices go to the configured
 * document store, and so do persons' and transfers' sample files.
 */
export function featureDemoSeeders(config: Config): readonly DemoSeeder[] {
  const storage = createDocumentStorage(config);
  return [
    seedDemoCompetitions,
    seedDemoBeach,
    demoLegalSeeder(storage, config.ORG_CODE),
    demoEmpowermentSeeder(storage, config.ORG_CODE),
    seedDemoMediaStaff,
    seedDemoMedicalStaff,
    demoInjuriesSeeder(storage),
    demoGallerySeeder(storage),
    demoArticlesSeeder(storage),
    demoDocumentsSeeder(storage),
    demoBankAccountsSeeder(storage),
    demoAgentsSeeder(storage),
    seedDemoExports,
  ];
}
