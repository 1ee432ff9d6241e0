import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import type { CaseKind } from '@libero/shared/legal/legal-cases';
import { entityKeys } from '../../lib/entities/entity-queries';
import { errorMessage } from '../../lib/error-message';
import { apiErrorOf } from '../../lib/http';
import { notify } from '../../lib/notifications/notifications-store';
import { CASE_ENTITIES, legalKeys } from './legal-api';

const NOTICE_MS = 5000;

/**
 * Refusals that mean the page shows an outdated case: a stale version, a step no longer open, an
 * eligibility rule failed since the rules were read. The case is read again.
 */
const STALE_CODES: ReadonlySet<string> = new Set(['Conflict', 'LegalStepRefused', 'LegalRuleFailed']);

/** Whether the server refused because the case shown is outdated: the dialog that asked closes. */
export const isStale = (error: unknown) => STALE_CODES.has(apiErrorOf(error)?.code ?? '');

/** How an action went: the caller closes its dialog, or says a refusal under a field. */
type ActionOutcome = { done: true } | { done: false; error: unknown };

export type CaseAction = {
  /** Which button asked (`approve`, `upload`): its own pending state. */
  id: string;
  /** Sends the action; the server answers the dossier as it now stands. */
  run: () => Promise<TCaseDossier>;
  /** Said once it is done. */
  done: string;
  /** The caller says this refusal itself (under a field of its form): no notification then. */
  shownBy?: (error: unknown) => boolean;
};

/**
 * Runs the actions on one case (its steps, a draft's edit, an upload): the dossier answered
 * replaces the one shown, the lists and federations of origin are read again, and a notification
 * says it is done. A refusal shows the server's message (already in the user's language); a stale
 * case is read again.
 */
export function useCaseAction(no: number, kind: CaseKind) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (action: CaseAction) => action.run(),
    meta: { silent: true },
    onSuccess: (dossier, action) => {
      client.setQueryData(legalKeys.case(no), dossier);
      void client.invalidateQueries({ queryKey: entityKeys.all(CASE_ENTITIES[kind]) });
      // An approval changes the player's federation of origin.
      void client.invalidateQueries({ queryKey: legalKeys.origins() });
      notify({ kind: 'legal-case-action', tone: 'success', message: action.done, duration: NOTICE_MS, unique: false });
    },
    onError: (error, action) => {
      if (isStale(error)) void client.invalidateQueries({ queryKey: legalKeys.case(no) });
      if (action.shownBy?.(error)) return;
      notify({ kind: 'legal-case-action-failed', tone: 'error', message: errorMessage(error), unique: false });
    },
  });
  const { mutateAsync } = mutation;
  const run = async (action: CaseAction): Promise<ActionOutcome> => {
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
