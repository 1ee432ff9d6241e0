import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { userTypeByNo } from '@libero/shared/auth/user-types';
import { useCurrentUser } from '../auth/api';
import { Page } from '../../ui/page';

/** `/`: for now, who is signed in. It becomes the dashboard. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const headingId = useId();
  const userType = userTypeByNo(user.type);
  const name = `${user.firstName} ${user.lastName}`.trim();
  const rows = [
    { label: t('home.name'), value: name || '—' },
    { label: t('home.username'), value: user.username },
    { label: t('home.userType'), value: userType ? t(`userTypes.${userType.code}`) : String(user.type) },
    { label: t('home.email'), value: user.eMailAddress || '—' },
  ];

  return (
    <Page title={t('home.title')}>
      <p className="text-sm text-slate-600">{t('home.intro')}</p>
      {user.impersonator ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('home.impersonating', { username: user.impersonator.username })}
        </p>
      ) : null}
      <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white">
        <h2 id={headingId} className="border-b border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-900">
          {t('home.signedInAs')}
        </h2>
        <dl className="divide-y divide-slate-100 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="grid grid-cols-1 gap-0.5 px-4 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="text-slate-500">{row.label}</dt>
              <dd className="break-words text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Page>
  );
}
