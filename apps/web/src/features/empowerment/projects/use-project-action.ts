import type { TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import { refusedWith, useDossierAction, type DossierAction } from '../../../lib/dossier-action';
import { entityKeys } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { apiErrorOf } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { PROJECT_ENTITIES, projectKeys } from './project-api';

/**
 * Refusals meaning the page shows an outdated project: a stale version (someone changed it
 * meanwhile), a step no longer open. The project is read again.
 */
const STALE_CODES: ReadonlySet<string> = new Set(['Conflict', 'EmpowermentStepRefused']);

/** Whether the server refused because the project shown is outdated: the dialog that asked closes. */
export const isStale = (error: unknown) => refusedWith(STALE_CODES, error);

/** A stale version is said in the page's words (what happened, what now); anything else in the server's. */
function refusalText(error: unknown): string {
  return apiErrorOf(error)?.code === 'Conflict' ? i18n.t('projects:action.conflict') : errorMessage(error);
}

export type ProjectAction = DossierAction<TProjectDossier>;

/**
 * Runs the actions on one project (an invoice's steps and upload, a report, a shipment, the
 * project's edit); the lists and the dashboard's summary are read again.
 */
export function useProjectAction(no: number) {
  return useDossierAction<TProjectDossier>({
    dossierKey: projectKeys.project(no),
    alsoChanged: [...PROJECT_ENTITIES.map((entity) => entityKeys.all(entity)), projectKeys.summary()],
    staleCodes: STALE_CODES,
    kind: 'project-action',
    refusalText,
  });
}
