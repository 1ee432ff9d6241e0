import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, TOURNAMENT_STATUSES } from '@libero/shared/registry/competitions';
import type { EntityFilterControl } from '../../lib/entities/entity-table';
import { useCountryOptions } from '../../lib/forms/entity-form/choice-options';
import { useSeasonOptions, useTournamentTypeOptions } from './reference-options';

/**
 * The choices above the tournaments list, each kept in the address (`?season=3&gender=1`) and sent
 * as the registry filter it names: season and type by number, status among the statuses, the
 * host country by its ISO code.
 */
export function useTournamentFilterControls(): EntityFilterControl[] {
  const { t } = useTranslation('competitions');
  const seasons = useSeasonOptions();
  const types = useTournamentTypeOptions();
  const countries = useCountryOptions();
  return useMemo(
    () => [
      { param: 'season', filter: 'NoSeason', label: t('list.filters.season'), options: seasons },
      {
        param: 'gender',
        filter: 'Gender',
        label: t('list.filters.gender'),
        options: GENDERS.map((gender) => ({ value: String(gender), label: t(`genders.${gender}`) })),
      },
      { param: 'type', filter: 'NoType', label: t('list.filters.type'), options: types },
      {
        param: 'status',
        filter: 'Statuses',
        label: t('list.filters.status'),
        options: TOURNAMENT_STATUSES.map((status) => ({ value: status, label: t(`tournamentStatuses.${status}`) })),
      },
      { param: 'country', filter: 'CountryCode', label: t('list.filters.country'), options: countries },
    ],
    [t, seasons, types, countries],
  );
}
