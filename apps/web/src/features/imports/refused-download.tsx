import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { ExportFormat } from '../../lib/entities/export-list';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notifications/notifications-store';
import { Button } from '../../ui/button';
import { downloadRefused, type ImportView } from './imports-api';

const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv'];

/** The refused rows as they were, with their reasons, to fix in the spreadsheet and import again. */
export function RefusedDownload({ view }: { view: ImportView }) {
  const { t } = useTranslation('imports');
  const [pending, setPending] = useState<ExportFormat>();
  const download = async (format: ExportFormat) => {
    setPending(format);
    try {
      await downloadRefused(view, format);
    } catch (error) {
      notify({ kind: 'import-refused-download', tone: 'error', message: errorMessage(error) });
    } finally {
      setPending(undefined);
    }
  };
  if (!view.totals?.refused) return null;
  return (
    <div role="group" aria-label={t('refused.title')} className="flex flex-wrap items-center gap-2">
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          pending={pending === format}
          pendingLabel={t('refused.pending')}
          onClick={() => void download(format)}
        >
          <Download aria-hidden="true" className="size-4" />
          {t(`refused.${format}`)}
        </Button>
      ))}
    </div>
  );
}
