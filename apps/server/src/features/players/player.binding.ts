import { sql } from 'drizzle-orm';
import { Player } from '@libero/shared/registry/players';
import { persons } from '../../db/schema/people';
import type { EntityBinding } from '../../gateway/binding';
import { holdsRole, personBase } from '../people/people.bindings';

export const playerBinding: EntityBinding = {
  entity: Player,
  ...personBase,
  where: holdsRole('player'),
  columns: {
    ...personBase.columns,
    TeamName: sql`${persons.lastName}`,
    BirthPlace: sql`${persons.birthPlace}`,
    Height: sql`${persons.height}`,
    Weight: sql`${persons.weight}`,
    CountryCode: sql`${persons.nationality}`,
    PlaysBeach: sql`${persons.playsBeach}`,
    PlaysVolley: sql`${persons.playsVolley}`,
    ActiveBeach: sql`${persons.activeBeach}`,
    ActiveVolley: sql`${persons.activeVolley}`,
  },
};
