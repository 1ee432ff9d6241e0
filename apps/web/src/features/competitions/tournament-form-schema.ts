import type { z } from 'zod';
import { VolleyTournament } from '@libero/shared/registry/competitions';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import type { EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { everyWritableField, fieldSpec, type FormFieldSpec } from '../../lib/forms/entity-form/field-kinds';
import { i18n } from '../../lib/i18n';

/** The fields of a tournament's form, in the order they are shown. */
export const TOURNAMENT_FORM_FIELDS = [
  'Code',
  'Name',
  'NoType',
  'Gender',
  'NoSeason',
  'Status',
  'Published',
  'StartDate',
  'EndDate',
  'CountryCode',
  'City',
  'OrganizerType',
  'NoOrganizer',
  'Division',
  'NoEvent',
] as const;

export type TournamentFormField = (typeof TOURNAMENT_FORM_FIELDS)[number];

/** Records chosen in a list (a season, a type…): their number is kept as the choice's text. */
const CHOSEN: ReadonlySet<string> = new Set(['NoSeason', 'NoType', 'NoEvent', 'NoOrganizer']);

/** The registry's write rules of each field, the form entering chosen records as choices. */
export function tournamentFormSpecs(): FormFieldSpec[] {
  return TOURNAMENT_FORM_FIELDS.map((name) => {
    const spec = fieldSpec(VolleyTournament, name, everyWritableField);
    if (!spec) throw new Error(`VolleyTournament.${name} is not writable`);
    return CHOSEN.has(name) ? { ...spec, kind: 'text' } : spec;
  });
}

/**
 * The server's rules for each field (required, lengths, codes, dates), and what they say of each
 * other: a tournament ends on or after its first day, and one organised by a confederation or a
 * federation names it.
 */
export function tournamentFormSchema(specs: readonly FormFieldSpec[]): z.ZodType<EntityFormValues, EntityFormValues> {
  return entityFormSchema(specs).superRefine((values, context) => {
    const start = values.StartDate;
    const end = values.EndDate;
    if (typeof start === 'string' && typeof end === 'string' && start !== '' && end !== '' && end < start) {
      context.addIssue({ code: 'custom', path: ['EndDate'], message: i18n.t('competitions:form.endBeforeStart') });
    }
    if (values.OrganizerType !== 'world' && !values.NoOrganizer) {
      context.addIssue({ code: 'custom', path: ['NoOrganizer'], message: 'required' });
    }
  });
}

/** What is sent: no organiser for the world federation, no division outside a national league. */
export function cleanedValues(values: EntityFormValues, nationalLeague: boolean): EntityFormValues {
  return {
    ...values,
    NoOrganizer: values.OrganizerType === 'world' ? '' : (values.NoOrganizer ?? ''),
    Division: nationalLeague ? (values.Division ?? null) : null,
  };
}
