import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';

/** What could not be read, and a button to read it again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('beach-settings');
  return (
    <Alert tone="error" className="flex flex-wrap items-center gap-2">
      <span>{message}</span>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

/** A number of a table's cell; a dash (read as "not set") when there is none. */
export function Count({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation('beach-settings');
  if (value === null || value === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('notSet')}</span>
      </>
    );
  }
  return <>{value}</>;
}
