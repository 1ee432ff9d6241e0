import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Access } from '@libero/shared/auth/accesses';
import {
  ZNewPassword,
  ZProfileFields,
  type TCurrentUser,
  type TProfileFields,
  type TProfileUpdate,
} from '@libero/shared/auth/current-user';
import type { ErrorCode } from '@libero/shared/errors/error-codes';
import type { Language } from '@libero/shared/i18n/languages';
import { formatDate } from '../../lib/dates/date-formats';
import { errorMessage } from '../../lib/error-message';
import { fieldErrorText, useValidatedForm } from '../../lib/form';
import { apiErrorOf } from '../../lib/http';
import { currentLanguage, i18n, setLanguage } from '../../lib/i18n';
import { dismiss, getNotifications, notify } from '../../lib/notifications/notifications-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FoldablePanel } from '../../ui/foldable-panel';
import { DigestPanel } from './digest-panel';
import { PageLayout } from '../../lib/page-layout';
import { LanguageChoice } from '../../ui/language-choice';
import { TextField } from '../../ui/text-field';
import { signInsQuery, useChangePassword, useUpdateProfile } from './api';
import { useCurrentUser } from '../../lib/session/current-user';
import { GRANT_KEYS } from '../../lib/session/grant-keys';

/** The new password follows the server's rule (as on the reset page); the second entry must match it. */
export const ZChangePasswordForm = z
  .object({ currentPassword: z.string().min(1).max(200), newPassword: ZNewPassword, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordsDiffer',
  });

/**
 * The profile form: its fields, and the current password, asked (and then required) only when the
 * e-mail address is not the saved one any more — as the server asks it.
 */
const profileFormSchema = (savedEmail: string) =>
  ZProfileFields.extend({ currentPassword: z.string().max(200) }).refine(
    (values) => values.eMailAddress === savedEmail || values.currentPassword !== '',
    { path: ['currentPassword'], message: 'required' },
  );
type TProfileForm = z.output<ReturnType<typeof profileFormSchema>>;

/** The server's answers about `currentPassword` that belong under that field: missing, or wrong. */
const onPasswordField = (code: ErrorCode) => code === 'WrongPassword' || code === 'InvalidData';

const NOTICE_MS = 5000;
const SAVED_KIND = 'profile-saved';

/** When the account's language changes, the interface switches to it (else it keeps the one chosen in the menu). */
async function followLanguage(previous: Language, saved: Language): Promise<void> {
  if (saved !== previous && saved !== currentLanguage()) await setLanguage(saved);
}

const profileOf = (user: TCurrentUser): TProfileFields => ({
  firstName: user.firstName,
  lastName: user.lastName,
  eMailAddress: user.eMailAddress,
  language: user.language,
});

/** What the form starts from, and comes back to once saved: the password is never kept. */
const profileFormOf = (user: TCurrentUser): TProfileForm => ({ ...profileOf(user), currentPassword: '' });

