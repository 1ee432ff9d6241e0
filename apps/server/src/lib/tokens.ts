import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit secret for a cookie or a link. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: enough to recognise it, never enough to use it. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
