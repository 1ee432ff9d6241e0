import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates/date-formats';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notifications/notifications-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TotalsSummary } from './dry-run-panel';
import { importKeys, startImport, undoImport, type ImportView } from './imports-api';
import { RefusedDownload } from './refused-download';
import type { ImportActions } from './use-import-action';

const NOTICE_MS = 5000;

/** Where the writing ended, in a sentence. */
function Outcome({ view }: { view: ImportView }) {
  const { t } = useTranslation('imports');
  const counts = { written: view.rowsWritten, count: view.rowsToWrite };
  switch (view.status) {
    case 'done':
      return <Alert tone="success">{t('summary.done', counts)}</Alert>;
    case 'stopped':
      return <Alert tone="warning">{t('summary.stopped', counts)}</Alert>;
    case 'failed':
      return <Alert tone="error">{t('summary.failed', { ...counts, failure: view.failure ?? '' })}</Alert>;
    default:
      return (
        <Alert tone="info">
          {t('summary.undone', { date: formatDate(view.undoneAt ?? view.createdAt, 'timeShortWithYear') })}
        </Alert>
      );
  }
}

/**
 * Undoes the whole import once confirmed: what it created is deleted, what it changed gets its
 * values back. Refused when a record it wrote has changed since: the server's message says which.
 */
function UndoButton({ view }: { view: ImportView }) {
  const { t } = useTranslation(['imports', 'common']);
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const undo = useMutation({
    mutationFn: () => undoImport(view.id),
    meta: { silent: true },
    onSuccess: (undone) => {
      client.setQueryData(importKeys.one(view.id), undone);
      void client.invalidateQueries({ queryKey: importKeys.list() });
      notify({
        kind: 'import-undone',
        tone: 'success',
        message: t('undo.done', { deleted: undone.deleted, restored: undone.restored }),
        duration: NOTICE_MS,
      });
    },
    onSettled: () => setAsking(false),
  });
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('undo.button')}
        </Button>
      </div>
      {undo.isError ? <Alert tone="error">{errorMessage(undo.error)}</Alert> : null}
      <ConfirmDialog
        open={asking}
        title={t('undo.title', { file: view.fileName })}
        message={t('undo.message', { count: view.rowsWritten })}
        confirmLabel={t('undo.confirm')}
        cancelLabel={t('common:actions.cancel')}
        pending={undo.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => undo.mutate()}
      />
    </div>
  );
}

/** An import whose writing ended (done, stopped, failed) or was undone: what happened, and what is left to do. */
export function ImportSummary({ view, action }: { view: ImportView; action: ImportActions }) {
  const { t } = useTranslation('imports');
  const undoable = view.status !== 'undone' && view.rowsWritten > 0;
  return (
    <section aria-label={t('summary.title')} className="flex flex-col gap-4">
      <Outcome view={view} />
      {view.totals ? <TotalsSummary totals={view.totals} /> : null}
      <div className="flex flex-wrap items-start gap-3">
        {view.status === 'stopped' ? (
          <Button
            pending={action.pendingId === 'start'}
            pendingLabel={t('dryRun.starting')}
            onClick={() =>
              void action.run({ id: 'start', run: () => startImport(view.id), done: t('progress.started') })
            }
          >
            {t('summary.goOn')}
          </Button>
        ) : null}
        <RefusedDownload view={view} />
      </div>
      {undoable ? <UndoButton view={view} /> : null}
    </section>
  );
}
