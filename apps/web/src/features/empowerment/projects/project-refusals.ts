import { apiErrorOf } from '../../../lib/http';
import { isStale } from './use-project-action';

/** The form field a server refusal (`InvalidData`, its `detail`) is about, when the form has it. */
export function refusedField<F extends string>(
  error: unknown,
  fields: Readonly<Record<string, F>>,
): { field: F; message: string } | undefined {
  const refused = apiErrorOf(error);
  const field = refused?.detail === undefined ? undefined : fields[refused.detail];
  return refused?.code === 'InvalidData' && field ? { field, message: refused.message } : undefined;
}

type Outcome = { done: true } | { done: false; error: unknown };

/**
 * After a dialog's action: it closes once done, or when the project shown was outdated (it is read
 * again); a refusal of one of its fields is shown under that field.
 */
export function settleDialog<F extends string>(
  outcome: Outcome,
  fields: Readonly<Record<string, F>>,
  { close, showError }: { close: () => void; showError: (field: F, message: string) => void },
): void {
  if (outcome.done || isStale(outcome.error)) {
    close();
    return;
  }
  const refused = refusedField(outcome.error, fields);
  if (refused) showError(refused.field, refused.message);
}
