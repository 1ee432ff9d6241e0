import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '../../app/guard';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { authKeys, useLogout } from './api';

function isAuthCheck(queryKey: readonly unknown[]): boolean {
  const checkKey = authKeys.check();
  return queryKey.length === checkKey.length && checkKey.every((part, index) => queryKey[index] === part);
}

/** Ends the session, goes to the sign-in page and forgets everything cached for this user. */
export function SignOutButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: async () => {
        // The guard must ask again, or it would send us back from /login to /.
        queryClient.removeQueries({ queryKey: authKeys.check() });
        await navigate(LOGIN_PATH, { replace: true });
        // The signed-in pages are gone now: drop their data, keep the fresh "signed out" check.
        queryClient.removeQueries({ predicate: (query) => !isAuthCheck(query.queryKey) });
      },
    });

  return (
    <div className="flex items-center gap-2">
      {logout.isError ? (
        <span role="alert" className="text-xs text-red-700">
          {errorMessage(logout.error)}
        </span>
      ) : null}
      <Button
        variant="secondary"
        onClick={signOut}
        pending={logout.isPending || logout.isSuccess}
        pendingLabel={t('shell.signingOut')}
      >
        {t('shell.signOut')}
      </Button>
    </div>
  );
}
