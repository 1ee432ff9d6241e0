import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZNewPassword } from '@libero/shared/auth/current-user';
import { LOGIN_PATH } from '../../lib/routing/route-meta';
import { errorMessage } from '../../lib/error-message';
import { fieldErrorText, useValidatedForm } from '../../lib/form';
import { usePageTitle } from '../../lib/page-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { TextLink } from '../../ui/text-link';
import { passwordTokenQuery, usePasswordReset } from './api';
import { loginState } from './login-notice';

/** The new password follows the server's rule; the second entry must match the first. */
export const ZResetPasswordForm = z
  .object({ password: ZNewPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordsDiffer',
  });

/** Opened from the e-mailed link: checks the link, then sets a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.title'));
  const { token = '' } = useParams();
  const link = useQuery(passwordTokenQuery(token));

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold tracking-tight text-slate-900">{t('reset.title')}</h1>
      {link.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('reset.checking')}
        </p>
      ) : link.isError ? (
        <>
          <Alert tone="error">{errorMessage(link.error)}</Alert>
          <p className="text-sm">
            <TextLink to="/forgot-password">{t('reset.askNewLink')}</TextLink>
          </p>
        </>
      ) : (
        <ResetPasswordForm token={token} username={link.data.username} />
      )}
      <p className="text-sm">
        <TextLink to={LOGIN_PATH}>{t('reset.backToLogin')}</TextLink>
      </p>
    </div>
  );
}

function ResetPasswordForm({ token, username }: { token: string; username: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = usePasswordReset();
  const form = useValidatedForm(ZResetPasswordForm, { password: '', confirmPassword: '' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const save = ({ password }: z.output<typeof ZResetPasswordForm>) =>
    reset.mutate(
      { token, password },
      { onSuccess: () => void navigate(LOGIN_PATH, { replace: true, state: loginState('passwordChanged') }) },
    );

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="flex flex-col gap-4">
      {reset.isError ? <Alert tone="error">{errorMessage(reset.error)}</Alert> : null}
      <TextField label={t('reset.account')} value={username} readOnly autoComplete="username" name="username" />
      <TextField
        label={t('reset.password')}
        type="password"
        autoComplete="new-password"
        hint={t('reset.hint')}
        error={fieldErrorText(errors.password)}
        {...register('password')}
      />
      <TextField
        label={t('reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldErrorText(errors.confirmPassword)}
        {...register('confirmPassword')}
      />
      <Button
        type="submit"
        pending={reset.isPending || reset.isSuccess}
        pendingLabel={t('reset.submitting')}
        className="w-full"
      >
        {t('reset.submit')}
      </Button>
    </form>
  );
}
