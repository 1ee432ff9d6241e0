/**
 * Typed model and emitter of VIS XML requests (see VIS-PROTOCOL.md, "Grammar").
 *
 * Values are written as follows, in root attributes, filters, relations and record nodes alike:
 * - `null` → `""`; `true`/`false` → `"true"`/`"false"`; numbers as `String(n)` (finite only);
 * - a `Date` → `YYYY-MM-DD` when it is exactly midnight UTC (which is how `new Date('2025-01-01')`
 *   and `<input type="date">` values parse), otherwise the full ISO instant (`toISOString()`), so a
 *   date-time never loses its time; pass a string to write any other form;
 * - `undefined` leaves the attribute out, so optional form values can be passed as they are.
 * Output is deterministic: attributes in insertion order (Type, then the field list, then the
 * rest). In the default style the output is byte for byte what FIVB's own JavaScript request
 * builder writes: `<Request …>` always has its end tag (`<Request Type="GetSeasonList"></Request>`),
 * every other element without content closes itself (`<Filter Statuses="30"/>`).
 */

export type VisValue = string | number | boolean | Date | null;
export type VisAttributes = Readonly<Record<string, VisValue | undefined>>;
/** An array means "any of" and is written space-separated. */
export type VisFilter = Readonly<Record<string, VisValue | readonly VisValue[] | undefined>>;
export type FieldsAttribute = 'Properties' | 'Fields';
export type TagMode = 'must' | 'mustNot' | 'should';
export type TagTerm = { term: string; mode: TagMode };

/** Relations use the field-list attribute name of their request. */
export type VisRelation = {
  name: string;
  fields?: readonly string[];
  attributes?: VisAttributes;
  relations?: readonly VisRelation[];
};

/** A record node of a write; it may hold nodes of its own, or text (a file's content). */
export type VisNode = {
  name: string;
  attributes: VisAttributes;
  /** Written inside the node, in order. */
  children?: readonly VisNode[];
  /** The node's text content, escaped; a node has children or text, not both. */
  text?: string;
};

/** Children are written in the order Filter, Relation…, node. */
export type VisRequest = {
  type: string;
  fields?: readonly string[];
  /** Default `Properties` (newer name); `Fields` is the older name. */
  fieldsAttribute?: FieldsAttribute;
  /**
   * Root parameters (`No`, `Skip`, `Take`, `Sort`, `Version`…). A `Filter` attribute
   * (`Filter="NoTournament='2'"`, as old clients write it) is written as given; our server reads
   * it as the same filter as `filter`.
   */
  attributes?: VisAttributes;
  filter?: VisFilter;
  tags?: readonly TagTerm[];
  relations?: readonly VisRelation[];
  node?: VisNode;
};

/**
 * `compact` (default) is the grammar of VIS-PROTOCOL.md as FIVB's JavaScript request builder writes
 * it. `client` is byte-for-byte what the public open-source clients send (see vis-samples): a space
 * before `/>`, `<Request … />` closing itself, and `'` left as is inside the double-quoted attributes.
 */
export type VisXmlStyle = 'compact' | 'client';
export type BuildOptions = { style?: VisXmlStyle };

export type ListOptions = Omit<VisRequest, 'type' | 'node'> & {
  skip?: number;
  take?: number;
  /** Field names, `-` first for descending: `['LastName', '-BirthDate']`. */
  sort?: readonly string[];
  version?: number;
};
export type GetOptions = Omit<VisRequest, 'type' | 'node' | 'filter' | 'tags'>;

type Attribute = readonly [name: string, value: string];
type XmlElement = {
  name: string;
  attributes: readonly Attribute[];
  children: readonly XmlElement[];
  text?: string;
  /** Written `<Name …></Name>` rather than `<Name …/>` when empty (the compact style's Request). */
  endTag?: boolean;
};

