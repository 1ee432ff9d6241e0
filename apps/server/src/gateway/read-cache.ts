import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../lib/request-auth';
import { parseVisXml, type ParsedRequest } from './parse-request';
import type { PlanOptions, ReadPlan } from './read-plan';

/**
 * The same reads come again and again (a page reloaded, the same list asked by many users): the
 * requests of a short XML text are parsed once, and a read request is planned once per kind of
 * viewer. A plan depends only on its request, the registry, the viewer's identity and grants and
 * the language localized texts answer in
 * (its row scopes are SQL that the database evaluates), so the copy kept answers like a new one;
 * its compiled query is then kept with it (read-entities.ts, db/prepared.ts).
 */
const PARSED_MAX_CHARS = 4096;
const parsed = new LRUCache<string, Parsed>({ max: 2000 });
type Parsed = { requests: ParsedRequest[]; batch: boolean };

/** Freezes what is shared between requests: a mutation would throw instead of leaking into the next. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** `parseVisXml`, answered from the cache for a text seen before; its result must not be changed. */
export function parseVisXmlOnce(xml: string): Parsed {
  if (xml.length > PARSED_MAX_CHARS) return parseVisXml(xml);
  const known = parsed.get(xml);
  if (known) return known;
  const result = deepFreeze(parseVisXml(xml));
  parsed.set(xml, result);
  return result;
}

/** The plans of a (cached) request, by viewer: a page asked by many users keeps the latest few. */
const plans = new WeakMap<ParsedRequest, LRUCache<string, ReadPlan>>();
const PLANS_PER_REQUEST = 64;

/** What a plan depends on about the viewer. */
function viewerKey(viewer: AuthUser | null): string {
  if (!viewer) return '';
  return `${viewer.no}:${viewer.type}:${viewer.typeNo}:${viewer.federationEmpowerment}:${viewer.accesses.join(' ')}`;
}

/** `plan()` of `request` for `viewer` (with `options`), made once; a refusal (a thrown error) is not kept. */
export function plannedOnce(
  request: ParsedRequest,
  viewer: AuthUser | null,
  plan: () => ReadPlan,
  { language, unknownFields }: PlanOptions = {},
): ReadPlan {
  if (!Object.isFrozen(request)) return plan();
  let byViewer = plans.get(request);
  if (!byViewer) {
    byViewer = new LRUCache<string, ReadPlan>({ max: PLANS_PER_REQUEST });
    plans.set(request, byViewer);
  }
  const key = `${language ?? ''}|${unknownFields ?? 'refused'}|${viewerKey(viewer)}`;
  const known = byViewer.get(key);
  if (known) return known;
  const made = plan();
  byViewer.set(key, made);
  return made;
}
