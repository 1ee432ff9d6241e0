import type { TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { refusedWith, useDossierAction, type DossierAction } from '../../../lib/dossier-action';
import { entityKeys } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { apiErrorOf } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { APPLICATION_ENTITY, applicationKeys } from './application-api';

const PROJECT_ENTITY = 'DevelopmentProject';

/**
 * Refusals that mean the page shows an outdated application: a stale version, a step no longer
 * open, an eligibility rule failed since the rules were read. The application is read again.
 */
const STALE_CODES: ReadonlySet<string> = new Set(['Conflict', 'EmpowermentStepRefused', 'NotEligible']);

/** Whether the server refused because the application shown is outdated: the dialog that asked closes. */
export const isStale = (error: unknown) => refusedWith(STALE_CODES, error);

/** A refusal in the user's words: a stale version says someone changed the application meanwhile. */
export function refusalText(error: unknown): string {
  return apiErrorOf(error)?.code === 'Conflict' ? i18n.t('applications:conflict') : errorMessage(error);
}

export type ApplicationAction = DossierAction<TApplicationDossier> & { id: string };

/** Runs the actions on one application (its steps, scores, comments, documents); an approval creates a project. */
export function useApplicationAction(no: number) {
  return useDossierAction<TApplicationDossier>({
    dossierKey: applicationKeys.application(no),
    alsoChanged: [entityKeys.all(APPLICATION_ENTITY), entityKeys.all(PROJECT_ENTITY)],
    staleCodes: STALE_CODES,
    kind: 'application-action',
    refusalText,
  });
}
