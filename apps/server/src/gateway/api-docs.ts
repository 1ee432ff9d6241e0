import type { FastifyInstance } from 'fastify';
import { ERRORS } from '@libero/shared/errors/error-codes';
import { ENTITIES } from '@libero/shared/registry/registry';
import { fieldCodes } from '@libero/shared/registry/field-codes';
import { jsonName, type EntityDef, type FieldDef, type RoleRule } from '@libero/shared/registry/types';
import { MAX_TAKE } from './read-plan';
import { XML_ONLY_TYPES } from './present';
import { LEFT_OUT_HEADER, PUBLIC_ENDPOINT } from './request-xml';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function ruleText(rule: RoleRule): string {
  if (typeof rule === 'string')
    return { anyone: 'anyone, also anonymously', signedIn: 'signed-in users', admin: 'administrators' }[rule];
  const scope = { ownFederation: 'own federation', self: 'themselves', party: 'those they are a party to' };
  const grant = rule.grant ? ` holding the ${rule.grant} grant` : '';
  return `administrators and ${rule.types.join(', ')}${grant}${rule.scope ? ` (${scope[rule.scope]})` : ''}`;
}

function restrictedText(entity: EntityDef): string {
  const readers = entity.rules.restricted ?? [];
  const others = readers.map(
    (r) => `${r.types.join(', ')} (${r.scope === 'ownFederation' ? 'own federation' : 'own record'})`,
  );
  return `Restricted fields: administrators${others.length ? `, ${others.join(', ')}; null on other rows` : ' only'}.`;
}

