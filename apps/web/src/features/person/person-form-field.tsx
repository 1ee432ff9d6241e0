import { useState, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toDateValue } from '../../lib/dates/date-picker';
import { registryLabel } from '../../lib/entities/registry-label';
import { fieldErrorText } from '../../lib/form';
import { FORM_DEFAULTS } from '../../lib/forms/form-defaults';
import { DateInput } from '../../ui/date-input';
import { NumberInput } from '../../ui/number-input';
import type { SelectOption } from '../../ui/select-filter';
import { TextField } from '../../ui/text-field';
import { useFederationNoOptions } from '../bodies/federation-options';
import { codeOptions, useClubOptions, useCountryOptions, useGenderOptions } from './choice-options';
import { CheckboxField, SelectField } from '../../ui/form-controls';
import { DISPLAY_DECIMALS, displayMax, displayUnit, toDisplay, toStored, type UnitSystem } from './measurement-units';
import type { FormFieldSpec } from './person-form-fields';
import type { PersonFormValues } from './person-form-values';
import { useDebouncedValue } from './use-debounced-value';

export type PersonFormFieldProps = {
  spec: FormFieldSpec;
  units: UnitSystem;
  /** A Federation user's own federation: shown, not chosen. */
  lockedFederation?: number | undefined;
  /** The name of the club the record has (it may not be among the clubs listed). */
  clubName?: string | undefined;
};

type FieldProps = PersonFormFieldProps & { label: string; error: string | undefined };

function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext<PersonFormValues>();
  return fieldErrorText(formState.errors[name]);
}

/** A choice kept by the form (a controlled select shows a value whose option arrives later). */
function ChoiceField({
  spec,
  label,
  error,
  options,
  onChosen,
}: FieldProps & { options: readonly SelectOption[]; onChosen?: (value: string) => void }) {
  const { t } = useTranslation('person-form');
  const { control } = useFormContext<PersonFormValues>();
  const emptyLabel = spec.rules.required ? t('choose') : t('none');
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field }) => (
        <SelectField
          ref={field.ref}
          name={field.name}
          label={label}
          error={error}
          options={options}
          emptyLabel={emptyLabel}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChosen?.(event.target.value);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

function CountryField(props: FieldProps) {
  return <ChoiceField {...props} options={useCountryOptions()} />;
}

function GenderField(props: FieldProps) {
  return <ChoiceField {...props} options={useGenderOptions()} />;
}

function FederationField(props: FieldProps) {
  const { t } = useTranslation('person-form');
  const options = useFederationNoOptions();
  const { lockedFederation, label } = props;
  if (lockedFederation === undefined) return <ChoiceField {...props} options={options} />;
  const shown = options.find((option) => option.value === String(lockedFederation))?.label ?? String(lockedFederation);
  return <TextField label={label} value={shown} readOnly hint={t('federationLocked')} error={props.error} />;
}

/** A search narrows the clubs listed; the club chosen stays listed whatever the search. */
function ClubField(props: FieldProps) {
  const { t } = useTranslation('person-form');
  const { spec, clubName } = props;
  const federation = useWatch<PersonFormValues>({ name: 'NoFederation' });
  const club = useWatch<PersonFormValues>({ name: spec.name });
  const [search, setSearch] = useState('');
  const found = useClubOptions(String(federation ?? ''), useDebouncedValue(search, FORM_DEFAULTS.searchDebounce));
  const [kept, setKept] = useState<SelectOption | undefined>(() =>
    typeof club === 'string' && club !== ''
      ? { value: club, label: clubName ?? t('club.numbered', { no: club }) }
      : undefined,
  );
  const options = kept && !found.some((option) => option.value === kept.value) ? [kept, ...found] : found;
  return (
    <div className="flex flex-col gap-2">
      <TextField
        type="search"
        label={t('club.search')}
        hint={t('club.searchHint')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        // Enter searches (it already does as you type); it must not submit the person's form.
        onKeyDown={(event) => (event.key === 'Enter' ? event.preventDefault() : undefined)}
      />
      <ChoiceField
        {...props}
        options={options}
        onChosen={(value) => setKept(options.find((option) => option.value === value))}
      />
    </div>
  );
}

function MeasureField({ spec, label, error, units }: FieldProps) {
  const { t } = useTranslation('person-form');
  const { control } = useFormContext<PersonFormValues>();
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

function DateField({ spec, label, error }: FieldProps) {
  const { control } = useFormContext<PersonFormValues>();
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
  const { control } = useFormContext<PersonFormValues>();
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

function TextInputField({ spec, label, error }: FieldProps) {
  const { register } = useFormContext<PersonFormValues>();
  const type = spec.kind === 'email' ? 'email' : 'text';
  return <TextField type={type} label={label} error={error} {...register(spec.name)} />;
}

function CodeField(props: FieldProps) {
  return <ChoiceField {...props} options={codeOptions(props.spec)} />;
}

const FIELDS = {
  text: TextInputField,
  email: TextInputField,
  date: DateField,
  flag: FlagField,
  code: CodeField,
  gender: GenderField,
  country: CountryField,
  federation: FederationField,
  club: ClubField,
  measure: MeasureField,
} satisfies Record<FormFieldSpec['kind'], (props: FieldProps) => ReactNode>;

/** One registry field as the input its kind calls for, labelled and with its error. */
export function PersonFormField(props: PersonFormFieldProps) {
  const error = useFieldError(props.spec.name);
  const Field = FIELDS[props.spec.kind];
  return <Field {...props} label={registryLabel(props.spec.field.label)} error={error} />;
}
