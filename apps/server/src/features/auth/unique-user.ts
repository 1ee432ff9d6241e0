import { AppError } from '../../lib/app-error';

/** The unique index a PostgreSQL error (wrapped by Drizzle in `cause`s) violated, if it is one. */
function violatedIndex(error: unknown): string | undefined {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/**
 * Runs a write of a user's username or e-mail address; a username or address another user has
 * becomes a 409 naming the field (the unique indexes decide, so two requests at once cannot both
 * take one). `emailField` names the e-mail field as the caller's input does.
 */
export async function writingUniqueUser<T>(write: () => Promise<T>, emailField = 'email'): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = violatedIndex(error);
    if (index === 'users_username_lower_key') throw new AppError('UsernameTaken', 'username');
    if (index === 'users_email_lower_key') throw new AppError('EmailTaken', emailField);
    throw error;
  }
}