const XML_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
// Anything outside the XML 1.0 Char production: C0 controls other than tab/LF/CR, lone surrogates, U+FFFE, U+FFFF.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
// MySQL boolean-mode operators; a term starting with one would change its meaning.
const TAG_OPERATOR_START = /^[+\-<>()~*"@]/;
const TAG_PREFIX = { must: '+', mustNot: '-', should: '' } satisfies Record<TagMode, string>;
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // Written as references because a parser turns literal tabs and line breaks in attributes into spaces.
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

export function buildRequest(request: VisRequest, options: BuildOptions = {}): string {
  return render(requestElement(request), options.style ?? 'compact');
}

export function buildRequests(requests: readonly VisRequest[], options: BuildOptions = {}): string {
  if (requests.length === 0) fail('a batch needs at least one request');
  return render(element('Requests', [], requests.map(requestElement)), options.style ?? 'compact');
}

export function getList(entity: string, options: ListOptions = {}): VisRequest {
  const { skip, take, sort, version, attributes, ...rest } = options;
  const paging = { Skip: skip, Take: take, Sort: sortValue(sort), Version: version };
  return { ...rest, type: `Get${entity}List`, attributes: { ...paging, ...attributes } };
}

export function get(entity: string, no: number, options: GetOptions = {}): VisRequest {
  const { attributes, ...rest } = options;
  return { ...rest, type: `Get${entity}`, attributes: { No: no, ...attributes } };
}

export function save(entity: string, record: VisAttributes): VisRequest {
  return { type: `Save${entity}`, node: { name: entity, attributes: record } };
}

export function del(entity: string, no: number): VisRequest {
  return { type: `Delete${entity}`, attributes: { No: no } };
}

function requestElement(request: VisRequest): XmlElement {
  checkPaging(request.attributes);
  const fieldsAttribute = request.fieldsAttribute ?? 'Properties';
  const attributes = [
    ['Type', checkName(request.type, 'request type')] as const,
    ...fieldList(fieldsAttribute, request.fields),
    ...attributeList(request.attributes),
  ];
  const children = [
    ...filterElements(request.filter, request.tags),
    ...(request.relations ?? []).map((relation) => relationElement(relation, fieldsAttribute)),
    ...(request.node ? [nodeElement(request.node)] : []),
  ];
  return { ...element('Request', attributes, children), endTag: true };
}

function nodeElement(node: VisNode): XmlElement {
  const children = (node.children ?? []).map(nodeElement);
  const written = element(node.name, attributeList(node.attributes), children);
  if (node.text === undefined) return written;
  if (children.length > 0) fail(`node <${node.name}> has both children and text`);
  return { ...written, text: checkChars(node.text, `text of <${node.name}>`) };
}

function relationElement(relation: VisRelation, fieldsAttribute: FieldsAttribute): XmlElement {
  const attributes = [
    ['Name', checkName(relation.name, 'relation name')] as const,
    ...fieldList(fieldsAttribute, relation.fields),
    ...attributeList(relation.attributes),
  ];
  const children = (relation.relations ?? []).map((nested) => relationElement(nested, fieldsAttribute));
  return element('Relation', attributes, children);
}

function filterElements(filter: VisFilter = {}, tags: readonly TagTerm[] = []): XmlElement[] {
  const attributes = Object.entries(filter).flatMap(([name, value]): Attribute[] =>
    value === undefined ? [] : [[name, filterValue(name, value)]],
  );
  const children = tags.length > 0 ? [tagsElement(tags)] : [];
  return attributes.length > 0 || children.length > 0 ? [element('Filter', attributes, children)] : [];
}

function tagsElement(tags: readonly TagTerm[]): XmlElement {
  const text = checkChars(tags.map(tagText).join(' '), 'tag filter');
  return { ...element('Tags', [['Mode', 'MySqlBoolean']]), text };
}

function tagText({ term, mode }: TagTerm): string {
  if (term === '' || /\s/.test(term)) fail(`tag term ${JSON.stringify(term)} must be one word`);
  if (TAG_OPERATOR_START.test(term)) fail(`tag term ${JSON.stringify(term)} starts with an operator; use its mode`);
  return TAG_PREFIX[mode] + term;
}

function fieldList(attribute: FieldsAttribute, fields: readonly string[] = []): Attribute[] {
  if (fields.length === 0) return [];
  return [[attribute, fields.map((field) => checkName(field, 'field name')).join(' ')]];
}

function attributeList(attributes: VisAttributes = {}): Attribute[] {
  return Object.entries(attributes).flatMap(([name, value]): Attribute[] =>
    value === undefined ? [] : [[name, formatValue(value, name)]],
  );
}

function filterValue(name: string, value: VisValue | readonly VisValue[]): string {
  if (!isList(value)) return formatValue(value, name);
  if (value.length === 0) fail(`filter ${name} is an empty list; leave the key out for no filter`);
  return value.map((item) => listItem(name, item)).join(' ');
}

function listItem(name: string, item: VisValue): string {
  const text = formatValue(item, name);
  // The list is space-separated, so a space inside one item would split it into two.
  if (text === '' || /\s/.test(text))
    fail(`filter ${name} has an item ${JSON.stringify(text)} that is empty or has spaces`);
  return text;
}

function isList(value: VisValue | readonly VisValue[]): value is readonly VisValue[] {
  return Array.isArray(value);
}

function formatValue(value: VisValue, name: string): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return formatNumber(value, name);
  if (value instanceof Date) return formatDate(value, name);
  return value;
}

