import { useQuery } from '@tanstack/react-query';
import { ZActivityList } from '@libero/shared/dashboard/dashboard';
import { entityKeys } from '../../lib/entities/entity-queries';
import { getJson } from '../../lib/http';
import { ActivityPanel } from '../core';

/**
 * `GET /api/federations/{no}/activity`. Kept under the Federation entity's key, so that a save on
 * the federation refreshes it too.
 */
export function federationActivityQuery(no: number) {
  return {
    queryKey: [...entityKeys.all('Federation'), 'activity', no] as const,
    queryFn: () => getJson(`/api/federations/${no}/activity`, ZActivityList),
    staleTime: 60_000,
  };
}

/** The latest writes by a federation's users and on its records, shown as the dashboard shows activity. */
export function FederationActivity({ no }: { no: number }) {
  const query = useQuery(federationActivityQuery(no));
  return <ActivityPanel activity={query.data?.activity ?? []} loading={query.isPending} />;
}
