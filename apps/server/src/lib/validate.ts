import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses a request body or parameters; the first problem becomes a 400 or 422 naming the field. */
export function validate<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  if (value === null || typeof value !== 'object') throw new AppError('BadRequest', 'body');
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  if (issue?.code === 'unrecognized_keys') throw new AppError('BadParameter', issue.keys.join(' '));
  throw new AppError('InvalidData', field);
}
