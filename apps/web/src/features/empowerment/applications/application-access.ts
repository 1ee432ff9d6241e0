import { holdsGrant, isAdmin, type Actor } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';

/** A Federation user whose federation takes part in the programme: it applies for itself. */
export const isProgrammeFederation = (actor: Actor) =>
  actor.type === UserTypeNo.Federation && holdsGrant(actor, 'empowerment');

/** Who creates applications: a federation in the programme, or an admin on a federation's behalf. */
export const canCreateApplication = (actor: Actor) => isAdmin(actor) || isProgrammeFederation(actor);
