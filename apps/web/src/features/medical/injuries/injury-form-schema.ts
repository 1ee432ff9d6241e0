import { z } from 'zod';
import {
  BODY_PARTS,
  INJURY_SEVERITIES,
  INJURY_STATUSES,
  INJURY_TYPES,
  type BodyPart,
  type InjurySeverity,
  type InjuryStatus,
  type InjuryType,
} from '@libero/shared/medical/injuries';
import { required } from '../../../lib/forms/rules';
import { i18n } from '../../../lib/i18n';
import type { Injury } from './injuries-api';

const oneOf = (codes: readonly string[]) =>
  z.string().refine((value) => codes.includes(value), { error: () => i18n.t('common:validation.required') });

/** Today as the server counts days (UTC). */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * An injury's form, checked as you type as the server checks a Save: an injury has not occurred
 * after today, and the player does not return before it.
 */
export const ZInjuryForm = z
  .object({
    occurredOn: z
      .string()
      .check(required())
      .refine((day) => day === '' || day <= utcToday(), { error: () => i18n.t('injuries:form.future') }),
    bodyPart: oneOf(BODY_PARTS),
    injuryType: oneOf(INJURY_TYPES),
    severity: oneOf(INJURY_SEVERITIES),
    status: oneOf(INJURY_STATUSES),
    expectedReturnOn: z.string(),
    followUpOn: z.string(),
    treatingPersonNo: z.string().regex(/^\d{0,9}$/, { error: () => i18n.t('common:validation.invalid') }),
    notes: z.string().max(5000),
  })
  .refine((form) => !form.expectedReturnOn || !form.occurredOn || form.expectedReturnOn >= form.occurredOn, {
    path: ['expectedReturnOn'],
    error: () => i18n.t('injuries:form.returnBefore'),
  });
export type InjuryFormValues = z.input<typeof ZInjuryForm>;

/** What the form starts with: the injury's values, or a new one's (treated by `treatingPersonNo`). */
export function injuryFormValues(injury: Injury | undefined, treatingPersonNo?: number): InjuryFormValues {
  return {
    occurredOn: injury?.occurredOn ?? '',
    bodyPart: injury?.bodyPart ?? '',
    injuryType: injury?.injuryType ?? '',
    severity: injury?.severity ?? '',
    status: injury?.status ?? 'active',
    expectedReturnOn: injury?.expectedReturnOn ?? '',
    followUpOn: injury?.followUpOn ?? '',
    treatingPersonNo: String(injury?.noTreatingPerson ?? treatingPersonNo ?? ''),
    notes: injury?.notes ?? '',
  };
}

/** The Save's attributes of the form's values: an empty date or person clears it. */
export function injuryRecord(values: InjuryFormValues) {
  return {
    OccurredOn: values.occurredOn,
    BodyPart: values.bodyPart as BodyPart,
    InjuryType: values.injuryType as InjuryType,
    Severity: values.severity as InjurySeverity,
    Status: values.status as InjuryStatus,
    ExpectedReturnOn: values.expectedReturnOn || null,
    FollowUpOn: values.followUpOn || null,
    NoTreatingPerson: values.treatingPersonNo ? Number(values.treatingPersonNo) : null,
    Notes: values.notes.trim(),
  };
}

/** The fields a server refusal (`InvalidData`, its detail) is shown on. */
export const FIELD_OF_ATTRIBUTE: Readonly<Record<string, keyof InjuryFormValues>> = {
  OccurredOn: 'occurredOn',
  BodyPart: 'bodyPart',
  InjuryType: 'injuryType',
  Severity: 'severity',
  Status: 'status',
  ExpectedReturnOn: 'expectedReturnOn',
  FollowUpOn: 'followUpOn',
  NoTreatingPerson: 'treatingPersonNo',
  Notes: 'notes',
};
