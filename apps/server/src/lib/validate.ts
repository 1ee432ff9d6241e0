import type { z } from 'zod';
import { AppError } from './app-error';

/** Characters no text of ours holds: C0 controls but tab and line breaks, and DEL (PostgreSQL refuses NUL outright). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether a text holds a control character that no field takes. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** The path of the first text holding a control character, in a parsed body. */
function controlCharacterAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path || 'body' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = controlCharacterAt(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Parses a request body or parameters; the first problem becomes a 400 or 422 naming the field. A
 * text holding a control character is refused (422) before anything reads it.
 */
export function validate<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  if (value === null || typeof value !== 'object') throw new AppError('BadRequest', 'body');
  const control = controlCharacterAt(value, '');
  if (control) throw new AppError('InvalidData', control);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  if (issue?.code === 'unrecognized_keys') throw new AppError('BadParameter', issue.keys.join(' '));
  throw new AppError('InvalidData', field);
}
