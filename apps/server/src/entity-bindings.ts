import { confederationBinding, federationBinding, volleyClubBinding } from './features/bodies/bodies.bindings';
import { personBinding, personRoleBindings } from './features/people/people.bindings';
import { personContactBinding } from './features/people/person-contact.binding';
import { playerBinding } from './features/players/player.binding';
import { volleyTransferBinding } from './features/transfers/volley-transfer.binding';
import type { EntityBinding } from './gateway/binding';

/** Every entity's binding, each declared beside its feature: the gateway serves these. */
export const ENTITY_BINDINGS: readonly EntityBinding[] = [
  confederationBinding,
  federationBinding,
  volleyClubBinding,
  playerBinding,
  ...personRoleBindings,
  personBinding,
  personContactBinding,
  volleyTransferBinding,
];
