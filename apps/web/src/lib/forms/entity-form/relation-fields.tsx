import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { jsonName } from '@libero/shared/registry/types';
import { useConfederationNoOptions, useFederationNoOptions } from '../../entities/federation-options';
import type { SelectOption } from '../../../ui/select-filter';
import { TextField } from '../../../ui/text-field';
import { FORM_DEFAULTS } from '../form-defaults';
import { useDebouncedValue } from '../use-debounced-value';
import { ChoiceField, SearchChoiceField } from './choice-field';
import { useClubOptions, useMediaOrganizationOptions, usePersonOptions } from './choice-options';
import type { EntityFormValues } from './entity-form-values';
import type { FieldProps } from './field-props';

/** A Federation user's own federation is shown, not chosen. */
export function FederationField(props: FieldProps) {
  const { t } = useTranslation('entity-form');
  const options = useFederationNoOptions();
  const { lockedFederation, lockedFederationHint } = props.setting;
  if (lockedFederation === undefined) return <ChoiceField {...props} options={options} />;
  const shown = options.find((option) => option.value === String(lockedFederation))?.label ?? String(lockedFederation);
  return (
    <TextField
      label={props.label}
      value={shown}
      readOnly
      hint={lockedFederationHint ?? t('federationLocked')}
      error={props.error}
    />
  );
}

export function ConfederationField(props: FieldProps) {
  return <ChoiceField {...props} options={useConfederationNoOptions()} />;
}

/**
 * The record a relation field points to when the form opens, named by the relation's label field
 * (`PresidentName`), or by `numbered` when the record does not name it.
 */
function useInitialChoice(props: FieldProps, numbered: (no: string) => string): SelectOption | undefined {
  const { getValues } = useFormContext<EntityFormValues>();
  const [initial] = useState(() => {
    const value = getValues(props.spec.name);
    if (typeof value !== 'string' || value === '') return undefined;
    const labelField = props.spec.relation?.labelField;
    const name = labelField ? props.setting.record?.[jsonName(labelField)] : undefined;
    return { value, label: typeof name === 'string' && name !== '' ? name : numbered(value) };
  });
  return initial;
}

/** A search narrows the clubs listed (those of the form's federation without one). */
export function ClubField(props: FieldProps) {
  const { t } = useTranslation('entity-form');
  const { federationField } = props.setting;
  const { control } = useFormContext<EntityFormValues>();
  // Without a federation field, nothing is watched (an empty name reads no value).
  const federation = useWatch({ control, name: federationField ?? '', disabled: federationField === undefined });
  const [search, setSearch] = useState('');
  const found = useClubOptions(
    typeof federation === 'string' ? federation : '',
    useDebouncedValue(search, FORM_DEFAULTS.searchDebounce),
  );
  const initial = useInitialChoice(props, (no) => t('club.numbered', { no }));
  return (
    <SearchChoiceField
      {...props}
      searchLabel={t('club.search')}
      searchHint={t('club.searchHint')}
      search={search}
      onSearch={setSearch}
      found={found}
      initial={initial}
    />
  );
}

/** A person found by name (their number and federation tell namesakes apart). */
export function PersonField(props: FieldProps) {
  const { t } = useTranslation('entity-form');
  const [search, setSearch] = useState('');
  const found = usePersonOptions(useDebouncedValue(search, FORM_DEFAULTS.searchDebounce));
  const initial = useInitialChoice(props, (no) => t('person.numbered', { no }));
  return (
    <SearchChoiceField
      {...props}
      searchLabel={t('person.search', { label: props.label })}
      searchHint={t('person.searchHint')}
      search={search}
      onSearch={setSearch}
      found={found}
      initial={initial}
    />
  );
}

/** A media person's organisation, chosen among all of them (a few dozen). */
export function MediaOrganizationField(props: FieldProps) {
  return <ChoiceField {...props} options={useMediaOrganizationOptions()} />;
}
