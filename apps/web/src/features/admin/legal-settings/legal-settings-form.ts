import { z } from 'zod';
import { ZLegalSettings, type TLegalSettings } from '@libero/shared/legal/origin-rules';

/**
 * The settings as the form holds them: the API's own shape (checked by its own schema, so that the
 * bounds cannot drift apart), and whether the senior matches are limited at all ("No limit" unticked).
 */
export const LEGAL_SETTINGS_FORM = ZLegalSettings.extend({ matchLimited: z.boolean() }).superRefine(
  (values, context) => {
    if (values.matchLimited && values.change.seniorMatchLimit === null)
      context.addIssue({ code: 'custom', path: ['change', 'seniorMatchLimit'], message: 'required' });
  },
);

export type LegalSettingsValues = z.input<typeof LEGAL_SETTINGS_FORM>;

/** The form's values for the settings saved. */
export function legalSettingsValues(settings: TLegalSettings): LegalSettingsValues {
  return {
    change: { ...settings.change },
    determinationMinAge: settings.determinationMinAge,
    deadlineDays: { ...settings.deadlineDays },
    matchLimited: settings.change.seniorMatchLimit !== null,
  };
}

/** The settings the API takes: without a limit, the number typed before "No limit" was ticked is dropped. */
export function legalSettingsOf({ matchLimited, ...values }: z.output<typeof LEGAL_SETTINGS_FORM>): TLegalSettings {
  return {
    ...values,
    change: { ...values.change, seniorMatchLimit: matchLimited ? values.change.seniorMatchLimit : null },
  };
}

type Bounds = { min: number; max: number };

const boundsOf = (schema: z.ZodNumber): Bounds => ({ min: schema.minValue ?? 0, max: schema.maxValue ?? Infinity });

const CHANGE = ZLegalSettings.shape.change.shape;

/** The bounds the API takes, for the number fields (which keep what is typed within them). */
export const BOUNDS = {
  waitingYears: boundsOf(CHANGE.waitingYears),
  seniorMatchLimit: boundsOf(CHANGE.seniorMatchLimit.unwrap()),
  feeMinor: boundsOf(CHANGE.feeMinor),
  determinationMinAge: boundsOf(ZLegalSettings.shape.determinationMinAge),
  deadlineDays: boundsOf(ZLegalSettings.shape.deadlineDays.shape.submitted),
} as const;
