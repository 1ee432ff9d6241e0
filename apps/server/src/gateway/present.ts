import { XMLBuilder } from 'fast-xml-parser';
import { jsonName } from '@libero/shared/registry/types';
import { apiErrorBody, errorMessage, type ErrorCode, type ErrorParams } from '@libero/shared/errors/error-codes';
import type { Language } from '@libero/shared/i18n/languages';
import type { ReadPlan } from './read-plan';
import type { ReadResult } from './read-entities';
import type { Row } from './values';

/** One request's outcome, before it is written as JSON or XML. */
export type Outcome =
  | { kind: 'record'; plan: ReadPlan; row: Row }
  | { kind: 'list'; plan: ReadPlan; result: ReadResult }
  | { kind: 'deleted'; entity: string; no: number }
  | {
      kind: 'error';
      code: ErrorCode;
      detail: string | undefined;
      /** The values its message names (`Set {set}: …`). */
      params?: ErrorParams;
      current?: { plan: ReadPlan; row: Row };
    };

function answerName(plan: ReadPlan, field: string): string {
  return plan.binding.entity.fields[field]?.answerAs ?? field;
}

function jsonRecord(plan: ReadPlan, row: Row): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of plan.fields) record[jsonName(answerName(plan, field))] = row[field] ?? null;
  for (const relation of plan.relations) {
    const related = row[relation.name] as Row | null;
    record[jsonName(relation.name)] = related ? jsonRecord(relation.plan, related) : null;
  }
  return record;
}

/** `{data}` for a record, `{data, nbItems, version}` for a list, `{errors}` for a refusal. */
export function toJson(outcome: Outcome, language: Language): unknown {
  switch (outcome.kind) {
    case 'record':
      return { data: jsonRecord(outcome.plan, outcome.row) };
    case 'list':
      return {
        data: outcome.result.rows.map((row) => jsonRecord(outcome.plan, row)),
        nbItems: outcome.result.nbItems,
        version: outcome.result.version,
      };
    case 'deleted':
      return { data: { no: outcome.no } };
    case 'error': {
      const body = apiErrorBody(outcome.code, language, outcome.detail, outcome.params);
      return outcome.current ? { ...body, data: jsonRecord(outcome.current.plan, outcome.current.row) } : body;
    }
  }
}

type XmlNode = Record<string, unknown>;

function xmlRecord(plan: ReadPlan, row: Row): XmlNode {
  const node: XmlNode = {};
  for (const field of plan.fields) node[`@_${answerName(plan, field)}`] = row[field] ?? '';
  if (row.Version !== undefined) node['@_Version'] = row.Version;
  for (const relation of plan.relations) {
    const related = row[relation.name] as Row | null;
    if (related) node[relation.name] = xmlRecord(relation.plan, related);
  }
  return node;
}

/** The element names old clients know for refusals. */
const XML_ERROR_ELEMENT: Partial<Record<ErrorCode, string>> = {
  BadRequest: 'BadRequestSyntax',
  NotFound: 'NoData',
  NotAuthenticated: 'AccessDenied',
};

function xmlOutcome(outcome: Outcome, language: Language): XmlNode {
  switch (outcome.kind) {
    case 'record':
      return { [outcome.plan.binding.entity.name]: xmlRecord(outcome.plan, outcome.row) };
    case 'list': {
      const entity = outcome.plan.binding.entity;
      return {
        [entity.plural]: {
          '@_NbItems': outcome.result.nbItems,
          '@_Version': outcome.result.version,
          [entity.name]: outcome.result.rows.map((row) => xmlRecord(outcome.plan, row)),
        },
      };
    }
    case 'deleted':
      return { [outcome.entity]: { '@_No': outcome.no } };
    case 'error':
      return {
        [XML_ERROR_ELEMENT[outcome.code] ?? outcome.code]: {
          '@_Code': outcome.code,
          '@_Message': errorMessage(outcome.code, language, outcome.params),
          ...(outcome.detail ? { '@_Detail': outcome.detail } : {}),
        },
      };
  }
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });
const DECLARATION = '<?xml version="1.0" encoding="utf-8" standalone="yes"?>';

/** One element per outcome, wrapped in `<Responses>` when the request was a batch. */
export function toXml(outcomes: Outcome[], batch: boolean, language: Language): string {
  const elements = outcomes.map((outcome) => builder.build(xmlOutcome(outcome, language)) as string).join('');
  return `${DECLARATION}${batch ? `<Responses>${elements}</Responses>` : elements}`;
}
