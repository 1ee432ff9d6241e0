import { useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { ErrorCode } from '@libero/shared/errors/error-codes';
import { notify } from '../notifications/notifications-store';
import { FormDialog, type FormDialogProps } from '../../ui/form-dialog';
import { DialogButtons, RefusalAlert, showRefusal } from './record-dialog-parts';

const NOTICE_MS = 5000;

/** The fields a server's refusal may be about: those it names, and the field each error code is about. */
export type Refusable = { fields: readonly string[]; codeFields?: Partial<Record<ErrorCode, string>> };

export type RecordFormProps<Values extends FieldValues> = {
  form: UseFormReturn<Values>;
  /**
   * Saves what was typed. It resolves `false` when it saved nothing (a problem it showed itself). A
   * refusal it throws shows on its field, else above the buttons.
   */
  onSave: (values: Values) => Promise<boolean | void>;
  refusable: Refusable;
  onCancel: () => void;
  submitLabel?: string | undefined;
  /** Buttons before Cancel (a Delete). */
  buttons?: ReactNode;
  /** The form's own layout classes, when not the usual column. */
  className?: string;
  children: ReactNode;
};

/**
 * A registry record's form: checked as it is typed, saved by `onSave`; a refusal shows on the field
 * it is about (focused), else in the form's alert.
 */
export function RecordForm<Values extends FieldValues>({
  form,
  onSave,
  refusable,
  onCancel,
  submitLabel,
  buttons,
  className = 'flex flex-col gap-3',
  children,
}: RecordFormProps<Values>) {
  const [refusal, setRefusal] = useState<unknown>();

  const save = async (values: Values) => {
    setRefusal(undefined);
    try {
      await onSave(values);
    } catch (error) {
      showRefusal(form, setRefusal, error, refusable.fields, refusable.codeFields);
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event: FormEvent) => void form.handleSubmit(save)(event)} className={className}>
        {children}
        <RefusalAlert error={refusal} />
        <DialogButtons pending={form.formState.isSubmitting} onCancel={onCancel} submitLabel={submitLabel}>
          {buttons}
        </DialogButtons>
      </form>
    </FormProvider>
  );
}

export type RecordFormDialogProps<Values extends FieldValues> = Omit<FormDialogProps, 'open' | 'children'> &
  Omit<RecordFormProps<Values>, 'onCancel'> & {
    /** The notice a save shows, when it shows one. */
    savedNotice?: { kind: string; message: string } | undefined;
  };

/**
 * A registry record's form in a dialog (see `RecordForm`): once saved, a success notice (when
 * given) shows and the dialog closes; it stays while `onSave` resolves `false`.
 */
export function RecordFormDialog<Values extends FieldValues>({
  title,
  description,
  size,
  onClose,
  onSave,
  savedNotice,
  ...form
}: RecordFormDialogProps<Values>) {
  const saveAndClose = async (values: Values) => {
    if ((await onSave(values)) === false) return false;
    if (savedNotice) notify({ ...savedNotice, tone: 'success', duration: NOTICE_MS });
    onClose();
  };
  return (
    <FormDialog open onClose={onClose} title={title} description={description} size={size}>
      <RecordForm {...form} onSave={saveAndClose} onCancel={onClose} />
    </FormDialog>
  );
}
