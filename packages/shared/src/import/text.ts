import type { WriteRules } from '../registry/types';
import { accept, cellText, refuse, type Cell, type Conversion } from './conversion';

/** As the server checks an e-mail address (`gateway/write-values.ts`). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A cell as text: trimmed, runs of spaces, tabs and line breaks made one space, within the
 * field's maximum length. A cell starting with `=`, `+`, `-` or `@` is a formula to a spreadsheet
 * but text here: kept as written, never evaluated.
 */
export function toText(cell: Cell, rules: WriteRules = {}): Conversion<string> {
  const text = cellText(cell).replace(/\s+/g, ' ');
  if (/\p{Cc}/u.test(text)) return refuse('controlCharacter');
  if (rules.maxLength !== undefined && text.length > rules.maxLength) return refuse('tooLong');
  if (rules.format === 'email' && !EMAIL.test(text)) return refuse('invalidFormat');
  return accept(text);
}
