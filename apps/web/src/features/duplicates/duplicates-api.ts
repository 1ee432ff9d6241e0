import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZDuplicatePairs, type DuplicateQuery } from '@libero/shared/duplicates/duplicate-pairs';
import { downloadFile, type ExportFormat } from '../../lib/entities/export-list';
import { getJson, postJson, searchOf } from '../../lib/http';

export type DuplicateFilters = Pick<DuplicateQuery, 'federation' | 'kind' | 'minScore'>;
export type DuplicateListQuery = DuplicateFilters & Pick<DuplicateQuery, 'sort' | 'skip' | 'take'>;

export const duplicateKeys = {
  all: ['person-duplicates'] as const,
  list: (query: DuplicateListQuery) => [...duplicateKeys.all, query] as const,
};

/** `GET /api/person-duplicates`: a page of the likely pairs the user reaches. */
export const duplicatesQuery = (query: DuplicateListQuery) =>
  queryOptions({
    queryKey: duplicateKeys.list(query),
    queryFn: () => getJson(`/api/person-duplicates?${searchOf(query)}`, ZDuplicatePairs),
    placeholderData: keepPreviousData,
  });

/** The two are not the same person: the pair is never listed again. */
export const dismissPair = (a: number, b: number) =>
  postJson('/api/person-duplicates/dismiss', { a, b }, z.object({ dismissed: z.literal(true) }));

/** Every pair of the filters as a file the browser saves. */
export async function exportDuplicates(filters: DuplicateFilters, format: ExportFormat): Promise<void> {
  await downloadFile(`/api/person-duplicates?${searchOf({ ...filters, format })}`, `possible-duplicates.${format}`);
}
