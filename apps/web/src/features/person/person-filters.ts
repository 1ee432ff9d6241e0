import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisFilter } from '@libero/shared/vis/request-builder';
import type { EntityFilterControl } from '../../lib/entities/entity-table';
import { useFederationOptions } from '../../lib/entities/federation-options';

/** How a list filters on the discipline: its URL parameter, and the filter of each choice. */
export type DisciplineFilter = { param: string; filters: Readonly<Record<'volley' | 'beach', VisFilter>> };

/** The filters of every list of people: federation, gender and discipline. */
export function usePersonFilterControls(discipline: DisciplineFilter): EntityFilterControl[] {
  const { t } = useTranslation(['players', 'common']);
  const federations = useFederationOptions();
  return useMemo(
    (): EntityFilterControl[] => [
      { param: 'federation', filter: 'FederationCode', label: t('players:filters.federation'), options: federations },
      {
        param: 'gender',
        filter: 'Gender',
        label: t('players:filters.gender'),
        options: [
          { value: '0', label: t('common:gender.0') },
          { value: '1', label: t('common:gender.1') },
        ],
      },
      {
        param: discipline.param,
        filter: (value) => discipline.filters[value as keyof DisciplineFilter['filters']] ?? {},
        label: t('players:filters.discipline'),
        options: [
          { value: 'volley', label: t('players:disciplines.volley') },
          { value: 'beach', label: t('players:disciplines.beach') },
        ],
      },
    ],
    [t, federations, discipline],
  );
}
