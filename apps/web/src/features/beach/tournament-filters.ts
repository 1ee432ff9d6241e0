import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityFilterControl } from '../../lib/entities/entity-table';
import { useCountryOptions } from '../../lib/forms/entity-form/choice-options';
import { useBeachCategories } from './beach-api';
import { TOURNAMENT_STATUS_CODES } from './beach-codes';

/** Seasons to choose from: next year's, back to the oldest the tour keeps in view. */
const SEASONS_BACK = 8;

export function seasonOptions(today = new Date()) {
  const next = today.getFullYear() + 1;
  return Array.from({ length: SEASONS_BACK + 2 }, (_, i) => String(next - i)).map((year) => ({
    value: year,
    label: year,
  }));
}

/**
 * The choices above the beach tournaments, each kept in the address (`?season=2026&gender=1`) and
 * sent as the registry filter it names: season as the year, category by number, status by its
 * code, the host country by its ISO code.
 */
export function useBeachFilterControls(): EntityFilterControl[] {
  const { t } = useTranslation(['beach', 'competitions']);
  const categories = useBeachCategories();
  const countries = useCountryOptions();
  return useMemo(
    () => [
      { param: 'season', filter: 'Season', label: t('list.filters.season'), options: seasonOptions() },
      {
        param: 'gender',
        filter: 'Gender',
        label: t('list.filters.gender'),
        options: [0, 1].map((gender) => ({
          value: String(gender),
          label: t(`genders.${gender as 0 | 1}`),
        })),
      },
      {
        param: 'category',
        filter: 'Type',
        label: t('list.filters.category'),
        options: (categories ?? []).map((row) => ({ value: String(row.no), label: row.name ?? String(row.no) })),
      },
      {
        param: 'status',
        filter: 'Statuses',
        label: t('list.filters.status'),
        options: TOURNAMENT_STATUS_CODES.map((code) => ({
          value: String(code),
          label: t(`tournamentStatuses.${code}`),
        })),
      },
      { param: 'country', filter: 'CountryCode', label: t('list.filters.country'), options: countries },
    ],
    [t, categories, countries],
  );
}
