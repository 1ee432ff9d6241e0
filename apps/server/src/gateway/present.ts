import { XMLBuilder } from 'fast-xml-parser';
import { jsonName } from '@libero/shared/registry/types';
import { apiErrorBody, errorMessage, type ErrorCode, type ErrorParams } from '@libero/shared/errors/error-codes';
import type { Language } from '@libero/shared/i18n/languages';
import type { ReadPlan } from './read-plan';
import type { ReadResult } from './read-entities';
import type { Row } from './values';
import type { WholeList } from './whole-lists';

/** One request's outcome, before it is written as JSON or XML. */
export type Outcome =
  | { kind: 'record'; plan: ReadPlan; row: Row }
  | { kind: 'list'; plan: ReadPlan; result: ReadResult }
  /** The entries of a ranking, whole: `<VolleyPoolRanking><VolleyPoolRankingEntry …/></VolleyPoolRanking>`. */
  | { kind: 'ranking'; plan: ReadPlan; rows: Row[] }
  /** A list without `Take`, written as it is read (`jsonPieces`, `xmlPieces`). */
  | { kind: 'wholeList'; plan: ReadPlan; list: WholeList }
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

/** One key of a JSON record: where its value comes from, and how the records of a relation are written. */
type JsonEntry = { key: string; source: string; shape?: JsonShape };
/** How the records of one plan are written as JSON text: the keys in their order, made once per plan. */
type JsonShape = JsonEntry[];

const jsonShapes = new WeakMap<ReadPlan, JsonShape>();

/** The keys of `jsonRecord`, in its order: a key set twice keeps its first place and its last value, as in an object. */
function jsonShape(plan: ReadPlan): JsonShape {
  let shape = jsonShapes.get(plan);
  if (shape) return shape;
  const entries = new Map<string, JsonEntry>();
  const add = (name: string, entry: Omit<JsonEntry, 'key'>) =>
    entries.set(name, { key: `${JSON.stringify(name)}:`, ...entry });
  for (const field of plan.fields) add(jsonName(answerName(plan, field)), { source: field });
  for (const relation of plan.relations)
    add(jsonName(relation.name), { source: relation.name, shape: jsonShape(relation.plan) });
  shape = [...entries.values()];
  jsonShapes.set(plan, shape);
  return shape;
}

/** `JSON.stringify(jsonRecord(plan, row))`, written straight from the row: the form of a long list. */
function jsonText(shape: JsonShape, row: Row): string {
  let text = '{';
  for (let i = 0; i < shape.length; i++) {
    const { key, source, shape: related } = shape[i]!;
    const value = row[source] ?? null;
    text += `${i === 0 ? '' : ','}${key}${related && value !== null ? jsonText(related, value as Row) : JSON.stringify(value)}`;
  }
  return `${text}}`;
}

/** `{data}` for a record, `{data, nbItems, version}` for a list, `{errors}` for a refusal. */
export function toJson(outcome: Outcome, language: Language): unknown {
  switch (outcome.kind) {
    case 'wholeList':
      throw new Error('a whole list is written by jsonPieces');
    case 'record':
      return { data: jsonRecord(outcome.plan, outcome.row) };
    case 'list':
      return {
        data: outcome.result.rows.map((row) => jsonRecord(outcome.plan, row)),
        nbItems: outcome.result.nbItems,
        version: outcome.result.version,
      };
    case 'ranking':
      return { data: outcome.rows.map((row) => jsonRecord(outcome.plan, row)) };
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
    case 'wholeList':
      throw new Error('a whole list is written by xmlPieces');
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
    case 'ranking': {
      const entity = outcome.plan.binding.entity;
      return {
        [entity.ranking?.request ?? entity.plural]: {
          [entity.name]: outcome.rows.map((row) => xmlRecord(outcome.plan, row)),
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
export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8" standalone="yes"?>';

/** One element per outcome, wrapped in `<Responses>` when the request was a batch. */
export function toXml(outcomes: Outcome[], batch: boolean, language: Language): string {
  const elements = outcomes.map((outcome) => builder.build(xmlOutcome(outcome, language)) as string).join('');
  return `${XML_DECLARATION}${batch ? `<Responses>${elements}</Responses>` : elements}`;
}

/**
 * Records written at once in a long list: their text stays small enough to be young garbage (a
 * large string would live until the next full collection, and the process's memory grow meanwhile).
 */
const RECORDS_PER_PIECE = 50;

function* pieces(rows: Row[]): Generator<Row[]> {
  for (let start = 0; start < rows.length; start += RECORDS_PER_PIECE)
    yield rows.slice(start, start + RECORDS_PER_PIECE);
}

/**
 * The JSON answer of one outcome, in pieces: a whole list is written chunk by chunk as it is read
 * (the same bytes as the list read at once), and closed however the writing ends.
 */
export async function* jsonPieces(outcome: Outcome, language: Language): AsyncGenerator<string> {
  if (outcome.kind !== 'wholeList') {
    yield JSON.stringify(toJson(outcome, language));
    return;
  }
  const { plan, list } = outcome;
  const shape = jsonShape(plan);
  try {
    let separator = '';
    yield '{"data":[';
    for await (const rows of list.chunks) {
      for (const piece of pieces(rows)) {
        yield separator + piece.map((row) => jsonText(shape, row)).join(',');
        separator = ',';
      }
    }
    yield `],"nbItems":${JSON.stringify(list.nbItems)},"version":${JSON.stringify(list.version)}}`;
  } finally {
    await list.close();
  }
}

/** The XML element of one outcome, in pieces, as `jsonPieces` (no declaration). */
export async function* xmlPieces(outcome: Outcome, language: Language): AsyncGenerator<string> {
  if (outcome.kind !== 'wholeList') {
    yield builder.build(xmlOutcome(outcome, language)) as string;
    return;
  }
  const { plan, list } = outcome;
  const { name, plural } = plan.binding.entity;
  const start = `<${plural} NbItems="${list.nbItems}" Version="${list.version}"`;
  try {
    let opened = false;
    for await (const rows of list.chunks) {
      for (const piece of pieces(rows)) {
        yield (
          (opened ? '' : `${start}>`) + (builder.build({ [name]: piece.map((row) => xmlRecord(plan, row)) }) as string)
        );
        opened = true;
      }
    }
    yield opened ? `</${plural}>` : `${start}/>`;
  } finally {
    await list.close();
  }
}

/**
 * Request types the public service answers in XML only (its JSON answer is `NotInJson`): their
 * answer is an element of entries with no JSON shape. Answered in XML whatever `Accept` asks.
 */
export const XML_ONLY_TYPES: ReadonlySet<string> = new Set([
  'GetBeachOlympicSelectionRanking',
  'GetBeachRoundRanking',
  'GetBeachTournamentRanking',
  'GetBeachWorldTourRanking',
]);
