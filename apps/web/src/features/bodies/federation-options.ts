import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../../ui/select-filter';
import { entityListQuery } from '../../lib/entities/entity-queries';

/** Every national federation as a choice (`ITA — Italy Volleyball Federation`), by code. */
export function useFederationOptions(): SelectOption[] {
  const query = useQuery({
    ...entityListQuery('Federation', { fields: ['No', 'Code', 'Name'], sort: ['Code'], page: { skip: 0, take: 1000 } }),
    staleTime: 60 * 60_000,
  });
  return useMemo(
    () =>
      ((query.data?.data ?? []) as { code: string | null; name: string | null }[]).map((row) => ({
        value: row.code ?? '',
        label: `${row.code ?? ''} — ${row.name ?? ''}`,
      })),
    [query.data],
  );
}
