import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@libero/shared/countries/countries';
import { entityListQuery } from '../../lib/entities/entity-queries';
import { registryLabel } from '../../lib/entities/registry-label';
import { currentLanguage } from '../../lib/i18n';
import type { SelectOption } from '../../ui/select-filter';
import type { FormFieldSpec } from './person-form-fields';

/** Where the labels of a field's codes are; codes without labels (blood groups) show as they are. */
const CODE_LABELS: Readonly<Record<string, string>> = {
  MaritalStatus: 'people:maritalStatuses',
  Level: 'people:refereeLevels',
  Position: 'players:positions',
};

export function codeOptions({ name, rules }: FormFieldSpec): SelectOption[] {
  const prefix = CODE_LABELS[name];
  return (rules.oneOf ?? []).map((code) => ({
    value: code,
    label: prefix ? registryLabel(`${prefix}.${code}`) : code,
  }));
}

export function useGenderOptions(): SelectOption[] {
  const { t } = useTranslation();
  return [
    { value: '0', label: t('gender.0') },
    { value: '1', label: t('gender.1') },
  ];
}

/** Countries by ISO alpha-2 code, named and sorted in the interface language. */
export function useCountryOptions(): SelectOption[] {
  // Subscribes to language changes: the names and their order follow the interface language.
  useTranslation();
  const language = currentLanguage();
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const country of COUNTRIES) if (!names.has(country.iso2)) names.set(country.iso2, country.names[language]);
    return [...names]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  }, [language]);
}

type ClubRow = { no: number; name: string | null; city: string | null };

/**
 * Clubs to choose from: those matching `search` anywhere, or without a search those of the
 * federation (a player may play abroad, hence the search).
 */
export function useClubOptions(federationNo: string, search: string): SelectOption[] {
  const text = search.trim();
  const filter = text ? { Search: text } : { NoFederation: Number(federationNo) };
  const query = useQuery({
    ...entityListQuery('VolleyClub', {
      fields: ['No', 'Name', 'City'],
      filter,
      sort: ['Name'],
      page: { skip: 0, take: 100 },
    }),
    enabled: text !== '' || federationNo !== '',
  });
  const rows = query.data?.data as ClubRow[] | undefined;
  return useMemo(
    () =>
      (rows ?? []).map((row) => ({
        value: String(row.no),
        label: row.city ? `${row.name ?? ''} (${row.city})` : (row.name ?? ''),
      })),
    [rows],
  );
}
