import type { FormEvent, ReactNode } from 'react';
import { Button } from '../ui/button';
import { FormDialog } from '../ui/form-dialog';

export type StepFormDialogProps = {
  /** The step's name, the dialog's and its form's. */
  title: string;
  description: string;
  onSubmit: (event: FormEvent) => void;
  /** The step is being taken: its button says so. */
  pending: boolean;
  texts: { cancel: string; saving: string; confirm: string };
  onClose: () => void;
  /** What the step asks (its reason, its comment). */
  children: ReactNode;
};

/** A step of a record's workflow that asks something (a reason, a comment) before it is taken. */
export function StepFormDialog({
  title,
  description,
  onSubmit,
  pending,
  texts,
  onClose,
  children,
}: StepFormDialogProps) {
  return (
    <FormDialog open onClose={onClose} title={title} description={description}>
      <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-3">
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" pending={pending} pendingLabel={texts.saving}>
            {texts.confirm}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
