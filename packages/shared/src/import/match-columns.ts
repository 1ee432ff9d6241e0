import type { FieldDef } from '../registry/types';
import { HEADER_SYNONYMS } from './header-synonyms';
import { importableFields, importedEntity } from './importable-fields';
import { comparableKey, comparableWords } from './normalize';

/** `exact`: the header is one of the field's names; `likely`: it holds one (`Height (cm)`, `Player's first name`). */
export type MatchConfidence = 'exact' | 'likely';

export type ColumnMatch = { header: string; field: string | null; confidence: MatchConfidence | null };

/** A field's labels in the languages the caller has loaded (the web's en, fr and es), by label key. */
export type LabelsOf = (labelKey: string) => readonly string[];

/** Where a name of a field comes from: its VIS name is the surest, a form's label the least (it may be another field's too). */
const SOURCE_RANK = { visName: 3, synonym: 2, label: 1 } as const;

/** `position`: where it comes among the field's names; the earlier, the more the field's own (`Nationality` before `Country`). */
type Term = { words: string[]; key: string; rank: number; position: number };
type Header = { words: string[]; key: string; bareKey: string };
type Candidate = {
  column: number;
  field: string;
  order: number;
  score: number;
  position: number;
  confidence: MatchConfidence;
};
type Found = Pick<Candidate, 'score' | 'position' | 'confidence'>;

/** Names this short (`NF`, `CP`, `Rh`) match a whole header only, never a word of a longer one. */
const SHORTEST_CONTAINED = 3;

function termsOf(name: string, field: FieldDef, labelsOf: LabelsOf | undefined): Term[] {
  const named = (texts: readonly string[], rank: number) =>
    texts.map((text) => ({ words: comparableWords(text), key: comparableKey(text), rank }));
  return [
    ...named([name, ...(field.answerAs ? [field.answerAs] : [])], SOURCE_RANK.visName),
    ...named(HEADER_SYNONYMS[name] ?? [], SOURCE_RANK.synonym),
    ...named(labelsOf?.(field.label) ?? [], SOURCE_RANK.label),
  ]
    .filter((term) => term.key !== '')
    .map((term, position) => ({ ...term, position }));
}

function headerOf(text: string): Header {
  return {
    words: comparableWords(text),
    key: comparableKey(text),
    bareKey: comparableKey(text.replace(/\([^)]*\)|\[[^\]]*\]|\{[^}]*\}/g, ' ')),
  };
}

function containsRun(words: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= words.length; start++) {
    if (run.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
}

/** How well a header names a term: equal beats equal once the brackets are dropped, which beats containing it. */
function score(header: Header, term: Term): Found | undefined {
  const { position } = term;
  if (header.key === term.key) return { score: 300 + term.rank, position, confidence: 'exact' };
  if (header.bareKey === term.key) return { score: 200 + term.rank, position, confidence: 'likely' };
  if (term.key.length >= SHORTEST_CONTAINED && containsRun(header.words, term.words)) {
    // The longer the name found, the more specific: `Passport validity date` is the validity, not the number.
    return { score: 100 + 10 * term.words.length + term.rank, position, confidence: 'likely' };
  }
  return undefined;
}

function bestCandidate(header: Header, terms: readonly Term[]): Found | undefined {
  let best: Found | undefined;
  for (const term of terms) {
    const found = score(header, term);
    if (found && (!best || found.score > best.score)) best = found;
  }
  return best;
}

/**
 * Each header's field of the entity, for the user to check and correct: matched by the field's VIS
 * name, its usual spellings and its labels (`labelsOf`, when the caller has them). A field goes to
 * one header only, the best matching one (the first of equals); a header left without a field
 * gets null.
 */
export function matchColumns(entityName: string, headers: readonly string[], labelsOf?: LabelsOf): ColumnMatch[] {
  const fields = importableFields(importedEntity(entityName)).map(([name, field]) => ({
    name,
    terms: termsOf(name, field, labelsOf),
  }));
  const candidates: Candidate[] = [];
  headers.forEach((text, column) => {
    const header = headerOf(text);
    if (header.key === '') return;
    fields.forEach(({ name, terms }, order) => {
      const best = bestCandidate(header, terms);
      if (best) candidates.push({ column, field: name, order, ...best });
    });
  });
  candidates.sort((a, b) => b.score - a.score || a.position - b.position || a.column - b.column || a.order - b.order);

  const matches: ColumnMatch[] = headers.map((header) => ({ header, field: null, confidence: null }));
  const taken = new Set<string>();
  for (const candidate of candidates) {
    const match = matches[candidate.column];
    if (!match || match.field !== null || taken.has(candidate.field)) continue;
    match.field = candidate.field;
    match.confidence = candidate.confidence;
    taken.add(candidate.field);
  }
  return matches;
}
