import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ZAuthCheck,
  ZCurrentUser,
  ZPasswordToken,
  type TAuthCheck,
  type TCurrentUser,
  type TLoginInput,
} from '@libero/shared/auth/current-user';
import { getJson, postJson, send } from '../../lib/http';
// A cycle by design: the query client knows the auth keys; this hook asks it for the reload rule.
import { requireCurrentUser } from '../../app/query-client';

/** Query keys of the auth area (SPEC §7: check authentication, current user, password token). */
export const authKeys = {
  all: ['auth'] as const,
  check: () => [...authKeys.all, 'check'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  passwordToken: (token: string) => [...authKeys.all, 'password-token', token] as const,
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

export type TPasswordToken = z.infer<typeof ZPasswordToken>;

export const passwordTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.passwordToken(token),
    queryFn: (): Promise<TPasswordToken> =>
      getJson(`/auth/password-token/${encodeURIComponent(token)}`, ZPasswordToken),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLoginInput) => postJson('/auth/login', input, ZCurrentUser),
    meta: { silent: true },
    onSuccess: (user) => {
      // Nothing of a previous session may linger; the new user is known already.
      queryClient.removeQueries();
      queryClient.setQueryData(authKeys.me(), user);
    },
  });
}

export function usePasswordForgot() {
  return useMutation({
    mutationFn: (input: { username: string }) => send('post', '/auth/password-forgot', input),
    meta: { silent: true },
  });
}

export function usePasswordReset() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => send('post', '/auth/password-reset', input),
    meta: { silent: true },
  });
}

/**
 * The signed-in user, on pages under the app layout (its loader has fetched it). Should it be
 * missing from the cache, the page reloads (SPEC §8: "Page should have been reloaded").
 */
export function useCurrentUser(): TCurrentUser {
  const client = useQueryClient();
  const { data } = useQuery({ ...currentUserQuery, enabled: false });
  return data ?? requireCurrentUser(client);
}
