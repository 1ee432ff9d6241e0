import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkQueue, type TWorkQueue } from '@libero/shared/work-queue/work-queue-api';
import { getJson } from './http';
import { workReasonText as reasonText } from '@libero/shared/work-queue/work-wording';
import { currentLanguage } from './i18n';

/**
 * `GET /api/work-queue`: what waits on the signed-in user (issue #26). The signed-in shell reads it
 * every minute (its notifications), the dashboard shows it, the page title counts it.
 */
export const workQueueQuery = queryOptions({
  queryKey: ['work-queue'],
  queryFn: (): Promise<TWorkQueue> => getJson('/api/work-queue', ZWorkQueue),
  staleTime: 30_000,
  refetchInterval: 60_000,
  // The dashboard says a failure itself; the shell's reading every minute stays quiet.
  meta: { silent: true },
});

/** `GET /api/work-queue?federation=N`: for an admin, what waits on federation N. */
export const federationWorkQueueQuery = (federationNo: number) =>
  queryOptions({
    queryKey: ['work-queue', 'federation', String(federationNo)],
    queryFn: (): Promise<TWorkQueue> => getJson(`/api/work-queue?federation=${federationNo}`, ZWorkQueue),
    staleTime: 30_000,
    meta: { silent: true },
  });

/** How many items wait on the user, as last read (reading nothing itself): the page title's badge. */
export function useWorkCount(): number {
  const { data } = useQuery({ ...workQueueQuery, enabled: false });
  return data?.total ?? 0;
}

/** What an item asks, in the interface language (the shared catalogue the digest e-mail uses too). */
export function workReasonText(reason: string): string {
  return reasonText(reason, currentLanguage());
}
