import type { RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { agentsRoutes } from '../features/agents/routes';
import { beachRoutes } from '../features/beach/routes';
import { bodiesRoutes } from '../features/bodies/routes';
import { coreRoutes } from '../features/core/routes';
import { empowermentRoutes } from '../features/empowerment/routes';
import { exportsRoutes } from '../features/exports/routes';
import { helpRoutes } from '../features/help/routes';
import { importsRoutes } from '../features/imports/routes';
import { duplicatesRoutes } from '../features/duplicates/routes';
import { legalRoutes } from '../features/legal/routes';
import { mediaRoutes } from '../features/media/routes';
import { medicalRoutes } from '../features/medical/routes';
import { pagesRoutes } from '../features/pages/routes';
import { personRoutes } from '../features/person/routes';
import { playersRoutes } from '../features/players/routes';
import { transfersRoutes } from '../features/transfers/routes';
import { volleyRoutes } from '../features/volley/routes';

/**
 * SPEC §2/§7: the feature areas, each registering its own routes (pages load lazily). The router
 * loads this table on the first path the sign-in pages do not cover (`router.tsx`), so that the
 * sign-in page does not download every area's routes.
 */
export const AREA_ROUTES: readonly RouteObject[] = [
  coreRoutes,
  bodiesRoutes,
  personRoutes,
  playersRoutes,
  agentsRoutes,
  volleyRoutes,
  transfersRoutes,
  beachRoutes,
  legalRoutes,
  mediaRoutes,
  medicalRoutes,
  empowermentRoutes,
  adminRoutes,
  exportsRoutes,
  importsRoutes,
  duplicatesRoutes,
  pagesRoutes,
  helpRoutes,
].flat();
