import { useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../lib/form';
import { SelectField } from '../../ui/form-controls';
import type { SelectOption } from '../../ui/select-filter';
import { useFederationClubs } from './club-options';
import type { ContractValues } from './contract-form';
import { FormDateInput } from '../../lib/forms/form-date-input';
import { FormSelect } from '../../lib/forms/form-select';
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
  const first = Number(useWatch({ control, name: 'firstSeason' }));
  const firstOptions = useMemo(() => seasonOptions(firstSeasonChoices(current, kept)), [current, kept]);
  const lastOptions = useMemo(() => (first ? seasonOptions(lastSeasonChoices(first)) : []), [first]);

  // A last season out of reach of the new first one follows it.
  const followFirst = (value: string) => {
    const chosen = Number(value);
    if (chosen && !lastSeasonChoices(chosen).includes(Number(getValues('lastSeason'))))
      setValue('lastSeason', value, { shouldValidate: true });
  };

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <FormSelect
        control={control}
        name="firstSeason"
        label={t('form.firstSeason')}
        options={firstOptions}
        emptyLabel={t('form.chooseSeason')}
        onChosen={followFirst}
      />
      <FormSelect
        control={control}
        name="lastSeason"
        label={t('form.lastSeason')}
        options={lastOptions}
        emptyLabel={t('form.chooseSeason')}
        hint={t('form.lastSeasonHint')}
      />
      <FormDateInput control={control} name="contractStart" label={t('form.contractStart')} />
      <FormDateInput control={control} name="contractEnd" label={t('form.contractEnd')} />
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
};

/** A club of one federation, chosen in a list of its clubs. */
export function ClubSelect({ name, label, federationNo, emptyLabel, kept }: ClubSelectProps) {
  const { t } = useTranslation('transfers');
  // Controlled: the clubs arrive after the value, which the select must then show.
  const { field, fieldState } = useController<Record<string, string>>({ name });
  const { options, loading } = useFederationClubs(federationNo);
  const offered = kept && !options.some((option) => option.value === kept.value) ? [kept, ...options] : options;
  return (
    <SelectField
      {...field}
      label={label}
      options={offered}
      emptyLabel={loading ? t('form.loadingClubs') : emptyLabel}
      disabled={federationNo === undefined}
      error={fieldErrorText(fieldState.error)}
    />
  );
}
