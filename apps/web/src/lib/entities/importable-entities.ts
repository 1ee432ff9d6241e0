import { ruleVerdict } from '@libero/shared/auth/access-rules';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { actorOf } from '../session/actor';
import { entityDef } from './entity-schema';

/**
 * What a spreadsheet may bring in (issue #39): the records users create through a form. The
 * server imports any entity whose Save creates records; these are the ones kept in lists.
 */
export const IMPORTABLE_ENTITIES = [
  'Player',
  'Coach',
  'Referee',
  'Official',
  'MedicalPerson',
  'MediaPerson',
  'PlayersAgent',
  'VolleyClub',
  'VolleyHall',
  'Federation',
] as const;
export type ImportableEntity = (typeof IMPORTABLE_ENTITIES)[number];

export function isImportable(entityName: string): entityName is ImportableEntity {
  return (IMPORTABLE_ENTITIES as readonly string[]).includes(entityName);
}

/** Whether `user` may import `entityName`: an importable entity whose Save rule lets them (the server checks the same). */
export function mayImport(entityName: string, user: TCurrentUser | undefined): boolean {
  if (!user || !isImportable(entityName)) return false;
  const rule = entityDef(entityName).rules.save;
  return rule !== undefined && ruleVerdict(rule, actorOf(user)) === 'allowed';
}

/** The page that starts an import into `entityName`. */
export function newImportPath(entityName: string): string {
  return `/imports/new?entity=${encodeURIComponent(entityName)}`;
}