/** Names, e-mail address and language; the interface follows the language saved. */
function ProfilePanel({ user, locked }: { user: TCurrentUser; locked: boolean }) {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdateProfile();
  const schema = useMemo(() => profileFormSchema(user.eMailAddress), [user.eMailAddress]);
  const form = useValidatedForm(schema, profileFormOf(user));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = form;
  // Spaces around the address do not make it another one (the server trims them too).
  const emailChanged = watch('eMailAddress').trim() !== user.eMailAddress;

  const save = ({ currentPassword, ...profile }: TProfileForm) => {
    // Sent only with a new address: names and language alone need no password.
    const input: TProfileUpdate =
      profile.eMailAddress === user.eMailAddress ? profile : { ...profile, currentPassword };
    update.mutate(input, {
      onSuccess: (saved) => {
        reset(profileFormOf(saved));
        void followLanguage(user.language, saved.language).then(() => {
          // Worded once the interface speaks the language just chosen; it replaces an earlier one.
          for (const shown of getNotifications()) if (shown.kind === SAVED_KIND) dismiss(shown.id);
          notify({ kind: SAVED_KIND, tone: 'success', message: i18n.t('account:profile.saved'), duration: NOTICE_MS });
        });
      },
      onError: (error) => {
        // A missing or wrong current password is that field's problem: said under it, and focused.
        const apiError = apiErrorOf(error);
        if (apiError?.detail === 'currentPassword' && onPasswordField(apiError.code))
          setError('currentPassword', { type: 'server', message: apiError.message }, { shouldFocus: true });
      },
    });
  };
  const updateError = apiErrorOf(update.error);
  // Shown under the password field while it is there; else (address put back) above the form.
  const passwordRefused =
    emailChanged && updateError?.detail === 'currentPassword' && onPasswordField(updateError.code);

  return (
    <FoldablePanel title={t('profile.title')}>
      <form noValidate onSubmit={handleSubmit(save)} aria-label={t('profile.title')} className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">{t('profile.intro')}</p>
        {update.isError && !passwordRefused ? <Alert tone="error">{errorMessage(update.error)}</Alert> : null}
        <div className="flex flex-col gap-4">
          <TextField
            label={t('profile.username')}
            hint={t('profile.usernameHint')}
            value={user.username}
            name="username"
            autoComplete="username"
            readOnly
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={t('profile.firstName')}
              autoComplete="given-name"
              maxLength={100}
              error={fieldErrorText(errors.firstName)}
              disabled={locked}
              {...register('firstName')}
            />
            <TextField
              label={t('profile.lastName')}
              autoComplete="family-name"
              maxLength={100}
              error={fieldErrorText(errors.lastName)}
              disabled={locked}
              {...register('lastName')}
            />
          </div>
          <TextField
            label={t('profile.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            hint={t('profile.emailHint')}
            error={fieldErrorText(errors.eMailAddress)}
            disabled={locked}
            {...register('eMailAddress')}
          />
          {emailChanged ? (
            <TextField
              label={t('profile.currentPassword')}
              type="password"
              autoComplete="current-password"
              maxLength={200}
              hint={t('profile.currentPasswordHint')}
              error={fieldErrorText(errors.currentPassword)}
              disabled={locked}
              {...register('currentPassword')}
            />
          ) : null}
          <LanguageChoice
            legend={t('profile.language')}
            error={errors.language ? fieldErrorText(errors.language) : undefined}
            disabled={locked}
            input={register('language')}
          />
          <div>
            <Button type="submit" disabled={locked} pending={update.isPending} pendingLabel={t('profile.saving')}>
              {t('profile.save')}
            </Button>
          </div>
        </div>
      </form>
    </FoldablePanel>
  );
}

/** A new password, given the current one; the server signs the user's other sessions out. */
function PasswordPanel({ username, locked }: { username: string; locked: boolean }) {
  const { t } = useTranslation(['account', 'auth']);
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const form = useValidatedForm(ZChangePasswordForm, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    trigger,
    getFieldState,
    formState: { errors },
  } = form;
  // The confirmation is checked again when the new password changes, once it has been typed.
  const recheckConfirmation = () => {
    if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword');
  };

  const submit = ({ currentPassword, newPassword }: z.output<typeof ZChangePasswordForm>) => {
    setChanged(false);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset();
          setChanged(true);
        },
        onError: (error) => {
          // A wrong current password is that field's problem: said under it, and focused.
          const apiError = apiErrorOf(error);
          if (apiError?.code === 'WrongPassword')
            setError('currentPassword', { type: 'server', message: apiError.message }, { shouldFocus: true });
        },
      },
    );
  };
  const wrongPassword = apiErrorOf(change.error)?.code === 'WrongPassword';

  return (
    <FoldablePanel title={t('password.title')}>
      <form noValidate onSubmit={handleSubmit(submit)} aria-label={t('password.title')} className="flex flex-col gap-4">
        {changed ? <Alert tone="success">{t('password.changed')}</Alert> : null}
        {change.isError && !wrongPassword ? <Alert tone="error">{errorMessage(change.error)}</Alert> : null}
        <div className="flex flex-col gap-4">
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <TextField
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            error={fieldErrorText(errors.currentPassword)}
            disabled={locked}
            {...register('currentPassword')}
          />
          <TextField
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
            hint={t('auth:reset.hint')}
            error={fieldErrorText(errors.newPassword)}
            disabled={locked}
            {...register('newPassword', { onChange: recheckConfirmation })}
          />
          <TextField
            label={t('password.confirm')}
            type="password"
            autoComplete="new-password"
            error={fieldErrorText(errors.confirmPassword)}
            disabled={locked}
            {...register('confirmPassword')}
          />
          <div>
            <Button type="submit" disabled={locked} pending={change.isPending} pendingLabel={t('password.submitting')}>
              {t('password.submit')}
            </Button>
          </div>
        </div>
      </form>
    </FoldablePanel>
  );
}

