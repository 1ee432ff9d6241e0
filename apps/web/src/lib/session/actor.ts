import type { Actor } from '@libero/shared/auth/permissions';
import type { TCurrentUser } from '@libero/shared/auth/current-user';

/** The current user as the shared permission checks take it (SPEC §6: impersonating is a flag). */
export function actorOf(user: TCurrentUser): Actor {
  return { ...user, impersonating: user.impersonator !== null };
}
