import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  buildRequest,
  get,
  getList,
  save,
  type VisAttributes,
  type VisFilter,
} from '@libero/shared/vis/request-builder';
import { proxyRequest } from '../proxy-client';
import { entityDef, listAnswerSchema, recordAnswerSchema, recordSchema, type RelationSelection } from './entity-schema';

export type ListParams = {
  fields?: readonly string[];
  filter?: VisFilter;
  /** Field names, `-` first for descending. */
  sort?: readonly string[];
  page?: { skip: number; take: number };
  relations?: readonly RelationSelection[];
};

/** Query keys per entity: invalidating `all(entity)` refreshes its lists and records. */
export const entityKeys = {
  all: (entity: string) => ['entity', entity] as const,
  list: (entity: string, params: ListParams) => ['entity', entity, 'list', params] as const,
  record: (entity: string, no: number, relations: readonly RelationSelection[] = []) =>
    ['entity', entity, 'record', no, relations] as const,
};

export function entityListQuery(entityName: string, params: ListParams = {}) {
  const entity = entityDef(entityName);
  const fields = params.fields ?? entity.defaultFields;
  const schema = listAnswerSchema(recordSchema(entity, fields, params.relations));
  const xml = buildRequest(
    getList(entity.name, {
      fields,
      ...(params.filter ? { filter: params.filter } : {}),
      ...(params.sort ? { sort: params.sort } : {}),
      ...(params.page ? { skip: params.page.skip, take: params.page.take } : {}),
      ...(params.relations ? { relations: params.relations } : {}),
    }),
  );
  return queryOptions({
    queryKey: entityKeys.list(entity.name, params),
    queryFn: ({ signal }) => proxyRequest(xml, { schema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function entityQuery(
  entityName: string,
  no: number,
  options: { fields?: readonly string[]; relations?: readonly RelationSelection[] } = {},
) {
  const entity = entityDef(entityName);
  const fields =
    options.fields ??
    Object.entries(entity.fields)
      .filter(([, f]) => (f.access ?? 'public') !== 'restricted' && !f.sameAs)
      .map(([name]) => name);
  const schema = recordAnswerSchema(recordSchema(entity, fields, options.relations));
  const xml = buildRequest(
    get(entity.name, no, { fields, ...(options.relations ? { relations: options.relations } : {}) }),
  );
  return queryOptions({
    queryKey: entityKeys.record(entity.name, no, options.relations),
    queryFn: ({ signal }) => proxyRequest(xml, { schema, signal }),
  });
}

/** A page of an entity's records: `useEntityList('Player', { fields, filter, sort, page })`. */
export function useEntityList(entityName: string, params: ListParams = {}, { enabled = true } = {}) {
  return useQuery({ ...entityListQuery(entityName, params), enabled });
}

export function useEntity(entityName: string, no: number, options: Parameters<typeof entityQuery>[2] = {}) {
  return useQuery(entityQuery(entityName, no, options));
}

/**
 * Save (create without `No`, update with `No` and the `Version` read) or delete a record; the
 * entity's cached lists and records are refreshed afterwards. `silent`: the caller shows a failed
 * save itself (a form, on the field refused), instead of the global notification.
 */
export function useCommand(entityName: string, { silent = false }: { silent?: boolean } = {}) {
  const client = useQueryClient();
  const entity = entityDef(entityName);
  const invalidate = () => client.invalidateQueries({ queryKey: entityKeys.all(entity.name) });
  const saveRecord = useMutation({
    mutationFn: (record: VisAttributes) => proxyRequest(buildRequest(save(entity.name, record))),
    onSuccess: invalidate,
    meta: { silent },
  });
  const deleteRecord = useMutation({
    mutationFn: ({ no, version }: { no: number; version: number }) =>
      proxyRequest(buildRequest({ type: `Delete${entity.name}`, attributes: { No: no, Version: version } })),
    onSuccess: invalidate,
  });
  return { save: saveRecord, remove: deleteRecord };
}
