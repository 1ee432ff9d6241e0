import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';

/** The pieces the settings pages share (beach settings, indoor settings). */

/** What could not be read, and a button to read it again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert tone="error" className="flex flex-wrap items-center gap-2">
      <span>{message}</span>
      <Button variant="secondary" onClick={onRetry}>
        {t('settings.retry')}
      </Button>
    </Alert>
  );
}

/** A number of a table's cell; a dash (read as "not set") when there is none. */
export function Count({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation('admin');
  if (value === null || value === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('settings.notSet')}</span>
      </>
    );
  }
  return <>{value}</>;
}

/** A flag of a table's cell: Yes or No. */
export function YesNo({ value }: { value: 0 | 1 | null }) {
  const { t } = useTranslation('common');
  return <>{value === 1 ? t('yes') : t('no')}</>;
}
