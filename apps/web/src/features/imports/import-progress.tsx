import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { stopImport, type ImportView } from './imports-api';
import type { ImportActions } from './use-import-action';

/** How far the server got: a bar of the rows written, followed every second; it can be stopped. */
export function ImportProgress({ view, action }: { view: ImportView; action: ImportActions }) {
  const { t } = useTranslation('imports');
  const { rowsWritten: written, rowsToWrite: total } = view;
  const share = total > 0 ? Math.min(100, Math.round((written / total) * 100)) : 0;
  const stopping = view.status === 'stopping';
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        {stopping ? t('progress.stoppingTitle') : t('progress.title')}
      </h2>
      <div
        role="progressbar"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={written}
        aria-valuetext={t('progress.written', { written, count: total, share })}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-sky-700 transition-[width] motion-reduce:transition-none"
          style={{ width: `${share}%` }}
        />
      </div>
      <p className="text-sm text-slate-800 tabular-nums">{t('progress.written', { written, count: total, share })}</p>
      <p className="text-sm text-slate-600">{stopping ? t('progress.stoppingHint') : t('progress.hint')}</p>
      <div>
        <Button
          variant="secondary"
          disabled={stopping}
          pending={action.pendingId === 'stop'}
          pendingLabel={t('progress.stopping')}
          onClick={() => void action.run({ id: 'stop', run: () => stopImport(view.id), done: t('progress.stopAsked') })}
        >
          {t('progress.stop')}
        </Button>
      </div>
    </section>
  );
}
