// The parts a registry record's dialog form is made of: its fields' specs, a choice, the save, the refusals, the buttons.
import type { ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ErrorCode } from '@libero/shared/errors/error-codes';
import type { EntityDef } from '@libero/shared/registry/types';
import type { VisAttributes } from '@libero/shared/vis/request-builder';
import { useCommand } from '../entities/entity-queries';
import { registryLabel } from '../entities/registry-label';
import { errorMessage } from '../error-message';
import { fieldErrorText } from '../form';
import { ChoiceField } from './entity-form/choice-field';
import type { EntityFormValues } from './entity-form/entity-form-values';
import { everyWritableField, fieldSpec, type FormFieldSpec } from './entity-form/field-kinds';
import type { FieldSetting } from './entity-form/field-props';
import { apiErrorOf } from '../http';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import type { SelectOption } from '../../ui/select-filter';

/** Record dialogs show no measures and lock no federation. */
export const PLAIN_SETTING: FieldSetting = { units: 'metric' };

export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext<EntityFormValues>();
  return fieldErrorText(formState.errors[name]);
}

export type FormChoiceProps = {
  spec: FormFieldSpec;
  options: readonly SelectOption[];
  /** Another label than the registry's. */
  label?: string;
  onChosen?: (value: string) => void;
};

/** A registry field chosen among records or codes the page lists itself. */
export function FormChoice({ spec, options, label, onChosen }: FormChoiceProps) {
  const error = useFieldError(spec.name);
  return (
    <ChoiceField
      spec={spec}
      setting={PLAIN_SETTING}
      label={label ?? registryLabel(spec.field.label)}
      error={error}
      options={options}
      {...(onChosen ? { onChosen } : {})}
    />
  );
}

const ZSaved = z.object({ data: z.looseObject({ no: z.number().int() }) });

/** Saves a record of `entity` (its lists refresh); resolves with its number. The form shows refusals. */
export function useSaveRecord(entity: string) {
  const { save } = useCommand(entity, { silent: true });
  return {
    pending: save.isPending,
    saveRecord: async (attributes: VisAttributes) => ZSaved.parse(await save.mutateAsync(attributes)).data.no,
  };
}

/**
 * The field a refusal is about: the one the server names (`detail`), else the one its code is
 * about on this form (`codeFields`), when the form shows it.
 */
export function refusedField(
  error: unknown,
  fields: readonly string[],
  codeFields: Partial<Record<ErrorCode, string>> = {},
): { field: string; message: string } | undefined {
  const refusal = apiErrorOf(error);
  if (!refusal) return undefined;
  const field = refusal.detail && fields.includes(refusal.detail) ? refusal.detail : codeFields[refusal.code];
  return field && fields.includes(field) ? { field, message: refusal.message } : undefined;
}

/** A refusal shown where it belongs: on the field it is about (focused), else by `setRefusal` in the form's alert. */
export function showRefusal<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  setRefusal: (error: unknown) => void,
  error: unknown,
  fields: readonly string[],
  codeFields: Partial<Record<ErrorCode, string>> = {},
): void {
  const refused = refusedField(error, fields, codeFields);
  if (!refused) return setRefusal(error);
  form.setError(refused.field as Path<Values>, { type: 'server', message: refused.message }, { shouldFocus: true });
}

/** A refusal no field is about, with the server's words. */
export function RefusalAlert({ error }: { error: unknown }) {
  return error ? <Alert tone="error">{errorMessage(error)}</Alert> : null;
}

export type DialogButtonsProps = {
  pending: boolean;
  onCancel: () => void;
  submitLabel?: string;
  disabled?: boolean;
  children?: ReactNode;
};

/** Cancel, then the form's submit button: saving shows while it runs. */
export function DialogButtons({ pending, onCancel, submitLabel, disabled = false, children }: DialogButtonsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {children}
      <Button variant="secondary" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" pending={pending} pendingLabel={t('actions.saving')} disabled={disabled}>
        {submitLabel ?? t('actions.save')}
      </Button>
    </div>
  );
}

/**
 * The specs of a dialog's fields, with the server's write rules from the registry; `chosen` fields
 * hold a record's number chosen in a list, kept as the choice's text.
 */
export function formSpecs(
  entity: EntityDef,
  names: readonly string[],
  chosen: readonly string[] = [],
): FormFieldSpec[] {
  return names.map((name) => {
    const spec = fieldSpec(entity, name, everyWritableField);
    if (!spec) throw new Error(`${entity.name}.${name} is not writable`);
    return chosen.includes(name) ? { ...spec, kind: 'text' } : spec;
  });
}

/** A spec by name, for a form's layout. */
export function specNamed(specs: readonly FormFieldSpec[], name: string): FormFieldSpec {
  const spec = specs.find((s) => s.name === name);
  if (!spec) throw new Error(`No field ${name} in this form`);
  return spec;
}
