import type { FormEvent, ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage } from '../error-message';
import { Alert } from '../../ui/alert';
import { FormDialog, type FormDialogProps } from '../../ui/form-dialog';
import { DialogButtons } from './record-dialog-parts';

export type MutationFormDialogProps = Omit<FormDialogProps, 'open' | 'children'> & {
  /** Sends what was typed. */
  send: () => Promise<unknown>;
  /** Reads again what the sending changed, before the dialog closes. */
  refresh: (client: QueryClient) => Promise<unknown>;
  /** What was typed holds (checked as it is typed): until then, the form is not sent. */
  ready: boolean;
  submitLabel?: string | undefined;
  children: ReactNode;
};

/**
 * A form in a dialog that the page checks as it is typed: sent once it holds, then what it changed
 * is read again and the dialog closes; should the server refuse it, its words show above the buttons.
 */
export function MutationFormDialog({
  send,
  refresh,
  ready,
  submitLabel,
  children,
  ...dialog
}: MutationFormDialogProps) {
  const client = useQueryClient();
  const sending = useMutation({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: async () => {
      await refresh(client);
      dialog.onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) sending.mutate();
  };

  return (
    <FormDialog open {...dialog}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {children}
        {sending.isError ? <Alert tone="error">{errorMessage(sending.error)}</Alert> : null}
        <DialogButtons
          pending={sending.isPending}
          onCancel={dialog.onClose}
          submitLabel={submitLabel}
          disabled={!ready}
        />
      </form>
    </FormDialog>
  );
}
