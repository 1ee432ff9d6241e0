import { useMemo } from 'react';
import { Controller, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../lib/form';
import { DateInput } from '../../ui/date-input';
import { SelectField } from '../../ui/form-controls';
import type { SelectOption } from '../../ui/select-filter';
import { useFederationClubs } from './club-options';
import type { ContractValues } from './contract-form';
import { firstSeasonChoices, lastSeasonChoices, seasonName } from './seasons';

const seasonOptions = (seasons: readonly number[]): SelectOption[] =>
  seasons.map((season) => ({ value: String(season), label: seasonName(season) }));

export type ContractFieldsProps = {
  /** The season a new transfer is for: the first seasons offered start there. */
  current: number;
  /** The first season already chosen (modifying an older transfer): still offered. */
  kept?: number;
};

/** First and last season (at most five), then the contract's start and end. */
export function ContractFields({ current, kept }: ContractFieldsProps) {
  const { t } = useTranslation('transfers');
  const { control, setValue, getValues } = useFormContext<ContractValues>();
  // Controlled: the select shows the form's value whatever the order its options come in.
  const { field: firstField, fieldState: firstState } = useController<ContractValues, 'firstSeason'>({ name: 'firstSeason' });
  const { field: lastField, fieldState: lastState } = useController<ContractValues, 'lastSeason'>({ name: 'lastSeason' });
  const first = Number(firstField.value);
  const firstOptions = useMemo(() => seasonOptions(firstSeasonChoices(current, kept)), [current, kept]);
  const lastOptions = useMemo(() => (first ? seasonOptions(lastSeasonChoices(first)) : []), [first]);

  const chooseFirst = (value: string) => {
    firstField.onChange(value);
    // A last season out of reach of the new first one follows it.
    const chosen = Number(value);
    if (chosen && !lastSeasonChoices(chosen).includes(Number(getValues('lastSeason'))))
      setValue('lastSeason', value, { shouldValidate: true });
  };

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <SelectField
        {...firstField}
        onChange={(event) => chooseFirst(event.target.value)}
        label={t('form.firstSeason')}
        options={firstOptions}
        emptyLabel={t('form.chooseSeason')}
        error={fieldErrorText(firstState.error)}
      />
      <SelectField
        {...lastField}
        label={t('form.lastSeason')}
        options={lastOptions}
        emptyLabel={t('form.chooseSeason')}
        hint={t('form.lastSeasonHint')}
        error={fieldErrorText(lastState.error)}
      />
      <Controller
        control={control}
        name="contractStart"
        render={({ field, fieldState }) => (
          <DateInput
            label={t('form.contractStart')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={fieldErrorText(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name="contractEnd"
        render={({ field, fieldState }) => (
          <DateInput
            label={t('form.contractEnd')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={fieldErrorText(fieldState.error)}
          />
        )}
      />
    </div>
  );
}

export type ClubSelectProps = {
  /** The form field holding the club's number (`''`: none). */
  name: string;
  label: string;
  /** Whose clubs are offered; none before it is known. */
  federationNo: number | undefined;
  emptyLabel: string;
  /** The club chosen when the form opened: offered even if the federation no longer lists it. */
  kept?: SelectOption | undefined;
  error?: string | undefined;
};

/** A club of one federation, chosen in a list of its clubs. */
export function ClubSelect({ name, label, federationNo, emptyLabel, kept, error }: ClubSelectProps) {
  const { t } = useTranslation('transfers');
  // Controlled: the clubs arrive after the value, which the select must then show.
  const { field } = useController<Record<string, string>>({ name });
  const { options, loading } = useFederationClubs(federationNo);
  const offered = kept && !options.some((option) => option.value === kept.value) ? [kept, ...options] : options;
  return (
    <SelectField
      {...field}
      label={label}
      options={offered}
      emptyLabel={loading ? t('form.loadingClubs') : emptyLabel}
      disabled={federationNo === undefined}
      error={error}
    />
  );
}
