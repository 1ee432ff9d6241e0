import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../lib/page-layout';
import { TextLink } from '../../ui/text-link';

/** Any path no route knows; public, so it never asks anyone to sign in. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('notFound.title')}>
      <div className="flex flex-col gap-3">
        <p className="text-sm font-semibold text-sky-800">404</p>
        <p className="text-sm text-slate-600">{t('notFound.message')}</p>
        <p className="text-sm">
          <TextLink to="/">{t('notFound.backHome')}</TextLink>
        </p>
      </div>
    </PageLayout>
  );
}
