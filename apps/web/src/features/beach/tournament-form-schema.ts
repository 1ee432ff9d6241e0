import type { z } from 'zod';
import { BeachTournament } from '@libero/shared/registry/beach';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import type { EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import type { FormFieldSpec } from '../../lib/forms/entity-form/field-kinds';
import { i18n } from '../../lib/i18n';
import { formSpecs } from '../../lib/forms/record-dialog-parts';

/** The fields of a beach tournament's form, in the order they are shown. */
export const BEACH_FORM_FIELDS = [
  'Code',
  'Name',
  'Title',
  'Type',
  'Gender',
  'Format',
  'Status',
  'Published',
  'StartDate',
  'EndDate',
  'EntryDeadline',
  'StartDateQualification',
  'EndDateQualification',
  'StartDateMainDraw',
  'EndDateMainDraw',
  'CountryCode',
  'City',
  'TimeZone',
  'NbTeamsMainDraw',
  'NbTeamsQualification',
  'NbTeamsFromQualification',
  'NbWildcards',
  'FederationQuota',
  'NoConfederation',
  'NoFederation',
] as const;

export type BeachFormField = (typeof BEACH_FORM_FIELDS)[number];

/** Chosen in a list (a category, a status, an organiser): the number is kept as the choice's text. */
const CHOSEN = ['Type', 'Status', 'NoConfederation', 'NoFederation', 'TimeZone'];

/** The registry's write rules of each field. */
export function beachFormSpecs(): FormFieldSpec[] {
  return formSpecs(BeachTournament, BEACH_FORM_FIELDS, CHOSEN);
}

/** Who a category's tournaments are for (`world`, `continental`, `national`), by the category's number. */
export type ScopeOf = (type: string) => string | undefined;

const message = (key: 'endBeforeStart' | 'deadlineAfterStart' | 'confederationRequired' | 'federationRequired') =>
  i18n.t(`beach:form.${key}`);

const isDay = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The server's rules for each field, and what they say of each other: each period ends on or after
 * its first day, entries close before the tournament starts, a continental tournament names its
 * confederation and a national tour tournament its federation.
 */
export function beachFormSchema(
  specs: readonly FormFieldSpec[],
  scopeOf: ScopeOf,
): z.ZodType<EntityFormValues, EntityFormValues> {
  return entityFormSchema(specs).superRefine((values, context) => {
    const periods = [
      ['StartDate', 'EndDate'],
      ['StartDateQualification', 'EndDateQualification'],
      ['StartDateMainDraw', 'EndDateMainDraw'],
    ] as const;
    for (const [start, end] of periods) {
      const from = values[start];
      const until = values[end];
      if (isDay(from) && isDay(until) && until < from) {
        context.addIssue({ code: 'custom', path: [end], message: message('endBeforeStart') });
      }
    }
    if (isDay(values.EntryDeadline) && isDay(values.StartDate) && values.EntryDeadline > values.StartDate) {
      context.addIssue({ code: 'custom', path: ['EntryDeadline'], message: message('deadlineAfterStart') });
    }
    const scope = scopeOf(String(values.Type ?? ''));
    if (scope === 'continental' && !values.NoConfederation) {
      context.addIssue({ code: 'custom', path: ['NoConfederation'], message: message('confederationRequired') });
    }
    if (scope === 'national' && !values.NoFederation) {
      context.addIssue({ code: 'custom', path: ['NoFederation'], message: message('federationRequired') });
    }
  });
}

/** What is sent: a confederation for a continental tournament only, a federation for a national one only. */
export function cleanedValues(values: EntityFormValues, scope: string | undefined): EntityFormValues {
  return {
    ...values,
    NoConfederation: scope === 'continental' ? (values.NoConfederation ?? '') : '',
    NoFederation: scope === 'national' ? (values.NoFederation ?? '') : '',
  };
}
