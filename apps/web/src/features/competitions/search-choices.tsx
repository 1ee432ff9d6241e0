import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registryLabel } from '../../lib/entities/registry-label';
import { SearchChoiceField } from '../../lib/forms/entity-form/choice-field';
import type { FormFieldSpec } from '../../lib/forms/entity-form/field-kinds';
import { FORM_DEFAULTS } from '../../lib/forms/form-defaults';
import { useDebouncedValue } from '../../lib/forms/use-debounced-value';
import type { SelectOption } from '../../ui/select-filter';
import { PLAIN_SETTING, useFieldError } from '../../lib/forms/record-dialog-parts';
import { usePlayerOptions, useRefereeOptions, type PlayerScope } from './people-options';

type SearchProps = { spec: FormFieldSpec; label?: string; initial?: SelectOption | undefined };

/**
 * A player for a roster, found by name or number; the team's federation or club lists its own
 * first. `hint` says otherwise where the list is narrowed otherwise (a beach team's players).
 */
export function PlayerChoice({
  spec,
  label,
  initial,
  scope,
  hint,
}: SearchProps & { scope: PlayerScope; hint?: string }) {
  const { t } = useTranslation('competitions');
  const [search, setSearch] = useState('');
  const found = usePlayerOptions(useDebouncedValue(search, FORM_DEFAULTS.searchDebounce), scope);
  return (
    <SearchChoiceField
      spec={spec}
      setting={PLAIN_SETTING}
      label={label ?? registryLabel(spec.field.label)}
      error={useFieldError(spec.name)}
      searchLabel={label ? t('people.searchFor', { label }) : t('people.searchPlayer')}
      searchHint={hint ?? t('people.searchPlayerHint')}
      search={search}
      onSearch={setSearch}
      found={found}
      initial={initial}
    />
  );
}

/** A referee found by name or number (their federation shows: none may come from a team's). */
export function RefereeChoice({ spec, label, initial }: SearchProps) {
  const { t } = useTranslation('competitions');
  const [search, setSearch] = useState('');
  const found = useRefereeOptions(useDebouncedValue(search, FORM_DEFAULTS.searchDebounce));
  const shown = label ?? registryLabel(spec.field.label);
  return (
    <SearchChoiceField
      spec={spec}
      setting={PLAIN_SETTING}
      label={shown}
      error={useFieldError(spec.name)}
      searchLabel={t('people.searchReferee', { label: shown })}
      searchHint={t('people.searchRefereeHint')}
      search={search}
      onSearch={setSearch}
      found={found}
      initial={initial}
    />
  );
}
