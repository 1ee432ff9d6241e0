import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TLinkedRecord } from '@libero/shared/users/admin-users';
import type { LinkedEntity } from '@libero/shared/users/user-type-links';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorText } from '../../../lib/form';
import { FORM_DEFAULTS } from '../../../lib/forms/form-defaults';
import { useDebouncedValue } from '../../../lib/forms/use-debounced-value';
import { SelectField } from '../../../ui/form-controls';
import type { SelectOption } from '../../../ui/select-filter';
import { TextField } from '../../../ui/text-field';
import type { UserFormValues } from './user-form-schema';
import { linkedRecordsQuery } from './users-api';

/** A record as the select lists it: its name and number (namesakes exist), or its number alone. */
export function linkedOption(t: TFunction<'user-form'>, record: Pick<TLinkedRecord, 'no' | 'name'>): SelectOption {
  return {
    value: String(record.no),
    label: record.name
      ? t('linked.option', { name: record.name, no: record.no })
      : t('linked.numbered', { no: record.no }),
  };
}

export type LinkedRecordFieldProps = {
  /** The user type, which stands for records of `entity`. */
  type: number;
  entity: LinkedEntity;
  /** The record chosen when the form opened, named (it is not among those found until searched). */
  initial: SelectOption | undefined;
  disabled: boolean;
};

/**
 * The record a user stands for (`typeNo`): a search box narrows the records listed in a select,
 * the select chooses. The record chosen stays listed whatever the search. Mount it again (a `key`)
 * when the type changes: the search starts afresh.
 */
export function LinkedRecordField({ type, entity, initial, disabled }: LinkedRecordFieldProps) {
  const { t } = useTranslation('user-form');
  const { control } = useFormContext<UserFormValues>();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), FORM_DEFAULTS.searchDebounce);
  const query = useQuery({ ...linkedRecordsQuery(type, settled), meta: { silent: true } });
  const [kept, setKept] = useState<SelectOption | undefined>(initial);
  const found = settled === '' ? [] : (query.data?.data ?? []).map((record) => linkedOption(t, record));
  const options = kept && !found.some((option) => option.value === kept.value) ? [kept, ...found] : found;

  let status = '';
  if (settled !== '' && query.isError) status = t('linked.searchFailed', { reason: errorMessage(query.error) });
  else if (search.trim() !== settled || (settled !== '' && query.isFetching)) status = t('linked.searching');
  else if (settled !== '' && query.data?.data.length === 0) status = t('linked.noMatch', { search: settled });

  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <TextField
        type="search"
        label={t(`linked.search.${entity}`)}
        hint={t('linked.searchHint')}
        value={search}
        disabled={disabled}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
        // Enter searches (it already does as you type); it must not submit the form.
        onKeyDown={(event) => (event.key === 'Enter' ? event.preventDefault() : undefined)}
      />
      <p role="status" className="min-h-4 text-xs text-slate-600">
        {status}
      </p>
      <Controller
        control={control}
        name="typeNo"
        render={({ field, fieldState }) => (
          <SelectField
            ref={field.ref}
            name={field.name}
            label={t(`linked.entities.${entity}`)}
            hint={t('linked.hint')}
            error={fieldErrorText(fieldState.error)}
            options={options}
            emptyLabel={t('linked.choose')}
            value={field.value}
            disabled={disabled}
            aria-required="true"
            onChange={(event) => {
              field.onChange(event.target.value);
              setKept(options.find((option) => option.value === event.target.value));
            }}
            onBlur={field.onBlur}
          />
        )}
      />
    </div>
  );
}
