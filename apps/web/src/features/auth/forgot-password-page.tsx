import { useTranslation } from 'react-i18next';
import { ZPasswordForgotInput } from '@libero/shared/auth/current-user';
import { errorMessage } from '../../lib/error-message';
import { fieldErrorText, useValidatedForm } from '../../lib/form';
import { usePageTitle } from '../../lib/page-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { TextLink } from '../../ui/text-link';
import { usePasswordForgot } from './api';

/** Asks for a reset link. The answer is the same whether the account exists or not. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.title'));
  const forgot = usePasswordForgot();
  const form = useValidatedForm(ZPasswordForgotInput, { username: '' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">{t('forgot.title')}</h1>
        {forgot.isSuccess ? null : <p className="text-sm text-slate-600">{t('forgot.intro')}</p>}
      </div>
      {forgot.isSuccess ? (
        <Alert tone="success">{t('forgot.sent')}</Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit((values) => forgot.mutate(values))} className="flex flex-col gap-4">
          {forgot.isError ? <Alert tone="error">{errorMessage(forgot.error)}</Alert> : null}
          <TextField
            label={t('forgot.username')}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            error={fieldErrorText(errors.username)}
            {...register('username')}
          />
          <Button type="submit" pending={forgot.isPending} pendingLabel={t('forgot.submitting')} className="w-full">
            {t('forgot.submit')}
          </Button>
        </form>
      )}
      <p className="text-sm">
        <TextLink to="/login">{t('forgot.backToLogin')}</TextLink>
      </p>
    </div>
  );
}
