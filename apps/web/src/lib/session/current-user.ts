import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZAuthCheck, ZCurrentUser, type TAuthCheck, type TCurrentUser } from '@libero/shared/auth/current-user';
import { getJson } from '../http';

/** Query keys of the auth area (SPEC §7: check authentication, current user, password token). */
export const authKeys = {
  all: ['auth'] as const,
  check: () => [...authKeys.all, 'check'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  passwordToken: (token: string) => [...authKeys.all, 'password-token', token] as const,
  signIns: () => [...authKeys.all, 'sign-ins'] as const,
};

/** Whether someone is signed in: asked once, kept until sign-in or sign-out clears it. */
export const authCheckQuery = queryOptions({
  queryKey: authKeys.check(),
  queryFn: (): Promise<TAuthCheck> => getJson('/auth/check', ZAuthCheck),
  staleTime: Infinity,
});

export const currentUserQuery = queryOptions({
  queryKey: authKeys.me(),
  queryFn: (): Promise<TCurrentUser> => getJson('/auth/me', ZCurrentUser),
  staleTime: 5 * 60_000,
});

/**
 * The signed-in user, outside React. The app layout loads it before any page: if it is gone,
 * the page is reloaded (the guard then sees the session as it really is) and nothing runs on.
 */
export function requireCurrentUser(client: QueryClient, reload = () => window.location.reload()): TCurrentUser {
  const user = client.getQueryData(currentUserQuery.queryKey);
  if (user) return user;
  reload();
  throw new Error('Page should have been reloaded', { cause: new Error('User is not authenticated') });
}

/** The signed-in user as the app last read it, or undefined when nobody is. */
export function useSignedInUser(): TCurrentUser | undefined {
  return useQuery({ ...currentUserQuery, enabled: false }).data;
}

/**
 * The signed-in user, on pages under the app layout (its loader has fetched it). Should it be
 * missing from the cache, the page reloads (SPEC §8: "Page should have been reloaded").
 */
export function useCurrentUser(): TCurrentUser {
  const client = useQueryClient();
  return useSignedInUser() ?? requireCurrentUser(client);
}
