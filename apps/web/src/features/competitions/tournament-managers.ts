import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { ZUserDetail, ZUserList, type TUserSummary } from '@libero/shared/users/admin-users';
import { getJson, httpStatusOf } from '../../lib/http';

/** How many tournament managers the picker lists for a search. */
export const MANAGER_MATCHES = 50;

const managerKeys = {
  all: ['competitions', 'managers'] as const,
  user: (no: number) => [...managerKeys.all, 'user', no] as const,
  candidates: (search: string) => [...managerKeys.all, 'candidates', search] as const,
};

/** A manager as the panel names them; `user` null when no user has that number (any longer). */
export type ManagerLine = { no: number; user: TUserSummary | null | undefined };

/**
 * The users a tournament's `ManagerUserNos` lists, read from the administration's users (admins
 * only): `user` undefined while read, null for a number no user has.
 */
export function useManagerUsers(userNos: readonly number[]): ManagerLine[] {
  const queries = useQueries({
    queries: userNos.map((no) => ({
      queryKey: managerKeys.user(no),
      queryFn: async () => {
        try {
          return await getJson(`/api/admin/users/${no}`, ZUserDetail);
        } catch (error) {
          if (httpStatusOf(error) === 404) return null;
          throw error;
        }
      },
      staleTime: 60_000,
      meta: { silent: true },
    })),
  });
  return userNos.map((no, i) => ({ no, user: queries[i]?.data }));
}

/** Users of type VolleyTournamentManager matching `search` (names, username, e-mail), by name. */
export function useManagerCandidates(search: string) {
  const params = new URLSearchParams({
    type: String(UserTypeNo.VolleyTournamentManager),
    active: 'true',
    sort: 'lastName',
    skip: '0',
    take: String(MANAGER_MATCHES),
  });
  const text = search.trim();
  if (text) params.set('search', text);
  return useQuery({
    queryKey: managerKeys.candidates(text),
    queryFn: () => getJson(`/api/admin/users?${params.toString()}`, ZUserList),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** `Paola Rossi`, or the username when the names are empty. */
export function userName(user: Pick<TUserSummary, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
