import { useTranslation } from 'react-i18next';

/** A page waiting for its data: the progress bar moves; this only says so to assistive technologies. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="min-h-40">
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
