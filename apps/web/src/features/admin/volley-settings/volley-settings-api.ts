import { entityListQuery } from '../../../lib/entities/entity-queries';

/** A kind of indoor tournament as the gateway answers the fields the page asks for (JSON names). */
export type TournamentKindRecord = {
  no: number;
  code: string | null;
  /** The English name; `nameFr` and `nameEs` may be empty. */
  name: string | null;
  nameFr: string | null;
  nameEs: string | null;
  /** The standings criteria in order, space-separated. */
  standingsCriteria: string | null;
  maxPlayers: number | null;
  maxLiberos: number | null;
  official: 0 | 1 | null;
  nationalLeague: 0 | 1 | null;
  version: number;
};

export const KIND_FIELDS = [
  'No',
  'Code',
  'Name',
  'NameFr',
  'NameEs',
  'StandingsCriteria',
  'MaxPlayers',
  'MaxLiberos',
  'Official',
  'NationalLeague',
  'Version',
];

/** The kinds are few (a dozen at most): one page holds them all. */
const ALL = { skip: 0, take: 1000 } as const;

/**
 * The kinds of tournament, by number (a save refreshes the entity's lists). The settings are being
 * edited: the page reads them once, and again only when asked.
 */
export function tournamentKindsQuery() {
  return {
    ...entityListQuery('VolleyTournamentType', { fields: KIND_FIELDS, sort: ['No'], page: ALL }),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // The panel shows its own error.
    meta: { silent: true },
  } as const;
}
