import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { entityKeys } from '../../lib/entities/entity-queries';
import { errorMessage } from '../../lib/error-message';
import { apiErrorOf } from '../../lib/http';
import { notify } from '../../lib/notifications/notifications-store';
import { transferKeys } from './transfer-api';

const NOTICE_MS = 5000;

/** Refusals that mean the page shows an outdated transfer: it is read again. */
const STALE_CODES: ReadonlySet<string> = new Set(['Conflict', 'TransferStepRefused']);

/** Whether the server refused because the transfer changed since it was read (409). */
export const isConflict = (error: unknown) => apiErrorOf(error)?.code === 'Conflict';

/** How a step went: the caller closes its dialog, or says a refusal under a field. */
export type StepOutcome = { done: true } | { done: false; error: unknown };

export type TransferStep = {
  /** Which button asked (`sign:player`): its own pending state. */
  id: string;
  /** Sends the step; the server answers the dossier as it now stands. */
  run: () => Promise<TTransferDossier>;
  /** Said once it is done. */
  done: string;
  /** The caller says this refusal itself (under a field of its form): no notification then. */
  shownBy?: (error: unknown) => boolean;
};

/**
 * Runs the steps of one transfer: the dossier answered replaces the one shown, the list is read
 * again, and a notification says it is done. A refusal shows the server's message (already in the
 * user's language); a stale version (409) reloads the transfer.
 */
export function useTransferStep(no: number) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (step: TransferStep) => step.run(),
    meta: { silent: true },
    onSuccess: (dossier, step) => {
      client.setQueryData(transferKeys.detail(no), dossier);
      void client.invalidateQueries({ queryKey: entityKeys.all('VolleyTransfer') });
      notify({ kind: 'transfer-step', tone: 'success', message: step.done, duration: NOTICE_MS, unique: false });
    },
    onError: (error, step) => {
      const code = apiErrorOf(error)?.code;
      if (code && STALE_CODES.has(code)) void client.invalidateQueries({ queryKey: transferKeys.detail(no) });
      if (step.shownBy?.(error)) return;
      notify({ kind: 'transfer-step-failed', tone: 'error', message: errorMessage(error), unique: false });
    },
  });
  const { mutateAsync } = mutation;
  const run = async (step: TransferStep): Promise<StepOutcome> => {
    try {
      await mutateAsync(step);
      return { done: true };
    } catch (error) {
      return { done: false, error };
    }
  };
  const pendingId = mutation.isPending ? mutation.variables.id : undefined;
  return { run, pendingId, pending: mutation.isPending };
}
