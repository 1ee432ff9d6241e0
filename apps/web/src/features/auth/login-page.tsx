import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLoginInput } from '@libero/shared/auth/current-user';
import { REDIRECT_PARAM } from '../../lib/routing/route-meta';
import { errorMessage } from '../../lib/error-message';
import { usePageTitle } from '../../lib/page-title';
import { safeRedirect } from '../../lib/safe-redirect';
import { Alert } from '../../ui/alert';
import { useLogin } from './api';
import { LoginForm } from './login-form';
import { loginNoticeOf } from './login-notice';

export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const notice = loginNoticeOf(location.state);

  const signIn = (values: TLoginInput) =>
    login.mutate(values, {
      // Only a path on this site: never where a crafted link says (`//evil.example`).
      onSuccess: () => void navigate(safeRedirect(searchParams.get(REDIRECT_PARAM)), { replace: true }),
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">{t('login.heading')}</h1>
        <p className="text-sm text-slate-600">{t('login.intro')}</p>
      </div>
      {notice === 'passwordChanged' && !login.isError ? (
        <Alert tone="success">{t('login.passwordChanged')}</Alert>
      ) : null}
      <LoginForm
        onSubmit={signIn}
        pending={login.isPending || login.isSuccess}
        errorMessage={login.isError ? errorMessage(login.error) : undefined}
      />
    </div>
  );
}
