import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZTransferReasoned } from '@libero/shared/transfers/transfer-api';
import { fieldErrorText, useValidatedForm } from '../../lib/form';
import { Button } from '../../ui/button';
import { FieldDescription, useFieldDescription } from '../../ui/field-description';
import { FormDialog } from '../../ui/form-dialog';

const reasonSchema = z.object({ reason: ZTransferReasoned.shape.reason });
const MAX_REASON = 500;

export type ReasonDialogProps = {
  title: string;
  /** What the step does, under the title. */
  description?: string;
  confirmLabel: string;
  pending: boolean;
  onClose: () => void;
  /** Sends the step with the reason given (3 to 500 characters). */
  onSubmit: (reason: string) => void;
};

/** Asks why (a rejection, a cancellation, a release, a window exception) before the step is taken. */
export function ReasonDialog({ title, description, confirmLabel, pending, onClose, onSubmit }: ReasonDialogProps) {
  const { t } = useTranslation('transfers');
  const form = useValidatedForm(reasonSchema, { reason: '' });
  const error = fieldErrorText(form.formState.errors.reason);
  const { id, hintId, errorId, describedBy } = useFieldDescription(t('reason.hint'), error);
  const submit = (event: FormEvent) => form.handleSubmit(({ reason }) => onSubmit(reason))(event);
  return (
    <FormDialog open onClose={onClose} title={title} description={description}>
      <form noValidate onSubmit={submit} aria-label={title} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {t('reason.label')}
          </label>
          <textarea
            id={id}
            rows={4}
            maxLength={MAX_REASON}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`w-full rounded-md border bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-xs outline-none focus:border-sky-600 focus:ring-2 focus:ring-sky-600/25 ${
              error ? 'border-red-600' : 'border-slate-300'
            }`}
            {...form.register('reason')}
          />
          <FieldDescription hint={t('reason.hint')} hintId={hintId} error={error} errorId={errorId} />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" pending={pending} pendingLabel={t('dialog.saving')}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
