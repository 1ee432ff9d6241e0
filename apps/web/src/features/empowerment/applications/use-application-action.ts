import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { entityKeys } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { apiErrorOf } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications/notifications-store';
import { APPLICATION_ENTITY, applicationKeys } from './application-api';

const NOTICE_MS = 5000;
const PROJECT_ENTITY = 'DevelopmentProject';

/**
 * Refusals that mean the page shows an outdated application: a stale version, a step no longer
 * open, an eligibility rule failed since the rules were read. The application is read again.
 */
const STALE_CODES: ReadonlySet<string> = new Set(['Conflict', 'EmpowermentStepRefused', 'NotEligible']);

/** Whether the server refused because the application shown is outdated: the dialog that asked closes. */
export const isStale = (error: unknown) => STALE_CODES.has(apiErrorOf(error)?.code ?? '');

/** A refusal in the user's words: a stale version says someone changed the application meanwhile. */
export function refusalText(error: unknown): string {
  return apiErrorOf(error)?.code === 'Conflict' ? i18n.t('applications:conflict') : errorMessage(error);
}

type ActionOutcome = { done: true } | { done: false; error: unknown };

export type ApplicationAction = {
  /** Which button asked (`approve`, `upload`): its own pending state. */
  id: string;
  /** Sends the action; the server answers the dossier as it now stands (or nothing: it is read again). */
  run: () => Promise<TApplicationDossier | void>;
  /** Said once it is done. */
  done: string;
  /** The caller says this refusal itself (under a field of its form): no notification then. */
  shownBy?: (error: unknown) => boolean;
};

/**
 * Runs the actions on one application (its steps, scores, comments, documents): the dossier
 * answered replaces the one shown, the lists are read again, and a notification says it is done.
 * A refusal shows the server's message; an outdated application is read again.
 */
export function useApplicationAction(no: number) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (action: ApplicationAction) => action.run(),
    meta: { silent: true },
    onSuccess: (dossier, action) => {
      if (dossier) client.setQueryData(applicationKeys.application(no), dossier);
      else void client.invalidateQueries({ queryKey: applicationKeys.application(no) });
      void client.invalidateQueries({ queryKey: entityKeys.all(APPLICATION_ENTITY) });
      // An approval creates a project.
      void client.invalidateQueries({ queryKey: entityKeys.all(PROJECT_ENTITY) });
      notify({ kind: 'application-action', tone: 'success', message: action.done, duration: NOTICE_MS, unique: false });
    },
    onError: (error, action) => {
      if (isStale(error)) void client.invalidateQueries({ queryKey: applicationKeys.application(no) });
      if (action.shownBy?.(error)) return;
      notify({ kind: 'application-action-failed', tone: 'error', message: refusalText(error), unique: false });
    },
  });
  const { mutateAsync } = mutation;
  const run = async (action: ApplicationAction): Promise<ActionOutcome> => {
    try {
      await mutateAsync(action);
      return { done: true };
    } catch (error) {
      return { done: false, error };
    }
  };
  const pendingId = mutation.isPending ? mutation.variables.id : undefined;
  return { run, pendingId, pending: mutation.isPending };
}