function formatNumber(value: number, name: string): string {
  if (!Number.isFinite(value)) fail(`${name} is ${value}, not a finite number`);
  return String(value);
}

function formatDate(value: Date, name: string): string {
  if (Number.isNaN(value.getTime())) fail(`${name} is an invalid Date`);
  const iso = value.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, -'T00:00:00.000Z'.length) : iso;
}

function sortValue(sort: readonly string[] = []): string | undefined {
  if (sort.length === 0) return undefined;
  for (const key of sort) checkName(key.replace(/^-/, ''), 'sort field');
  return sort.join(' ');
}

function checkPaging(attributes: VisAttributes = {}): void {
  for (const name of ['Skip', 'Take']) {
    const value = attributes[name];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      fail(`${name} must be a non-negative integer, got ${JSON.stringify(value)}`);
    }
  }
}

function element(name: string, attributes: readonly Attribute[], children: readonly XmlElement[] = []): XmlElement {
  checkName(name, 'element name');
  const seen = new Set<string>();
  for (const [attribute, value] of attributes) {
    checkName(attribute, `attribute name on <${name}>`);
    if (seen.has(attribute)) fail(`attribute ${attribute} appears twice on <${name}>`);
    seen.add(attribute);
    checkChars(value, `attribute ${attribute} on <${name}>`);
  }
  return { name, attributes, children };
}

function render(node: XmlElement, style: VisXmlStyle): string {
  const attributes = node.attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value, style)}"`).join('');
  const content =
    node.text !== undefined ? escapeText(node.text) : node.children.map((child) => render(child, style)).join('');
  if (content === '' && node.endTag && style === 'compact') return `<${node.name}${attributes}></${node.name}>`;
  if (content === '') return `<${node.name}${attributes}${style === 'client' ? ' />' : '/>'}`;
  return `<${node.name}${attributes}>${content}</${node.name}>`;
}

function escapeAttribute(value: string, style: VisXmlStyle): string {
  const special = style === 'client' ? /[&<>"\t\n\r]/g : /[&<>"'\t\n\r]/g;
  return value.replace(special, (char) => ENTITIES[char] ?? char);
}

function escapeText(value: string): string {
  return value.replace(/[&<>"'\r]/g, (char) => ENTITIES[char] ?? char);
}

function checkName(name: string, what: string): string {
  if (!XML_NAME.test(name)) fail(`${what} ${JSON.stringify(name)} is not a valid XML name`);
  return name;
}

function checkChars(text: string, where: string): string {
  const found = NOT_XML_CHAR.exec(text);
  if (found) fail(`${where} contains U+${codePoint(found[0])}, which XML 1.0 does not allow`);
  return text;
}

function codePoint(char: string): string {
  return (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
}

function fail(message: string): never {
  throw new Error(`VIS request: ${message}`);
}
