import { VolleyTournamentType } from '@libero/shared/registry/competitions';
import type { VisAttributes } from '@libero/shared/vis/request-builder';
import { entityFormSchema } from '../../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../../lib/forms/entity-form/entity-form-values';
import type { FormFieldSpec } from '../../../lib/forms/entity-form/field-kinds';
import { formSpecs } from '../../../lib/forms/record-dialog-parts';
import { criteriaText, parseCriteria } from './criteria';
import type { TournamentKindRecord } from './volley-settings-api';

export const NAME_FIELDS = ['Name', 'NameFr', 'NameEs'] as const;
export const LIMIT_FIELDS = ['MaxPlayers', 'MaxLiberos'] as const;
export const FLAG_FIELDS = ['Official', 'NationalLeague'] as const;
export const CRITERIA_FIELD = 'StandingsCriteria';

const EDITED = [...NAME_FIELDS, CRITERIA_FIELD, ...LIMIT_FIELDS, ...FLAG_FIELDS];

/**
 * The fields of the dialog with the registry's write rules (code of 40 characters at most, 6 to 30
 * players, 0 to 5 liberos…): the code is given once, when the kind is created.
 */
export function kindSpecs(creating: boolean): FormFieldSpec[] {
  return formSpecs(VolleyTournamentType, creating ? ['Code', ...EDITED] : EDITED).map((spec) =>
    // A limit has a default for a new kind but no kind is without one: it cannot be emptied.
    (LIMIT_FIELDS as readonly string[]).includes(spec.name)
      ? { ...spec, rules: { ...spec.rules, required: true } }
      : spec,
  );
}

/** The form's rules, checked as the administrator types: the registry's, as the server applies them. */
export function kindFormSchema(specs: readonly FormFieldSpec[]) {
  return entityFormSchema(specs);
}

/** What a new kind starts with: the registry's defaults (every criterion, 14 players, 2 liberos), official as the server's. */
function newKindValues(specs: readonly FormFieldSpec[]): EntityFormValues {
  const values = formDefaults(specs);
  for (const spec of specs) {
    const { default: initial } = spec.rules;
    if (initial === undefined) continue;
    values[spec.name] = spec.kind === 'integer' ? Number(initial) : initial;
  }
  // A new kind counts as official unless said otherwise, as the server takes it without the flag.
  if ('Official' in values) values.Official = true;
  return values;
}

/**
 * The form's starting values: the kind's (its criteria as known names, each once), or a new kind's.
 */
export function kindFormValues(specs: readonly FormFieldSpec[], kind: TournamentKindRecord | undefined) {
  if (!kind) return newKindValues(specs);
  const values = formDefaults(specs, kind);
  values[CRITERIA_FIELD] = criteriaText(parseCriteria(kind.standingsCriteria));
  return values;
}

/**
 * The Save request's attributes: a new kind every field given (without `No`); a kind edited its
 * `No`, `Version` and only the fields that changed.
 */
export function kindSaveAttributes(
  specs: readonly FormFieldSpec[],
  kind: TournamentKindRecord | undefined,
  defaults: EntityFormValues,
  values: EntityFormValues,
): VisAttributes {
  return saveAttributes(specs, values, kind ? { no: kind.no, version: kind.version, defaults } : undefined);
}
