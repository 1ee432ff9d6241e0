import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { entityListQuery } from '../../lib/entities/entity-queries';
import type { SelectOption } from '../../ui/select-filter';

type ClubRow = { no: number; name: string | null; city: string | null };

/** Clubs change rarely: a list read stays fresh for a while. */
const CLUBS_STALE_MS = 10 * 60_000;

/** The clubs of a federation as choices ("Volley Club (City)"), by name; none before a federation is chosen. */
export function useFederationClubs(federationNo: number | undefined): { options: SelectOption[]; loading: boolean } {
  const query = useQuery({
    ...entityListQuery('VolleyClub', {
      fields: ['No', 'Name', 'City'],
      filter: { NoFederation: federationNo ?? 0 },
      sort: ['Name'],
      page: { skip: 0, take: 1000 },
    }),
    enabled: federationNo !== undefined,
    staleTime: CLUBS_STALE_MS,
  });
  const rows = federationNo === undefined ? undefined : (query.data?.data as ClubRow[] | undefined);
  const options = useMemo(
    () =>
      (rows ?? []).map((row) => ({
        value: String(row.no),
        label: row.city ? `${row.name ?? ''} (${row.city})` : (row.name ?? ''),
      })),
    [rows],
  );
  return { options, loading: federationNo !== undefined && query.isPending };
}

export type OwnClub = { no: number; name: string; federationNo: number; federationName: string };

type OwnClubRow = {
  no: number;
  name: string | null;
  noFederation: number | null;
  federationName: string | null;
  federationCode: string | null;
};

/** A VolleyClub user's club and its federation: the receiving side of the transfers they start. */
export function useOwnClub(clubNo: number | undefined): OwnClub | undefined {
  // A list of one: a list's cache key holds the fields asked, a record's does not.
  const query = useQuery({
    ...entityListQuery('VolleyClub', {
      fields: ['No', 'Name', 'NoFederation', 'FederationCode', 'FederationName'],
      filter: { No: clubNo ?? 0 },
    }),
    enabled: clubNo !== undefined,
    staleTime: CLUBS_STALE_MS,
  });
  const row = (query.data?.data as OwnClubRow[] | undefined)?.[0];
  if (!row || clubNo === undefined || row.noFederation === null) return undefined;
  const federation = [row.federationCode, row.federationName].filter(Boolean).join(' — ');
  return { no: row.no, name: row.name ?? '', federationNo: row.noFederation, federationName: federation };
}
