import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../../ui/select-filter';
import { entityListQuery } from './entity-queries';

type FederationRow = { no: number; code: string | null; name: string | null };

function useFederations(): FederationRow[] | undefined {
  const query = useQuery({
    ...entityListQuery('Federation', { fields: ['No', 'Code', 'Name'], sort: ['Code'], page: { skip: 0, take: 1000 } }),
    staleTime: 60 * 60_000,
  });
  return query.data?.data as FederationRow[] | undefined;
}

const labelOf = (row: { code: string | null; name: string | null }) => `${row.code ?? ''} — ${row.name ?? ''}`;

/** Every national federation as a choice (`ITA — Italy Volleyball Federation`), by code. */
export function useFederationOptions(): SelectOption[] {
  const rows = useFederations();
  return useMemo(() => (rows ?? []).map((row) => ({ value: row.code ?? '', label: labelOf(row) })), [rows]);
}

/** The same choices by federation number, for forms that write `NoFederation`. */
export function useFederationNoOptions(): SelectOption[] {
  const rows = useFederations();
  return useMemo(() => (rows ?? []).map((row) => ({ value: String(row.no), label: labelOf(row) })), [rows]);
}

type ConfederationRow = { no: number; code: string | null; name: string | null };

function useConfederations(): ConfederationRow[] | undefined {
  const query = useQuery({
    ...entityListQuery('Confederation', {
      fields: ['No', 'Code', 'Name'],
      sort: ['Code'],
      page: { skip: 0, take: 100 },
    }),
    staleTime: 60 * 60_000,
  });
  return query.data?.data as ConfederationRow[] | undefined;
}

/** Every confederation as a choice (`CEV — Confédération Européenne de Volleyball`), by code. */
export function useConfederationOptions(): SelectOption[] {
  const rows = useConfederations();
  return useMemo(() => (rows ?? []).map((row) => ({ value: row.code ?? '', label: labelOf(row) })), [rows]);
}

/** The same choices by confederation number, for forms that write `NoConfederation`. */
export function useConfederationNoOptions(): SelectOption[] {
  const rows = useConfederations();
  return useMemo(() => (rows ?? []).map((row) => ({ value: String(row.no), label: labelOf(row) })), [rows]);
}
