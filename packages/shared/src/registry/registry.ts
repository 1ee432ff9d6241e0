import { Confederation, Federation, VolleyClub } from './bodies';
import { Player } from './players';
import type { EntityDef } from './types';

/** Every entity the gateway answers for, by VIS type name. */
export const ENTITIES: Readonly<Record<string, EntityDef>> = Object.fromEntries(
  [Confederation, Federation, VolleyClub, Player].map((entity) => [entity.name, entity]),
);

export function entityByName(name: string): EntityDef | undefined {
  return Object.hasOwn(ENTITIES, name) ? ENTITIES[name] : undefined;
}

/** `GetPlayerList` → {entity: Player, verb: 'list'}; `GetPlayer` → {…, verb: 'get'}. */
export function requestTarget(type: string): { entity: EntityDef; verb: 'get' | 'list' } | undefined {
  const match = /^Get(\w+?)(List)?$/.exec(type);
  if (!match?.[1]) return undefined;
  const entity = entityByName(match[1]);
  return entity ? { entity, verb: match[2] ? 'list' : 'get' } : undefined;
}
