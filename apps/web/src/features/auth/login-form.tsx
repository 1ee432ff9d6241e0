import { useTranslation } from 'react-i18next';
import { ZLoginInput, type TLoginInput } from '@libero/shared/auth/current-user';
import { fieldErrorText, useValidatedForm } from '../../lib/form';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { TextLink } from '../../ui/text-link';

export type LoginFormProps = {
  onSubmit: (values: TLoginInput) => void;
  /** A sign-in is under way: the button is disabled. */
  pending: boolean;
  /** Why the last sign-in failed, as the server said it. */
  errorMessage?: string;
};

/** Username and password, checked as you type with the same rules as the server. */
export function LoginForm({ onSubmit, pending, errorMessage }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const form = useValidatedForm(ZLoginInput, { username: '', password: '' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))} className="flex flex-col gap-4">
      {errorMessage ? <Alert tone="error">{errorMessage}</Alert> : null}
      <TextField
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        autoFocus
        error={fieldErrorText(errors.username)}
        {...register('username')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={fieldErrorText(errors.password)}
        {...register('password')}
      />
      <Button type="submit" pending={pending} pendingLabel={t('login.submitting')} className="w-full">
        {t('login.submit')}
      </Button>
      <p className="text-sm">
        <TextLink to="/forgot-password">{t('login.forgotPassword')}</TextLink>
      </p>
    </form>
  );
}
