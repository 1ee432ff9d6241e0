import { confederationBinding, federationBinding, volleyClubBinding } from '../features/bodies/bodies.bindings';
import { personBinding, personRoleBindings } from '../features/people/people.bindings';
import { personContactBinding } from '../features/people/person-contact.binding';
import { playerBinding } from '../features/players/player.binding';
import { volleyTransferBinding } from '../features/transfers/volley-transfer.binding';
import type { EntityBinding } from './binding';

const BINDINGS: readonly EntityBinding[] = [
  confederationBinding,
  federationBinding,
  volleyClubBinding,
  playerBinding,
  ...personRoleBindings,
  personBinding,
  personContactBinding,
  volleyTransferBinding,
];

const byName = new Map(BINDINGS.map((binding) => [binding.entity.name, binding]));

export function bindingOf(entityName: string): EntityBinding {
  const binding = byName.get(entityName);
  if (!binding) throw new Error(`No binding for entity ${entityName}`);
  return binding;
}
