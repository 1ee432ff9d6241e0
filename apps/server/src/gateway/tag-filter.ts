import { sql, type SQL } from 'drizzle-orm';
import { recordTags } from '../db/schema/tags';
import { AppError } from '../lib/app-error';

/** A term of a boolean-mode tag filter; `prefix` when written `word*`. */
export type TagTerm = { tag: string; prefix: boolean };

/** `+a -b c`: every `must` term, no `mustNot` term, and, when there is no `must`, one `should` term. */
export type TagPlan = { must: TagTerm[]; mustNot: TagTerm[]; should: TagTerm[] };

export const TAG_MODE = 'MySqlBoolean';
const MAX_TERMS = 20;
// Operators of MySQL's boolean mode that change relevance only, or group: not supported here.
const UNSUPPORTED = /[<>()~"@]/;

function bad(detail: string): never {
  throw new AppError('BadParameter', detail);
}

function termOf(word: string): TagTerm {
  if (UNSUPPORTED.test(word)) bad(`Tags: ${word} uses an operator other than + - and a final *`);
  const prefix = word.endsWith('*');
  const tag = (prefix ? word.slice(0, -1) : word).toLowerCase();
  if (tag === '' || tag.includes('*') || /^[+-]/.test(tag)) bad(`Tags: ${word} is not a tag`);
  if (tag.length > 100) bad('Tags: a tag has at most 100 characters');
  return { tag, prefix };
}

/** Checks `<Tags Mode="MySqlBoolean">+player:123 -archived</Tags>`; without `Mode`, that mode, as the public service does. */
export function planTags(
  entityName: string,
  tagged: boolean,
  tags: { mode: string | undefined; text: string },
): TagPlan {
  if (!tagged) bad(`${entityName} has no tags to filter on`);
  if (tags.mode !== undefined && tags.mode !== TAG_MODE) bad(`Tags: Mode must be ${TAG_MODE}`);
  const words = tags.text.trim().split(/\s+/).filter(Boolean);
  if (words.length > MAX_TERMS) bad(`Tags: at most ${MAX_TERMS} terms`);
  const plan: TagPlan = { must: [], mustNot: [], should: [] };
  for (const word of words) {
    if (word.startsWith('+')) plan.must.push(termOf(word.slice(1)));
    else if (word.startsWith('-')) plan.mustNot.push(termOf(word.slice(1)));
    else plan.should.push(termOf(word));
  }
  return plan;
}

const likePrefix = (tag: string) => `${tag.replace(/[\\%_]/g, '\\$&')}%`;

function hasTag(subject: string, no: SQL, term: TagTerm): SQL {
  const match = term.prefix
    ? sql`${recordTags.tag} like ${likePrefix(term.tag)}`
    : sql`${recordTags.tag} = ${term.tag}`;
  return sql`exists (select 1 from ${recordTags} where ${recordTags.subject} = ${subject} and ${recordTags.recordNo} = ${no} and ${match})`;
}

/** The conditions of a tag plan on records of `subject` whose number is `no`. */
export function tagConditions(plan: TagPlan, subject: string, no: SQL): SQL[] {
  const conditions = [
    ...plan.must.map((term) => hasTag(subject, no, term)),
    ...plan.mustNot.map((term) => sql`not ${hasTag(subject, no, term)}`),
  ];
  if (plan.must.length === 0 && plan.should.length > 0) {
    conditions.push(
      sql`(${sql.join(
        plan.should.map((term) => hasTag(subject, no, term)),
        sql` or `,
      )})`,
    );
  }
  return conditions;
}
