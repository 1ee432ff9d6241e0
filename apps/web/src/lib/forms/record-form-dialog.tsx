import { useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { ErrorCode } from '@libero/shared/errors/error-codes';
import { notify } from '../notifications/notifications-store';
import { FormDialog, type FormDialogProps } from '../../ui/form-dialog';
import { DialogButtons, RefusalAlert, showRefusal } from './record-dialog-parts';

const NOTICE_MS = 5000;

/** The fields a server's refusal may be about: those it names, and the field each error code is about. */
export type Refusable = { fields: readonly string[]; codeFields?: Partial<Record<ErrorCode, string>> };

export type RecordFormDialogProps<Values extends FieldValues> = Omit<FormDialogProps, 'open' | 'children'> & {
  form: UseFormReturn<Values>;
  /**
   * Saves what was typed; the dialog then closes. It resolves `false` when it saved nothing (a
   * problem it showed itself): the dialog stays. A refusal it throws shows on its field, else above
   * the buttons.
   */
  onSave: (values: Values) => Promise<boolean | void>;
  refusable: Refusable;
  /** The notice a save shows, when it shows one. */
  savedNotice?: { kind: string; message: string } | undefined;
  submitLabel?: string | undefined;
  /** Buttons before Cancel (a Delete). */
  buttons?: ReactNode;
  /** The form's own layout classes, when not the usual column. */
  className?: string;
  children: ReactNode;
};

/**
 * A registry record's form in a dialog: checked as it is typed, saved by `onSave`, then a success
 * notice (when given) and the dialog closes; a refusal shows on the field it is about (focused),
 * else in the form's alert.
 */
export function RecordFormDialog<Values extends FieldValues>({
  form,
  onSave,
  refusable,
  savedNotice,
  submitLabel,
  buttons,
  className = 'flex flex-col gap-3',
  children,
  ...dialog
}: RecordFormDialogProps<Values>) {
  const [refusal, setRefusal] = useState<unknown>();

  const save = async (values: Values) => {
    setRefusal(undefined);
    try {
      if ((await onSave(values)) === false) return;
      if (savedNotice) notify({ ...savedNotice, tone: 'success', duration: NOTICE_MS });
      dialog.onClose();
    } catch (error) {
      showRefusal(form, setRefusal, error, refusable.fields, refusable.codeFields);
    }
  };

  return (
    <FormDialog open {...dialog}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event: FormEvent) => void form.handleSubmit(save)(event)} className={className}>
          {children}
          <RefusalAlert error={refusal} />
          <DialogButtons pending={form.formState.isSubmitting} onCancel={dialog.onClose} submitLabel={submitLabel}>
            {buttons}
          </DialogButtons>
        </form>
      </FormProvider>
    </FormDialog>
  );
}
