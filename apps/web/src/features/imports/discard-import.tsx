import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notifications/notifications-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { discardImport, importKeys, type ImportView } from './imports-api';
import { isStale } from './use-import-action';

const NOTICE_MS = 5000;

/**
 * Deletes an import that wrote nothing (uploaded or checked) once confirmed, then back to the list.
 * Refused once it started (another tab): the import is read again and its page follows.
 */
export function DiscardImport({ view }: { view: ImportView }) {
  const { t } = useTranslation(['imports', 'common']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const discard = useMutation({
    mutationFn: () => discardImport(view.id),
    meta: { silent: true },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: importKeys.list() });
      notify({ kind: 'import-discarded', tone: 'success', message: t('discard.done'), duration: NOTICE_MS });
      void navigate('/imports');
    },
    onError: (error) => {
      if (isStale(error)) void client.invalidateQueries({ queryKey: importKeys.one(view.id) });
    },
    onSettled: () => setAsking(false),
  });
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      <div>
        <Button variant="ghost" onClick={() => setAsking(true)}>
          {t('discard.button')}
        </Button>
      </div>
      {discard.isError ? <Alert tone="error">{errorMessage(discard.error)}</Alert> : null}
      <ConfirmDialog
        open={asking}
        title={t('discard.title', { file: view.fileName })}
        message={t('discard.message')}
        confirmLabel={t('discard.confirm')}
        cancelLabel={t('common:actions.cancel')}
        pending={discard.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => discard.mutate()}
      />
    </div>
  );
}
