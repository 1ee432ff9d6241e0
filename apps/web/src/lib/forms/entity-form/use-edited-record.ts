import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { entityQuery } from '../../entities/entity-queries';
import type { EntityRow } from '../../entities/entity-table';

/**
 * The record a form edits, with the `fields` the user may read: read afresh when the page opens,
 * then kept while the user types (refreshes elsewhere do not reset the form); `reload` reads it
 * again after a conflict.
 */
export function useEditedRecord(entity: string, no: number, fields: readonly string[]) {
  const query = useQuery({
    ...entityQuery(entity, no, { fields }),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [record, setRecord] = useState<EntityRow>();
  const fresh = query.isFetching ? undefined : (query.data?.data as EntityRow | undefined);
  if (fresh && !record) setRecord(fresh);
  const reload = async () => {
    const { data } = await query.refetch();
    setRecord(data?.data as EntityRow | undefined);
  };
  return { record, error: query.isError ? query.error : undefined, reload };
}
