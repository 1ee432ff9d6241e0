import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { jsonName, type EntityDef, type FieldDef } from '@libero/shared/registry/types';
import { buildRequest, type VisAttributes } from '@libero/shared/vis/request-builder';
import { parseAnswer } from '../http';
import { isJsonContentType, proxyRequestText, ProxyContentTypeError, PROXY_PATH } from '../proxy-client';
import { entityDef, recordSchema } from './entity-schema';

/** Query keys of rankings: under the entity's, so that refreshing the entity refreshes its rankings. */
export const rankingKeys = {
  ranking: (entity: string, attributes: VisAttributes, fields: readonly string[]) =>
    ['entity', entity, 'ranking', attributes, fields] as const,
};

/** An XML attribute as the JSON answer would give it: numbers and flags as numbers, `''` as null. */
function valueOf(field: FieldDef, text: string | null): unknown {
  if (text === null || text === '') return null;
  switch (field.type) {
    case 'integer':
    case 'decimal':
    case 'version':
      return Number(text);
    case 'flag':
      return text === '1' || text.toLowerCase() === 'true' ? 1 : 0;
    default:
      return text;
  }
}

/** `<{request}><{name} Position="1" …/></{request}>` → `{data: [{position: 1, …}]}`. */
export function rankingFromXml(entity: EntityDef, fields: readonly string[], xml: string): unknown {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  if (!root || root.nodeName === 'parsererror' || root.getElementsByTagName('parsererror').length > 0) {
    throw new ProxyContentTypeError('application/xml', xml);
  }
  const entries = [...root.children].filter((element) => element.nodeName === entity.name);
  return {
    data: entries.map((element) =>
      Object.fromEntries(
        fields.map((name) => {
          const field = entity.fields[name];
          if (!field) throw new Error(`${entity.name} has no field ${name}`);
          const answerName = field.answerAs ?? name;
          return [jsonName(answerName), valueOf(field, element.getAttribute(answerName))];
        }),
      ),
    ),
  };
}

/**
 * A ranking read whole (`<Request Type="GetBeachRoundRanking" No="12"/>`), its entries in ranking
 * order with the fields asked for. The public service answers some rankings in XML only, and so
 * does ours: the answer is read in either format and checked against the entity's fields.
 */
export function rankingQuery(entityName: string, attributes: VisAttributes, fields?: readonly string[]) {
  const entity = entityDef(entityName);
  const ranking = entity.ranking;
  if (!ranking) throw new Error(`${entity.name} is not a ranking`);
  const asked = fields ?? entity.defaultFields;
  const schema = z.strictObject({ data: z.array(recordSchema(entity, asked)) });
  const xml = buildRequest({ type: `Get${ranking.request}`, fields: asked, attributes });
  return queryOptions({
    queryKey: rankingKeys.ranking(entity.name, attributes, asked),
    queryFn: async ({ signal }) => {
      const { contentType, text } = await proxyRequestText(xml, { signal });
      const answer = isJsonContentType(contentType)
        ? (JSON.parse(text) as unknown)
        : rankingFromXml(entity, asked, text);
      return parseAnswer(schema, answer, `POST ${PROXY_PATH} (Get${ranking.request})`);
    },
  });
}
