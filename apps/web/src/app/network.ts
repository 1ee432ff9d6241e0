import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { canSelectNetwork } from '@libero/shared/auth/permissions';
import { currentEnvironment, isProduction, setEnvironment } from '../lib/environment';

/**
 * A network choice left in this browser by a Supervisor does not apply to the next user: anyone
 * else is put back on production before the first API call (the server would refuse it with 403).
 * While impersonating, the real user (an admin) decides, so the choice is kept.
 */
export function keepEnvironmentAllowed(user: TCurrentUser): void {
  if (user.impersonator !== null || canSelectNetwork(user)) return;
  if (!isProduction(currentEnvironment())) setEnvironment('production');
}
