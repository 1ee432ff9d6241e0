import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ZCurrentUser } from '@libero/shared/auth/current-user';
import { HOME_PATH, LOGIN_PATH } from '../routing/route-meta';
import { http, parseAnswer, send } from '../http';
import { authKeys } from './current-user';

function isAuthCheck(queryKey: readonly unknown[]): boolean {
  const checkKey = authKeys.check();
  return queryKey.length === checkKey.length && checkKey.every((part, index) => queryKey[index] === part);
}

function isAuthKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === authKeys.all[0];
}

/** SPEC §4: ends the session, goes to the sign-in page and forgets everything cached for this user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => send('delete', '/auth/logout'),
    onSuccess: async () => {
      // The guard must ask again, or it would send us back from /login to /.
      queryClient.removeQueries({ queryKey: authKeys.check() });
      await navigate(LOGIN_PATH, { replace: true });
      // The signed-in pages are gone now: drop their data, keep the fresh "signed out" check.
      queryClient.removeQueries({ predicate: (query) => !isAuthCheck(query.queryKey) });
    },
  });
}

async function stopImpersonating() {
  const body = await http.delete('/auth/impersonate').json<unknown>();
  return parseAnswer(ZCurrentUser, body, 'DELETE /auth/impersonate');
}

/** Whatever was cached was seen through another user's eyes: fetch it again as the one now acting. */
function refetchAsActingUser(queryClient: QueryClient) {
  return queryClient.resetQueries({ predicate: (query) => !isAuthKey(query.queryKey) });
}

/** SPEC §4: back to the real user (the administrator), then to the dashboard. */
export function useStopImpersonating() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: stopImpersonating,
    onSuccess: async (realUser) => {
      queryClient.setQueryData(authKeys.me(), realUser);
      queryClient.setQueryData(authKeys.check(), { status: 'authenticated', impersonating: false });
      await navigate(HOME_PATH);
      await refetchAsActingUser(queryClient);
    },
  });
}

async function startImpersonating(userNo: number) {
  const body = await http.post('/auth/impersonate', { json: { userNo } }).json<unknown>();
  return parseAnswer(ZCurrentUser, body, 'POST /auth/impersonate');
}

/**
 * Acts as another user (admins only; the server decides): the dashboard then shows what they see.
 * The caller says what went wrong.
 */
export function useImpersonate() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: startImpersonating,
    meta: { silent: true },
    onSuccess: async (user) => {
      queryClient.setQueryData(authKeys.me(), user);
      queryClient.setQueryData(authKeys.check(), { status: 'authenticated', impersonating: true });
      await navigate(HOME_PATH);
      await refetchAsActingUser(queryClient);
    },
  });
}
