import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../lib/app-error';

/** One relation of a request, as written by the client: names are checked later against the registry. */
export type ParsedRelation = {
  name: string;
  fields: string[] | undefined;
  attributes: Record<string, string>;
  relations: ParsedRelation[];
};

/** One `<Request>` with its parts, all values still strings. */
export type ParsedRequest = {
  type: string;
  /** From `Properties` (newer) or `Fields` (older). */
  fields: string[] | undefined;
  /** Root attributes other than Type and the field list: No, Skip, Take, Sort, Version… */
  attributes: Record<string, string>;
  filter: Record<string, string> | undefined;
  tags: { mode: string; text: string } | undefined;
  relations: ParsedRelation[];
  /** The record of a write: `<Player No="12" FirstName="Ana"/>`. */
  node: { name: string; attributes: Record<string, string> } | undefined;
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

function parseFilter(node: OrderedNode, request: ParsedRequest): void {
  if (request.filter) bad('only one Filter per request');
  request.filter = attributesOf(node);
  for (const child of childrenOf(node)) {
    if ('#text' in child) continue;
    if (elementName(child) !== 'Tags' || request.tags) bad(`unexpected <${elementName(child)}> in the Filter`);
    request.tags = { mode: attributesOf(child).Mode ?? '', text: textOf(child) };
  }
}

function parseOne(node: OrderedNode): ParsedRequest {
  const attributes = attributesOf(node);
  const type = attributes.Type ?? bad('a Request needs a Type');
  const request: ParsedRequest = {
    type,
    fields: fieldList(attributes),
    attributes: withoutKeys(attributes, ['Type', 'Properties', 'Fields']),
    filter: undefined,
    tags: undefined,
    relations: [],
    node: undefined,
  };
  for (const child of childrenOf(node)) {
    if ('#text' in child) continue;
    const name = elementName(child);
    if (name === 'Filter') parseFilter(child, request);
    else if (name === 'Relation') request.relations.push(parseRelation(child));
    else if (request.node) bad(`unexpected <${name}> in the Request`);
    else request.node = { name, attributes: attributesOf(child) };
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
