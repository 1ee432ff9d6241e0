import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@libero/shared/countries/countries';
import { entityListQuery } from '../../entities/entity-queries';
import { registryLabel } from '../../entities/registry-label';
import { currentLanguage } from '../../i18n';
import type { SelectOption } from '../../../ui/select-filter';
import type { FormFieldSpec } from './field-kinds';

/** How many people a search of the person picker lists. */
export const PERSON_MATCHES = 20;

/** A field's codes, labelled under the registry's `codes` key; codes without labels (blood groups) show as they are. */
export function codeOptions({ field, rules }: Pick<FormFieldSpec, 'field' | 'rules'>): SelectOption[] {
  const prefix = field.codes;
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

type PersonRow = { no: number; firstName: string | null; lastName: string | null; federationCode: string | null };

/** People matching `search` (names, accents and case aside): none before something is typed. */
export function usePersonOptions(search: string): SelectOption[] {
  const { t } = useTranslation('entity-form');
  const text = search.trim();
  const query = useQuery({
    ...entityListQuery('Person', {
      fields: ['No', 'FirstName', 'LastName', 'FederationCode'],
      filter: { Search: text },
      sort: ['LastName', 'FirstName'],
      page: { skip: 0, take: PERSON_MATCHES },
    }),
    enabled: text !== '',
  });
  const rows = text === '' ? undefined : (query.data?.data as PersonRow[] | undefined);
  return useMemo(
    () =>
      (rows ?? []).map((row) => {
        const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
        const label = row.federationCode
          ? t('person.option', { name, no: row.no, federation: row.federationCode })
          : t('person.optionWithoutFederation', { name, no: row.no });
        return { value: String(row.no), label };
      }),
    [rows, t],
  );
}

type OrganizationRow = { no: number; name: string | null; countryCode: string | null };

/** Every media organisation as a choice (`Gazzetta Pallavolo (IT)`), by name. */
export function useMediaOrganizationOptions(): SelectOption[] {
  const query = useQuery(
    entityListQuery('MediaOrganization', {
      fields: ['No', 'Name', 'CountryCode'],
      sort: ['Name'],
      page: { skip: 0, take: 1000 },
    }),
  );
  const rows = query.data?.data as OrganizationRow[] | undefined;
  return useMemo(
    () =>
      (rows ?? []).map((row) => ({
        value: String(row.no),
        label: row.countryCode ? `${row.name ?? ''} (${row.countryCode})` : (row.name ?? ''),
      })),
    [rows],
  );
}
