import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDown } from 'lucide-react';
import { inEnvironment } from '../../lib/environment';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notifications/notifications-store';
import { Button, buttonClassName } from '../../ui/button';
import { schedulePdfPath } from './competition-paths';
import { exportScheduleXlsx } from './competitions-api';

/** The schedule as a spreadsheet (the lists' export) or as a PDF to print (a server route). */
export function ScheduleExport({ tournamentNo }: { tournamentNo: number }) {
  const { t } = useTranslation('competitions');
  const [pending, setPending] = useState(false);
  const xlsx = async () => {
    setPending(true);
    try {
      await exportScheduleXlsx(tournamentNo);
    } catch (error) {
      notify({ kind: 'export-error', message: errorMessage(error), tone: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" pending={pending} pendingLabel={t('schedule.exporting')} onClick={() => void xlsx()}>
        <FileDown aria-hidden="true" className="size-4" />
        {t('schedule.exportXlsx')}
      </Button>
      <a
        className={buttonClassName('secondary')}
        href={inEnvironment(schedulePdfPath(tournamentNo))}
        target="_blank"
        rel="noopener"
      >
        <FileDown aria-hidden="true" className="size-4" />
        {t('schedule.exportPdf')}
      </a>
    </div>
  );
}
