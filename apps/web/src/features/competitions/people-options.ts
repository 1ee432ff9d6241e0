import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VisFilter } from '@libero/shared/vis/request-builder';
import { entityListQuery } from '../../lib/entities/entity-queries';
import type { SelectOption } from '../../ui/select-filter';

/** How many people a list of choices holds. */
const MATCHES = 100;

type PersonRow = { no: number; firstName: string | null; lastName: string | null; federationCode: string | null };

/** `Rossi, Paola (ITA, 1234)`: surname first, as rosters are read; number and federation tell namesakes apart. */
function useOptionsOf(rows: readonly PersonRow[] | undefined): SelectOption[] {
  const { t } = useTranslation('competitions');
  return useMemo(
    () =>
      (rows ?? []).map((row) => ({
        value: String(row.no),
        label: t('people.option', {
          name: [row.lastName, row.firstName].filter(Boolean).join(', '),
          details: [row.federationCode, row.no].filter(Boolean).join(', '),
        }),
      })),
    [rows, t],
  );
}

function usePeople(entity: string, filter: VisFilter | undefined): SelectOption[] {
  const query = useQuery({
    ...entityListQuery(entity, {
      fields: ['No', 'FirstName', 'LastName', 'FederationCode'],
      filter: filter ?? {},
      sort: ['LastName', 'FirstName'],
      page: { skip: 0, take: MATCHES },
    }),
    enabled: filter !== undefined,
  });
  return useOptionsOf(filter === undefined ? undefined : (query.data?.data as PersonRow[] | undefined));
}

/**
 * Whose players a roster lists first, the tournament's gender (men's or women's players only), and
 * whether only beach players are wanted (a beach team's two players).
 */
export type PlayerScope = {
  federationNo?: number | null;
  clubNo?: number | null;
  gender?: number | null;
  beach?: boolean;
};

/**
 * Players to put on a roster: a national team's federation's players, a club team's club's, until
 * something is typed; then those matching it (within the federation for a national team).
 */
export function usePlayerOptions(search: string, { federationNo, clubNo, gender, beach }: PlayerScope): SelectOption[] {
  const text = search.trim();
  const ofGender = {
    ...(gender === 0 || gender === 1 ? { Gender: gender } : {}),
    ...(beach ? { PlaysBeach: true } : {}),
  };
  let filter: VisFilter | undefined;
  if (text) filter = { Search: text, ...(federationNo ? { NoFederation: federationNo } : {}), ...ofGender };
  else if (federationNo) filter = { NoFederation: federationNo, ...ofGender };
  else if (clubNo) filter = { NoClub: clubNo, ...ofGender };
  return usePeople('Player', filter);
}

/** Referees matching a name or number; none before something is typed. */
export function useRefereeOptions(search: string): SelectOption[] {
  const text = search.trim();
  return usePeople('Referee', text ? { Search: text } : undefined);
}
