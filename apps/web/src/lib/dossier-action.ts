import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from './error-message';
import { apiErrorOf } from './http';
import { notify } from './notifications/notifications-store';

const NOTICE_MS = 5000;

/** One action on a record's page (a step, an edit, an upload). */
export type DossierAction<T> = {
  /** Which button asked (`approve`, `upload`): its own pending state. */
  id?: string;
  /** Sends the action; the server answers the record as it now stands (or nothing: it is read again). */
  run: () => Promise<T | void>;
  /** Said once it is done. */
  done: string;
  /** The caller says this refusal itself (under a field of its form): no notification then. */
  shownBy?: (error: unknown) => boolean;
};

/** How an action went: the caller closes its dialog, or says a refusal under a field. */
export type ActionOutcome = { done: true } | { done: false; error: unknown };

export type DossierActionOptions = {
  /** The query of the record shown. */
  dossierKey: QueryKey;
  /** Other queries an action may change (the lists, the dashboard). */
  alsoChanged: readonly QueryKey[];
  /** Refusals meaning the record shown is outdated (a stale version, a step no longer open): it is read again. */
  staleCodes: ReadonlySet<string>;
  /** The notifications' kind: `{kind}` when done, `{kind}-failed` when refused. */
  kind: string;
  /** A refusal in the user's words; the server's message (in the user's language) by default. */
  refusalText?: (error: unknown) => string;
};

/** Whether the server refused with one of `codes`. */
export const refusedWith = (codes: ReadonlySet<string>, error: unknown) => codes.has(apiErrorOf(error)?.code ?? '');

/**
 * Runs the actions on one record's page: the record answered replaces the one shown, what else
 * they change is read again, and a notification says it is done. A refusal shows its message, and
 * an outdated record is read again.
 */
export function useDossierAction<T>(options: DossierActionOptions) {
  const { dossierKey, alsoChanged, staleCodes, kind, refusalText = errorMessage } = options;
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (action: DossierAction<T>) => action.run(),
    meta: { silent: true },
    onSuccess: (dossier, action) => {
      if (dossier) client.setQueryData(dossierKey, dossier);
      else void client.invalidateQueries({ queryKey: dossierKey });
      for (const queryKey of alsoChanged) void client.invalidateQueries({ queryKey });
      notify({ kind, tone: 'success', message: action.done, duration: NOTICE_MS, unique: false });
    },
    onError: (error, action) => {
      if (refusedWith(staleCodes, error)) void client.invalidateQueries({ queryKey: dossierKey });
      if (action.shownBy?.(error)) return;
      notify({ kind: `${kind}-failed`, tone: 'error', message: refusalText(error), unique: false });
    },
  });
  const { mutateAsync } = mutation;
  const run = async (action: DossierAction<T>): Promise<ActionOutcome> => {
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
