import { sql } from 'drizzle-orm';
import { Player } from '@libero/shared/registry/players';
import { volleyClubs } from '../../db/schema/bodies';
import { persons } from '../../db/schema/people';
import { holdsRole, personBase, personColumns, personWrite } from '../people';
import { readColumns, type EntityBinding } from '../../gateway/binding';

/** What only a player has: the disciplines they play, their position, reach and club. */
const playerColumns = {
  ...personColumns,
  PlaysBeach: persons.playsBeach,
  PlaysVolley: persons.playsVolley,
  ActiveBeach: persons.activeBeach,
  ActiveVolley: persons.activeVolley,
  Position: persons.position,
  SpikeReach: persons.spikeReach,
  BlockReach: persons.blockReach,
  NoClub: persons.clubNo,
};

export const playerBinding: EntityBinding = {
  entity: Player,
  ...personBase,
  from: sql`${personBase.from} left join ${volleyClubs} on ${volleyClubs.no} = ${persons.clubNo}`,
  where: holdsRole('player'),
  columns: {
    ...personBase.columns,
    ...readColumns(playerColumns),
    TeamName: sql`${persons.lastName}`,
    CountryCode: sql`${persons.nationality}`,
    ClubName: sql`${volleyClubs.name}`,
  },
  write: personWrite('player', playerColumns),
};
