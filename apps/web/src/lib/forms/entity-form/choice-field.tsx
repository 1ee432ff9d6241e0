import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/form-controls';
import type { SelectOption } from '../../../ui/select-filter';
import { TextField } from '../../../ui/text-field';
import type { EntityFormValues } from './entity-form-values';
import type { FieldProps } from './field-props';

export type ChoiceFieldProps = FieldProps & {
  options: readonly SelectOption[];
  /** Called with the value chosen (`''` for none). */
  onChosen?: (value: string) => void;
};

/** A choice kept by the form (a controlled select shows a value whose option arrives later). */
export function ChoiceField({ spec, label, error, options, onChosen }: ChoiceFieldProps) {
  const { t } = useTranslation('entity-form');
  const { control } = useFormContext<EntityFormValues>();
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

export type SearchChoiceFieldProps = FieldProps & {
  /** The label and hint of the search box. */
  searchLabel: string;
  searchHint: string;
  search: string;
  onSearch: (search: string) => void;
  /** The records the search finds. */
  found: readonly SelectOption[];
  /** The record chosen when the form opened, named (it may not be among those found). */
  initial: SelectOption | undefined;
};

/**
 * A search box narrowing the records listed in a select: typing searches, the select (or its empty
 * choice, which clears the field) chooses. The record chosen stays listed whatever the search.
 */
export function SearchChoiceField({
  searchLabel,
  searchHint,
  search,
  onSearch,
  found,
  initial,
  ...props
}: SearchChoiceFieldProps) {
  const [kept, setKept] = useState<SelectOption | undefined>(initial);
  const options = kept && !found.some((option) => option.value === kept.value) ? [kept, ...found] : found;
  return (
    <div className="flex flex-col gap-2">
      <TextField
        type="search"
        label={searchLabel}
        hint={searchHint}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        // Enter searches (it already does as you type); it must not submit the form.
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
