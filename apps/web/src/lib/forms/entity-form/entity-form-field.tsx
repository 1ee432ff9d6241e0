import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toDateValue } from '../../dates/date-picker';
import { registryLabel } from '../../entities/registry-label';
import { fieldErrorText } from '../../form';
import { DateInput } from '../date-input';
import { CheckboxField } from '../../../ui/form-controls';
import { NumberInput } from '../number-input';
import { TextField } from '../../../ui/text-field';
import { DISPLAY_DECIMALS, displayMax, displayUnit, toDisplay, toStored } from '../measurement-units';
import { ChoiceField } from './choice-field';
import { codeOptions, useCountryOptions, useGenderOptions } from './choice-options';
import { integerMax } from './entity-form-schema';
import type { EntityFormValues } from './entity-form-values';
import type { FieldKind, FormFieldSpec } from './field-kinds';
import type { FieldProps, FieldSetting } from './field-props';
import { ClubField, ConfederationField, FederationField, MediaOrganizationField, PersonField } from './relation-fields';

function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext<EntityFormValues>();
  return fieldErrorText(formState.errors[name]);
}

function CountryField(props: FieldProps) {
  return <ChoiceField {...props} options={useCountryOptions()} />;
}

function GenderField(props: FieldProps) {
  return <ChoiceField {...props} options={useGenderOptions()} />;
}

function OneOfField(props: FieldProps) {
  return <ChoiceField {...props} options={codeOptions(props.spec)} />;
}

function MeasureField({ spec, label, error, setting }: FieldProps) {
  const { t } = useTranslation('entity-form');
  const { control } = useFormContext<EntityFormValues>();
  const { units } = setting;
  const stored = spec.unit ?? 'micrometre';
  const unit = displayUnit(stored, units);
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={t('fieldWithUnit', { label, unit: t(`units.${unit}`) })}
          error={error}
          min={0}
          max={spec.rules.max === undefined ? undefined : displayMax(spec.rules.max, stored, units)}
          decimals={DISPLAY_DECIMALS}
          value={typeof field.value === 'number' ? toDisplay(field.value, stored, units) : null}
          onChange={(value) => field.onChange(value === null ? null : toStored(Number(value), stored, units))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A whole number (a founding year: not after this year). */
function IntegerField({ spec, label, error }: FieldProps) {
  const { control } = useFormContext<EntityFormValues>();
  const max = integerMax(spec, new Date().getFullYear());
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={label}
          error={error}
          format="integer"
          min={spec.rules.min}
          max={max}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={(value) => field.onChange(value === null || value === '' ? null : Number(value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

function DateField({ spec, label, error }: FieldProps) {
  const { control } = useFormContext<EntityFormValues>();
  const max = spec.rules.format === 'past' ? toDateValue(new Date()) : undefined;
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field }) => (
        <DateInput
          ref={field.ref}
          name={field.name}
          label={label}
          error={error}
          max={max}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

function FlagField({ spec, label, error }: FieldProps) {
  const { control } = useFormContext<EntityFormValues>();
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field }) => (
        <CheckboxField
          ref={field.ref}
          name={field.name}
          label={label}
          error={error}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

const INPUT_TYPES: Partial<Record<FieldKind, 'email' | 'url'>> = { email: 'email', url: 'url' };

function TextInputField({ spec, label, error }: FieldProps) {
  const { register } = useFormContext<EntityFormValues>();
  return <TextField type={INPUT_TYPES[spec.kind] ?? 'text'} label={label} error={error} {...register(spec.name)} />;
}

/** A code of capital letters (`ITA`): what is typed is put in capitals. */
function CodeField({ spec, label, error }: FieldProps) {
  const { control } = useFormContext<EntityFormValues>();
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field }) => (
        <TextField
          ref={field.ref}
          name={field.name}
          label={label}
          error={error}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value.toUpperCase())}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

const FIELDS = {
  text: TextInputField,
  email: TextInputField,
  url: TextInputField,
  code: CodeField,
  integer: IntegerField,
  date: DateField,
  flag: FlagField,
  oneOf: OneOfField,
  gender: GenderField,
  country: CountryField,
  measure: MeasureField,
  federation: FederationField,
  confederation: ConfederationField,
  club: ClubField,
  person: PersonField,
  mediaOrganization: MediaOrganizationField,
} satisfies Record<FieldKind, (props: FieldProps) => ReactNode>;

export type EntityFormFieldProps = { spec: FormFieldSpec; setting: FieldSetting };

/** One registry field as the input its kind calls for, labelled and with its error. */
export function EntityFormField({ spec, setting }: EntityFormFieldProps) {
  const error = useFieldError(spec.name);
  const Field = FIELDS[spec.kind];
  return <Field spec={spec} setting={setting} label={registryLabel(spec.field.label)} error={error} />;
}
