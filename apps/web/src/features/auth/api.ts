import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ZCurrentUser,
  ZPasswordToken,
  ZSignIns,
  type TLoginInput,
  type TProfileUpdate,
  type TSignIns,
} from '@libero/shared/auth/current-user';
import { getJson, patchJson, postJson, send } from '../../lib/http';
import { hasChosenLanguage, setLanguage } from '../../lib/i18n';
import { authKeys } from '../../lib/session/current-user';

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
