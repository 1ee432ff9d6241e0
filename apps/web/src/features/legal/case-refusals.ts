import { apiErrorOf } from '../../lib/http';

/** The form field a server refusal (`InvalidData`, its `detail`) is about, when the form has it. */
export function refusedCaseField<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | undefined {
  const refused = apiErrorOf(error);
  const field = fields.find((name) => name === refused?.detail);
  return refused?.code === 'InvalidData' && field ? { field, message: refused.message } : undefined;
}
