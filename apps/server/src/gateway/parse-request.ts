import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../lib/app-error';

/** One relation of a request, as written by the client: names are checked later against the registry. */
export type ParsedRelation = {
  name: string;
  fields: string[] | undefined;
  attributes: Record<string, string>;
  relations: ParsedRelation[];
};

/** An element inside a write's record node (`<Player><Photo …>…</Photo></Player>`), kept so that it is never dropped unseen. */
export type ParsedNode = {
  name: string;
  attributes: Record<string, string>;
  children: ParsedNode[];
  text: string;
};

/** One `<Request>` with its parts, all values still strings. */
export type ParsedRequest = {
  type: string;
  /** From `Properties` (newer) or `Fields` (older). */
  fields: string[] | undefined;
  /** Root attributes other than Type and the field list: No, Skip, Take, Sort, Version… */
  attributes: Record<string, string>;
  /** From the `<Filter …/>` element and the `Filter="Key='value' and …"` attribute, merged. */
  filter: Record<string, string> | undefined;
  /** `Mode` is undefined when left out (it then means MySqlBoolean). */
  tags: { mode: string | undefined; text: string } | undefined;
  relations: ParsedRelation[];
  /** The record of a write: `<Player No="12" FirstName="Ana"/>`, with whatever it holds. */
  node: ParsedNode | undefined;
};

export const XML_LIMITS = {
  /** Requests in one `<Requests>` batch. */
  maxRequests: 50,
  maxElements: 2_000,
  maxDepth: 12,
} as const;

type OrderedNode = { [name: string]: OrderedNode[] | string | Record<string, string> | undefined } & {
  ':@'?: Record<string, string>;
  '#text'?: string;
};

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  // Entities are decoded below, in one pass: built-in ones and character references only.
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  maxNestedTags: XML_LIMITS.maxDepth,
});

const ENTITY = /&(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(ENTITY, (_, name: string) => {
    if (!name.startsWith('#')) return NAMED[name] ?? '';
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    if (code > 0x10ffff) throw new AppError('BadRequest', `character reference &${name};`);
    return String.fromCodePoint(code);
  });
}

function bad(detail: string): never {
  throw new AppError('BadRequest', detail);
}

/** A filter well-formed as XML but not as a filter: a wrong parameter rather than a malformed request. */
function badFilter(detail: string): never {
  throw new AppError('BadParameter', `Filter: ${detail}`);
}

/** Refuses what a request never needs and what attacks use: DTDs (XXE, entity bombs), floods of elements. */
function checkShape(xml: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) bad('DTD and entity declarations are not accepted');
  const elements = xml.match(/<[A-Za-z_]/g)?.length ?? 0;
  if (elements > XML_LIMITS.maxElements) bad(`more than ${XML_LIMITS.maxElements} elements`);
  const valid = XMLValidator.validate(xml, { allowBooleanAttributes: false });
  if (valid !== true) bad(`XML line ${valid.err.line}, column ${valid.err.col}: ${valid.err.msg}`);
}

function elementName(node: OrderedNode): string {
  const name = Object.keys(node).find((key) => key !== ':@' && key !== '#text');
  return name ?? bad('empty element');
}

function childrenOf(node: OrderedNode): OrderedNode[] {
  const children = node[elementName(node)];
  return Array.isArray(children) ? children : [];
}

function attributesOf(node: OrderedNode): Record<string, string> {
  const raw = node[':@'] ?? {};
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, decodeEntities(String(value))]));
}

function textOf(node: OrderedNode): string {
  return childrenOf(node)
    .map((child) => (typeof child['#text'] === 'string' ? decodeEntities(child['#text']) : ''))
    .join('');
}

function fieldList(attributes: Record<string, string>): string[] | undefined {
  const { Properties: properties, Fields: fields } = attributes;
  if (properties !== undefined && fields !== undefined) bad('give either Properties or Fields, not both');
  const list = properties ?? fields;
  return list === undefined ? undefined : list.split(/\s+/).filter(Boolean);
}

function withoutKeys(attributes: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => !keys.includes(key)));
}

function parseRelation(node: OrderedNode): ParsedRelation {
  const attributes = attributesOf(node);
  const name = attributes.Name ?? bad('a Relation needs a Name');
  const relations = childrenOf(node).filter((c) => !('#text' in c));
  for (const child of relations)
    if (elementName(child) !== 'Relation') bad(`unexpected <${elementName(child)}> in a Relation`);
  return {
    name,
    fields: fieldList(attributes),
    attributes: withoutKeys(attributes, ['Name', 'Properties', 'Fields']),
    relations: relations.map(parseRelation),
  };
}

