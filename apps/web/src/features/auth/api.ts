import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ZAuthCheck,
  ZCurrentUser,
  ZPasswordToken,
  ZSignIns,
  type TAuthCheck,
  type TCurrentUser,
  type TLoginInput,
  type TProfileUpdate,
  type TSignIns,
} from '@libero/shared/auth/current-user';
import { getJson, patchJson, postJson, send } from '../../lib/http';
import { hasChosenLanguage, setLanguage } from '../../lib/i18n';
// A cycle by design: the query client knows the auth keys; this hook asks it for the reload rule.
import { requireCurrentUser } from '../../app/query-client';

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
      // The account's language, unless this browser has one chosen already.
      if (!hasChosenLanguage()) void setLanguage(user.language);
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

/** The user's latest sign-ins, newest first ("My account"). */
export const signInsQuery = queryOptions({
  queryKey: authKeys.signIns(),
  queryFn: (): Promise<TSignIns> => getJson('/auth/me/sign-ins', ZSignIns),
  staleTime: 60_000,
  // The page says what went wrong in the panel itself.
  meta: { silent: true },
});

/**
 * Changes the user's own names, e-mail address or language; the answer is the current user. A new
 * e-mail address goes with `currentPassword` (else `InvalidData`, or `WrongPassword`, on that field).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TProfileUpdate) => patchJson('/auth/me', input, ZCurrentUser),
    meta: { silent: true },
    onSuccess: (user) => queryClient.setQueryData(authKeys.me(), user),
  });
}

/** Changes the user's password, given the current one; the server ends the user's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => send('put', '/auth/password', input),
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
