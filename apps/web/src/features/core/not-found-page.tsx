import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';
import { TextLink } from '../../ui/text-link';

/** Any path no route knows; public, so it never asks anyone to sign in. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-3 px-4 py-8">
      <p className="text-sm font-semibold text-sky-800">404</p>
      <h1 className="text-xl font-semibold tracking-tight text-slate-900">{t('notFound.title')}</h1>
      <p className="text-sm text-slate-600">{t('notFound.message')}</p>
      <p className="text-sm">
        <TextLink to="/">{t('notFound.backHome')}</TextLink>
      </p>
    </main>
  );
}