/** The features an administrator opened to the user. */
function GrantsPanel({ accesses }: { accesses: readonly Access[] }) {
  const { t } = useTranslation('account');
  return (
    <FoldablePanel title={t('grants.title')}>
      <p className="mb-2 text-sm text-slate-600">{t('grants.intro')}</p>
      {accesses.length === 0 ? (
        <p className="text-sm text-slate-800">{t('grants.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {accesses.map((access) => (
            <li key={access} className="flex flex-col gap-0.5 py-2">
              <span className="font-medium text-slate-900">{t(`grants.names.${GRANT_KEYS[access]}`)}</span>
              <span className="text-slate-600">{t(`grants.descriptions.${GRANT_KEYS[access]}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </FoldablePanel>
  );
}

/** When, from where and on which network the user signed in lately. */
function SignInsPanel() {
  const { t } = useTranslation(['account', 'common']);
  const signIns = useQuery(signInsQuery);
  return (
    <FoldablePanel title={t('signIns.title')} loading={signIns.isPending}>
      {signIns.isError ? (
        <Alert tone="error">{errorMessage(signIns.error)}</Alert>
      ) : signIns.data?.data.length ? (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('signIns.caption')}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs text-slate-600">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('signIns.at')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('signIns.ip')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('signIns.network')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {signIns.data.data.map((signIn, index) => (
                  <tr key={`${signIn.at}-${index}`}>
                    <td className="py-2 pr-4 whitespace-nowrap text-slate-900">
                      <time dateTime={signIn.at}>{formatDate(signIn.at, 'timeShortWithYear')}</time>
                    </td>
                    <td className="py-2 pr-4 font-mono text-xs text-slate-800">
                      {signIn.ip ?? t('signIns.unknownIp')}
                    </td>
                    <td className="py-2 text-slate-800">{t(`common:environments.${signIn.environment}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-xs text-slate-600">{t('signIns.hint')}</p>
        </>
      ) : (
        <p className="text-sm text-slate-800">{t('signIns.none')}</p>
      )}
    </FoldablePanel>
  );
}

/**
 * `/users/me` (issue #8): the signed-in user's own account — profile, password, grants and
 * recent sign-ins. While an administrator acts as someone, the account is shown but not changed.
 */
export function MyAccountPage() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const impersonator = user.impersonator;
  return (
    <PageLayout title={t('title')}>
      {impersonator ? <Alert tone="warning">{t('impersonating', { username: user.username })}</Alert> : null}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <ProfilePanel key={user.no} user={user} locked={impersonator !== null} />
          <GrantsPanel accesses={user.accesses} />
          <DigestPanel locked={impersonator !== null} />
        </div>
        <div className="flex flex-col gap-4">
          <PasswordPanel username={user.username} locked={impersonator !== null} />
          <SignInsPanel />
        </div>
      </div>
    </PageLayout>
  );
}