/** Adds `more` to a request's filter; a key given twice (element and attribute) is refused. */
function mergeFilter(request: ParsedRequest, more: Record<string, string>): void {
  const filter = request.filter ?? {};
  for (const [key, value] of Object.entries(more)) {
    if (Object.hasOwn(filter, key)) badFilter(`${key} is given twice`);
    filter[key] = value;
  }
  request.filter = filter;
}

function parseFilter(node: OrderedNode, request: ParsedRequest): void {
  mergeFilter(request, attributesOf(node));
  for (const child of childrenOf(node)) {
    if ('#text' in child) continue;
    if (elementName(child) !== 'Tags' || request.tags) bad(`unexpected <${elementName(child)}> in the Filter`);
    request.tags = { mode: attributesOf(child).Mode, text: textOf(child) };
  }
}

// One `Key='value'` pair: a name, `=`, a value in single quotes where `''` stands for a quote.
const FILTER_PAIR = /^([A-Za-z_][\w.-]*)\s*=\s*'((?:[^']|'')*)'/;
const FILTER_AND = /^\s+and(\s+|$)/i;

/**
 * The filter written as an attribute, `Filter="NoTournament='2' and Season='2025 2026'"`: the same
 * filter as `<Filter NoTournament="2" Season="2025 2026"/>`. Anything else is a 400 showing where.
 */
export function parseFilterAttribute(expression: string): Record<string, string> {
  const filter: Record<string, string> = {};
  let rest = expression.trim();
  while (rest !== '') {
    const pair = FILTER_PAIR.exec(rest) ?? badFilter(`expected Key='value' at "${rest.slice(0, 40)}"`);
    const [whole, key = '', quoted = ''] = pair;
    if (Object.hasOwn(filter, key)) badFilter(`${key} is given twice`);
    filter[key] = quoted.replaceAll("''", "'");
    rest = rest.slice(whole.length);
    if (rest === '') break;
    const and = FILTER_AND.exec(rest) ?? badFilter(`expected "and" at "${rest.trim().slice(0, 40)}"`);
    rest = rest.slice(and[0].length);
    if (rest === '') badFilter(`expected Key='value' after "and"`);
  }
  return filter;
}

function parseNode(node: OrderedNode): ParsedNode {
  return {
    name: elementName(node),
    attributes: attributesOf(node),
    children: childrenOf(node)
      .filter((child) => !('#text' in child))
      .map(parseNode),
    text: textOf(node),
  };
}

function parseOne(node: OrderedNode): ParsedRequest {
  const attributes = attributesOf(node);
  const type = attributes.Type ?? bad('a Request needs a Type');
  const request: ParsedRequest = {
    type,
    fields: fieldList(attributes),
    attributes: withoutKeys(attributes, ['Type', 'Properties', 'Fields', 'Filter']),
    filter: attributes.Filter === undefined ? undefined : parseFilterAttribute(attributes.Filter),
    tags: undefined,
    relations: [],
    node: undefined,
  };
  let filterElements = 0;
  for (const child of childrenOf(node)) {
    if ('#text' in child) continue;
    const name = elementName(child);
    if (name === 'Filter') {
      if (++filterElements > 1) bad('only one Filter per request');
      parseFilter(child, request);
    } else if (name === 'Relation') request.relations.push(parseRelation(child));
    else if (request.node) bad(`unexpected <${name}> in the Request`);
    else request.node = parseNode(child);
  }
  return request;
}

/**
 * Parses `<Request …/>` or `<Requests><Request/>…</Requests>` into plain objects. Anything that is
 * not well-formed or not of this grammar is a 400 naming what is wrong.
 */
export function parseVisXml(xml: string): { requests: ParsedRequest[]; batch: boolean } {
  if (xml.trim() === '') bad('empty request');
  checkShape(xml);
  let document: OrderedNode[];
  try {
    document = parser.parse(xml) as OrderedNode[];
  } catch (error) {
    bad((error as Error).message);
  }
  const roots = document.filter((node) => !('#text' in node));
  const root = roots.length === 1 ? roots[0] : bad('one root element expected');
  if (!root) bad('one root element expected');
  const rootName = elementName(root);
  if (rootName === 'Request') return { requests: [parseOne(root)], batch: false };
  if (rootName !== 'Requests') bad(`unexpected root <${rootName}>: expected Request or Requests`);
  const requests = childrenOf(root).filter((c) => !('#text' in c));
  if (requests.length === 0) bad('no Request in Requests');
  if (requests.length > XML_LIMITS.maxRequests) bad(`more than ${XML_LIMITS.maxRequests} requests in one batch`);
  for (const child of requests)
    if (elementName(child) !== 'Request') bad(`unexpected <${elementName(child)}> in Requests`);
  return { requests: requests.map(parseOne), batch: true };
}