function table(headers: string[], rows: string[][]): string {
  const head = headers.map((h) => `<th>${escape(h)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('');
  // Wider than a phone: the table scrolls in its own box, the page does not.
  return `<div class="wide"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

/** A code field's codes (`0 planned, 1 entryOpen…`; `running, finished…`), another name's original, or nothing. */
function valuesText(field: FieldDef): string {
  if (field.sameAs) return `the same as <code>${field.sameAs}</code>`;
  return fieldCodes(field)
    .map(({ code, names }) =>
      typeof code === 'number'
        ? `<code>${code}</code> ${names.map(escape).join(' or ')}`
        : `<code>${escape(code)}</code>`,
    )
    .join(', ');
}

/** The requests that read an entity, with who may send them. */
function requestsText(entity: EntityDef): string {
  const keys = (entity.recordKeys ?? []).map((key) => ` ${key}="…"`).join('');
  const ranking = entity.ranking
    ? `, <code>Get${entity.ranking.request}</code> (${Object.keys(entity.ranking.attributes)
        .map((attribute) => `<code>${attribute}="…"</code>`)
        .join(', ')}${entity.ranking.limit ? `, <code>${entity.ranking.limit}="…"</code> for the first ones` : ''})`
    : '';
  return `Requests: <code>Get${entity.name}</code> (<code>No="…"${escape(keys)}</code>; ${escape(ruleText(entity.rules.get))}) and <code>Get${entity.name}List</code> (${escape(ruleText(entity.rules.list))})${ranking}.`;
}

function entitySection(entity: EntityDef): string {
  const fields = Object.entries(entity.fields).map(([name, f]) => [
    `<code>${name}</code>`,
    `<code>${jsonName(f.answerAs ?? name)}</code>${f.answerAs ? ` (XML <code>${f.answerAs}</code>)` : ''}`,
    f.type + (f.unit ? ` (${f.unit}s)` : ''),
    valuesText(f),
    f.access ?? 'public',
    f.sortable ? 'yes' : '',
  ]);
  const filters = Object.entries(entity.filters).map(([name, f]) => [
    `<code>${name}</code>`,
    f.operator === 'in'
      ? 'equals, or any of space-separated values'
      : f.operator === 'search'
        ? 'accent- and case-insensitive words (or a number)'
        : f.operator === 'similar'
          ? 'names alike, accents and case aside (trigram similarity)'
          : f.operator === 'includes'
            ? 'holds any of space-separated values'
            : `${f.operator} (inclusive)`,
    f.type,
  ]);
  const relations = Object.entries(entity.relations).map(([name, r]) => [
    `<code>${name}</code>`,
    `<a href="#${r.target}">${r.target}</a>`,
    `<code>${r.key}</code>`,
  ]);
  return `<section id="${entity.name}"><h2>${entity.name}</h2>
<p>${requestsText(entity)}
Default fields of a list: <code>${entity.defaultFields.join(' ')}</code>; default sort: <code>${entity.defaultSort.join(' ')}</code>.
${entity.tagged ? 'Tag filters: yes.' : ''} ${Object.values(entity.fields).some((f) => f.access === 'restricted') ? escape(restrictedText(entity)) : ''}</p>
<h3>Fields</h3>${table(['Field', 'JSON', 'Type', 'Codes', 'Who may read', 'Sortable'], fields)}
<h3>Filters</h3>${table(['Filter', 'Meaning', 'Value'], filters)}
${relations.length ? `<h3>Relations</h3>${table(['Relation', 'Entity', 'Key'], relations)}` : ''}</section>`;
}

/** The reference of every request type, field and filter, generated from the registry. */
export function apiDocsHtml(orgCode: string, listMaxRows: number): string {
  const entities = Object.values(ENTITIES);
  const errors = Object.entries(ERRORS).map(([code, e]) => [`<code>${code}</code>`, String(e.status), escape(e.en)]);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference | ${escape(orgCode)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem 1.5rem;color:#0f172a}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}th,td{border:1px solid #cbd5e1;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f1f5f9}.wide{overflow-x:auto}code{font-size:13px}h2{border-top:1px solid #cbd5e1;padding-top:1rem}nav a{margin-right:.75rem}</style></head><body>
<h1>${escape(orgCode)} data API (VIS protocol)</h1>
<p>Send XML requests to <code>POST /proxy</code> (signed in; header <code>X-${escape(orgCode)}-Env</code> picks the environment,
<code>X-${escape(orgCode)}-Version</code> is VIS2009, VISv2 or VISSharp) or to <code>${PUBLIC_ENDPOINT}</code> (any case; GET <code>?Request=</code>,
POST raw XML, or POST form field <code>Request</code>; anonymous callers read public data only).
<code>Accept: application/json</code> answers <code>{"data": …, "nbItems", "version"}</code>; otherwise XML.</p>
<pre>&lt;Request Type="GetPlayerList" Properties="No FirstName LastName" Skip="0" Take="50" Sort="LastName -BirthDate" Version="0"&gt;
  &lt;Filter NoFederation="12" Search="ana"/&gt;
  &lt;Relation Name="Federation" Properties="Code Name"&gt;&lt;Relation Name="Confederation" Properties="Code"/&gt;&lt;/Relation&gt;
&lt;/Request&gt;</pre>
<p>A filter may also be written as an attribute of the request, as clients of the public service do:
<code>Filter="NoFederation='12' and Search='ana'"</code> is the same filter as <code>&lt;Filter NoFederation="12" Search="ana"/&gt;</code>
(<code>Key='value'</code> pairs joined by <code>and</code>, each value in single quotes, <code>''</code> for a quote inside; both forms may be given together, each key once).
Space-separated values mean any of. An unknown filter or a malformed expression is a 400 naming it.</p>
<p>Tag filters (entities marked so): <code>&lt;Filter&gt;&lt;Tags Mode="MySqlBoolean"&gt;+player:123 -archived coach*&lt;/Tags&gt;&lt;/Filter&gt;</code>
(<code>Mode</code> may be left out: that mode):
<code>+</code> must have, <code>-</code> must not have, a plain tag should (at least one, when no tag is a must), a final <code>*</code> matches the start of a tag; case is ignored.</p>
<p><code>Properties</code> (or the older <code>Fields</code>) selects fields. Field, filter and sort names are matched without regard to case
(<code>birthdate</code> is <code>BirthDate</code>) and answered in the spelling below. On <code>${PUBLIC_ENDPOINT}</code>, a field name the entity
does not have is left out of the answer, as the public service does, and so is a field the caller may not read (the same way); the answer's
<code>${LEFT_OUT_HEADER}</code> header names them as written (<code>Phase ValidFrom</code>; <code>Federation.Motto</code> in a relation;
<code>2:Phase 3:ValidFrom</code> after each request's place in a batch). <code>POST /proxy</code> refuses them with a 400 naming them.
An unknown filter, sort, attribute, relation or request type is a 400 naming it on both (the public service dropped it silently).
<code>Version="N"</code> answers only records changed after N; a list answers its highest version.</p>
<p><code>Take</code> is at most ${MAX_TAKE}. Without <code>Take</code> a list answers every record from <code>Skip</code> on, streamed as it is read;
past ${listMaxRows.toLocaleString('en')} records (<code>LIST_MAX_ROWS</code>) it is refused with <code>ListTooLong</code>, naming <code>Take</code>: ask page by page.</p>
<p>Several requests in <code>&lt;Requests&gt;</code> are answered each on its own, in order, in <code>&lt;Responses&gt;</code>, always in XML whatever
<code>Accept</code> asks (a one-request batch too), as the public service does; so are the types it answers only in XML
(${[...XML_ONLY_TYPES].map((type) => `<code>${type}</code>`).join(', ')}). <code>Content-Type</code> says which.</p>
<p>Coded fields (statuses, types, genders) answer their codes, listed with each field below; a filter takes a code or its name, in any case
(<code>&lt;Filter Statuses="Running"/&gt;</code> is <code>Statuses="4"</code> for beach tournaments, <code>Gender="W"</code> is <code>Gender="1"</code>).
Where the public service names a value we keep under another name, both names answer it (<code>Hall</code> and <code>HallName</code> of a
volleyball match): the Codes column says which field another name is the same as.</p>
<p><code>GetTournamentList</code> and <code>GetMatchList</code> list the indoor and the beach records together, in the fields the two have in common;
<code>Kind</code> says which a record is (<code>Volley</code> or <code>Beach</code>), and its <code>No</code> opens it with <code>GetVolleyTournament</code> or
<code>GetBeachTournament</code> (<code>GetVolleyMatch</code>, <code>GetBeachMatch</code>). Each kind numbers its records, so an indoor and a beach record may
share a number: <code>GetTournament No="3" Kind="Beach"</code> names one; without <code>Kind</code> a shared number is a 400 asking for it.</p>
<p>Readable anonymously: ${entities
    .filter((entity) => entity.rules.list === 'anyone')
    .map((entity) => `<a href="#${entity.name}">${entity.name}</a>`)
    .join(', ')}.</p>
<p>A <code>Save…</code> request carries one record node whose attributes are the fields written (<code>""</code> for none);
a node or text inside it is refused with a 400 naming it, and nothing is stored.</p>
<nav>${entities.map((e) => `<a href="#${e.name}">${e.name}</a>`).join('')}<a href="#errors">Errors</a></nav>
${entities.map(entitySection).join('\n')}
<section id="errors"><h2>Errors</h2><p>JSON: <code>{"errors":[{"code","status","message","detail"}]}</code>; XML: an element named after the code
(<code>&lt;BadRequestSyntax/&gt;</code>, <code>&lt;NoData/&gt;</code>, <code>&lt;AccessDenied/&gt;</code>…).</p>
${table(['Code', 'HTTP status', 'Message'], errors)}</section></body></html>`;
}

export async function apiDocsRoutes(app: FastifyInstance) {
  const html = apiDocsHtml(app.config.ORG_CODE, app.config.LIST_MAX_ROWS);
  app.get('/api-docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
  app.get('/api-docs.json', async () => ({ entities: ENTITIES, errors: ERRORS }));
}
