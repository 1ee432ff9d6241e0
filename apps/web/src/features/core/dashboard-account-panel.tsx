import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { userTypeByNo } from '@libero/shared/auth/user-types';
import { profilePath } from '../../lib/session/profile-link';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';

/** Who is signed in, with the way to their account and, for most user types, their profile. */
export function AccountPanel({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation('dashboard');
  const userType = userTypeByNo(user.type);
  const profile = profilePath(user);
  const rows = [
    { label: t('account.name'), value: `${user.firstName} ${user.lastName}`.trim() || '—' },
    { label: t('account.username'), value: user.username },
    { label: t('account.userType'), value: userType ? t(`userTypes.${userType.code}`) : String(user.type) },
    { label: t('account.email'), value: user.eMailAddress || '—' },
  ];
  return (
    <FoldablePanel title={t('account.title')}>
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-1 gap-0.5 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="wrap-anywhere text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <TextLink to="/users/me">{t('account.myAccount')}</TextLink>
        {profile ? <TextLink to={profile}>{t('account.myProfile')}</TextLink> : null}
      </p>
    </FoldablePanel>
  );
}
