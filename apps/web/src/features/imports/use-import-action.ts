import { refusedWith, useDossierAction, type DossierAction } from '../../lib/dossier-action';
import { importKeys, type ImportView } from './imports-api';

/** A step its status no longer allows (another tab started it, the writing ended): the import is read again. */
const STALE_CODES: ReadonlySet<string> = new Set(['ImportStepRefused']);

export const isStale = (error: unknown) => refusedWith(STALE_CODES, error);

export type ImportAction = DossierAction<ImportView> & { id: string };

/**
 * Runs the steps of one import (dry run, answers, start, stop): the import the server answers
 * replaces the one shown, its rows and the list of imports are read again, and a notification
 * says it is done, or the server's refusal in the user's language.
 */
export function useImportAction(id: number) {
  return useDossierAction<ImportView>({
    dossierKey: importKeys.one(id),
    alsoChanged: [importKeys.rows(id), importKeys.list()],
    staleCodes: STALE_CODES,
    kind: 'import-action',
  });
}

export type ImportActions = ReturnType<typeof useImportAction>;
