import { isAdmin, type Actor } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';

type User = Pick<Actor, 'type' | 'typeNo'>;

/**
 * What a user may change of an agent, as the server's rules say: admins and the licensing
 * federation everything (`all`); the agent their languages, agency and contact (`self`).
 */
export type AgentWriteAccess = 'all' | 'self' | 'none';

/** Admins license agents of any federation; a federation its own. */
export function canCreateAgent(user: User): boolean {
  return isAdmin(user) || user.type === UserTypeNo.Federation;
}

export function agentWriteAccess(user: User, agent: { no: number; noFederation: number | null }): AgentWriteAccess {
  if (isAdmin(user)) return 'all';
  if (user.type === UserTypeNo.Federation && agent.noFederation === user.typeNo) return 'all';
  if (user.type === UserTypeNo.PlayerAgent && agent.no === user.typeNo) return 'self';
  return 'none';
}

/** Only admins suspend a licence (and say why). */
export function canSuspendAgent(user: User): boolean {
  return isAdmin(user);
}

/** The players an agent represents are kept by the agent themself and by admins. */
export function canKeepRepresentations(user: User, agentNo: number): boolean {
  return isAdmin(user) || (user.type === UserTypeNo.PlayerAgent && user.typeNo === agentNo);
}

/** The federation a user licenses agents for: a Federation user's own, else any (undefined). */
export function licensingFederationOf(user: User): number | undefined {
  return !isAdmin(user) && user.type === UserTypeNo.Federation ? user.typeNo : undefined;
}
