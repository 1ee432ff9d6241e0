import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { entityListQuery, type ListParams } from '../../lib/entities/entity-queries';
import { currentLanguage } from '../../lib/i18n';
import type { SelectOption } from '../../ui/select-filter';

const REFERENCE = { skip: 0, take: 500 } as const;

/** Reference data changes seldom: read once an hour at most (and again after a change made here). */
function useReferenceList(entity: string, params: ListParams) {
  return useQuery({ ...entityListQuery(entity, { ...params, page: REFERENCE }), staleTime: 60 * 60_000 });
}

type SeasonRow = { no: number; name: string | null; year: number | null };

/** The national-league seasons, latest first (`2025/26`). */
export function useSeasonOptions(): SelectOption[] {
  const query = useReferenceList('Season', { fields: ['No', 'Name', 'Year'], sort: ['-Year'] });
  const rows = query.data?.data as SeasonRow[] | undefined;
  return useMemo(
    () => (rows ?? []).map((row) => ({ value: String(row.no), label: row.name ?? String(row.year ?? row.no) })),
    [rows],
  );
}

export type TournamentTypeRow = {
  no: number;
  code: string | null;
  name: string | null;
  nameFr: string | null;
  nameEs: string | null;
  nationalLeague: 0 | 1 | null;
};

export function useTournamentTypes(): TournamentTypeRow[] | undefined {
  const query = useReferenceList('VolleyTournamentType', {
    fields: ['No', 'Code', 'Name', 'NameFr', 'NameEs', 'NationalLeague'],
    sort: ['Name'],
  });
  return query.data?.data as TournamentTypeRow[] | undefined;
}

/** A type's name in the interface language (the English one when it has none). */
export function typeName(row: TournamentTypeRow, language: string): string {
  const local = language === 'fr' ? row.nameFr : language === 'es' ? row.nameEs : row.name;
  return local ?? row.name ?? row.code ?? String(row.no);
}

/** The kinds of tournament, named in the interface language. */
export function useTournamentTypeOptions(): SelectOption[] {
  const rows = useTournamentTypes();
  // Subscribes to language changes.
  useTranslation();
  const language = currentLanguage();
  return useMemo(
    () =>
      (rows ?? [])
        .map((row) => ({ value: String(row.no), label: typeName(row, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [rows, language],
  );
}

type EventRow = { no: number; name: string | null; startDate: string | null };

/** Events to attach a tournament to, latest first. */
export function useEventOptions(): SelectOption[] {
  const query = useReferenceList('Event', { fields: ['No', 'Name', 'StartDate'], sort: ['-StartDate'] });
  const rows = query.data?.data as EventRow[] | undefined;
  return useMemo(
    () =>
      (rows ?? []).map((row) => ({
        value: String(row.no),
        label: row.startDate ? `${row.name ?? row.no} (${row.startDate.slice(0, 4)})` : String(row.name ?? row.no),
      })),
    [rows],
  );
}

type HallRow = { no: number; name: string | null; city: string | null; timeZone: string | null };

/** Halls to play in: `Palalottomatica, Rome (Europe/Rome)`. */
export function useHallOptions(): SelectOption[] {
  const query = useReferenceList('VolleyHall', {
    fields: ['No', 'Name', 'City', 'TimeZone'],
    sort: ['Name'],
  });
  const rows = query.data?.data as HallRow[] | undefined;
  return useMemo(
    () =>
      (rows ?? []).map((row) => ({
        value: String(row.no),
        label: `${row.name ?? row.no}${row.city ? `, ${row.city}` : ''}${row.timeZone ? ` (${row.timeZone})` : ''}`,
      })),
    [rows],
  );
}
