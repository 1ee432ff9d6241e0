import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import type { CaseKind } from '@libero/shared/legal/legal-cases';
import { refusedWith, useDossierAction, type DossierAction } from '../../lib/dossier-action';
import { entityKeys } from '../../lib/entities/entity-queries';
import { CASE_ENTITIES, legalKeys } from './legal-api';

/**
 * Refusals that mean the page shows an outdated case: a stale version, a step no longer open, an
 * eligibility rule failed since the rules were read. The case is read again.
 */
const STALE_CODES: ReadonlySet<string> = new Set(['Conflict', 'LegalStepRefused', 'LegalRuleFailed']);

/** Whether the server refused because the case shown is outdated: the dialog that asked closes. */
export const isStale = (error: unknown) => refusedWith(STALE_CODES, error);

export type CaseAction = DossierAction<TCaseDossier> & { id: string };

/**
 * Runs the actions on one case (its steps, a draft's edit, an upload); the lists and the players'
 * federations of origin (which an approval changes) are read again.
 */
export function useCaseAction(no: number, kind: CaseKind) {
  return useDossierAction<TCaseDossier>({
    dossierKey: legalKeys.case(no),
    alsoChanged: [entityKeys.all(CASE_ENTITIES[kind]), legalKeys.origins()],
    staleCodes: STALE_CODES,
    kind: 'legal-case-action',
  });
}
