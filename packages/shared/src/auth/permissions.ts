import { UserTypeNo } from './user-types';

type Actor = { no: number; type: number };

export function isAdmin(actor: Actor): boolean {
  return actor.type === UserTypeNo.Administrator || actor.type === UserTypeNo.Supervisor;
}

export function canUseEnvironment(actor: Actor, environment: string): boolean {
  return environment === 'production' || actor.type === UserTypeNo.Supervisor;
}

export function canImpersonate(actor: Actor, target: Actor): boolean {
  if (!isAdmin(actor) || actor.no === target.no) return false;
  return !isAdmin(target) || actor.type === UserTypeNo.Supervisor;
}
