import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import { entityKeys } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { apiErrorOf } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications/notifications-store';
import { PROJECT_ENTITIES, projectKeys } from './project-api';

const NOTICE_MS = 5000;

/**
 * Refusals meaning the page shows an outdated project: a stale version (someone changed it
 * meanwhile), a step no longer open. The project is read again.
 */
const STALE_CODES: ReadonlySet<string> = new Set(['Conflict', 'EmpowermentStepRefused']);

/** Whether the server refused because the project shown is outdated: the dialog that asked closes. */
export const isStale = (error: unknown) => STALE_CODES.has(apiErrorOf(error)?.code ?? '');

/** A stale version is said in the page's words (what happened, what now); anything else in the server's. */
function refusalText(error: unknown): string {
  return apiErrorOf(error)?.code === 'Conflict' ? i18n.t('projects:action.conflict') : errorMessage(error);
}

type ActionOutcome = { done: true } | { done: false; error: unknown };

export type ProjectAction = {
  /** Sends the action; the server answers the dossier as it now stands. */
  run: () => Promise<TProjectDossier>;
  /** Said once it is done. */
  done: string;
  /** The caller says this refusal itself (under a field of its form): no notification then. */
  shownBy?: (error: unknown) => boolean;
};

/**
 * Runs the actions on one project (an invoice's steps and upload, a report, a shipment, the
 * project's edit): the dossier answered replaces the one shown, the lists and the dashboard are read
 * again, and a notification says it is done. A refusal shows the server's message; an outdated
 * project is read again.
 */
export function useProjectAction(no: number) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (action: ProjectAction) => action.run(),
    meta: { silent: true },
    onSuccess: (dossier, action) => {
      client.setQueryData(projectKeys.project(no), dossier);
      for (const entity of PROJECT_ENTITIES) void client.invalidateQueries({ queryKey: entityKeys.all(entity) });
      void client.invalidateQueries({ queryKey: projectKeys.summary() });
      notify({ kind: 'project-action', tone: 'success', message: action.done, duration: NOTICE_MS, unique: false });
    },
    onError: (error, action) => {
      if (isStale(error)) void client.invalidateQueries({ queryKey: projectKeys.project(no) });
      if (action.shownBy?.(error)) return;
      notify({ kind: 'project-action-failed', tone: 'error', message: refusalText(error), unique: false });
    },
  });
  const { mutateAsync } = mutation;
  const run = async (action: ProjectAction): Promise<ActionOutcome> => {
    try {
      await mutateAsync(action);
      return { done: true };
    } catch (error) {
      return { done: false, error };
    }
  };
  return { run, pending: mutation.isPending };
}
