import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Pencil, Plus } from 'lucide-react';
import { Button } from '../../ui/button';
import { FormDialog } from '../../ui/form-dialog';
import { notify } from '../notifications/notifications-store';
import { useCommand } from './entity-queries';

const NOTICE_MS = 5000;

type FormDialogButtonProps<Saved extends unknown[]> = {
  label: string;
  icon: ReactNode;
  variant?: 'secondary';
  /** The dialog's title. */
  title: string;
  /** Announced once the form is saved. */
  notice: { kind: string; message: string };
  /** What follows a save, once the dialog is closed and the save announced. */
  afterSave?: (...saved: Saved) => void;
  form: (handlers: { onSaved: (...saved: Saved) => void; onCancel: () => void }) => ReactNode;
};

/** A button opening a form in a wide dialog, closed (and the save announced) once it is saved. */
function FormDialogButton<Saved extends unknown[]>({
  label,
  icon,
  variant,
  title,
  notice,
  afterSave,
  form,
}: FormDialogButtonProps<Saved>) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const onSaved = (...saved: Saved) => {
    close();
    notify({ ...notice, tone: 'success', duration: NOTICE_MS });
    afterSave?.(...saved);
  };
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {icon}
        {label}
      </Button>
      {open ? (
        <FormDialog open onClose={close} title={title} size="wide">
          {form({ onSaved, onCancel: close })}
        </FormDialog>
      ) : null}
    </>
  );
}

/** What a record's edit form is given: it closes the dialog when saved or cancelled. */
export type EditFormHandlers = { onSaved: () => void; onCancel: () => void };

export type EditRecordButtonProps = {
  label: string;
  /** The dialog's title. */
  title: string;
  /** Announced once the record is saved. */
  savedNotice: { kind: string; message: string };
  form: (handlers: EditFormHandlers) => ReactNode;
};

/** Opens a record's form in a wide dialog, closed (and the save announced) once it is saved. */
export function EditRecordButton({ label, title, savedNotice, form }: EditRecordButtonProps) {
  return (
    <FormDialogButton<[]>
      label={label}
      icon={<Pencil aria-hidden="true" className="size-4" />}
      variant="secondary"
      title={title}
      notice={savedNotice}
      form={form}
    />
  );
}

/** What a new record's form is given: the dialog closes when it is created (with its number) or cancelled. */
export type NewFormHandlers = { onSaved: (no: number) => void; onCancel: () => void };

export type NewRecordButtonProps = {
  label: string;
  /** The dialog's title. */
  title: string;
  /** Announced once the record is created. */
  createdNotice: { kind: string; message: string };
  /** The new record's page, opened once it is created. */
  pathOf: (no: number) => string;
  form: (handlers: NewFormHandlers) => ReactNode;
};

/** Opens a new record's form in a wide dialog; once it is created, the dialog closes, the creation is announced and its page opens. */
export function NewRecordButton({ label, title, createdNotice, pathOf, form }: NewRecordButtonProps) {
  const navigate = useNavigate();
  return (
    <FormDialogButton<[no: number]>
      label={label}
      icon={<Plus aria-hidden="true" className="size-4" />}
      title={title}
      notice={createdNotice}
      afterSave={(no) => void navigate(pathOf(no))}
      form={form}
    />
  );
}

export type PublishToggleButtonProps = {
  /** The record's entity (`VolleyTournament`). */
  entity: string;
  record: { no: number; version: number; published: 0 | 1 | null };
  labels: { publish: string; unpublish: string; publishing: string };
};

/** Publishes a record's draft, or withdraws it again (its `Published` flag). */
export function PublishToggleButton({ entity, record, labels }: PublishToggleButtonProps) {
  const { save } = useCommand(entity);
  const published = record.published === 1;
  return (
    <Button
      variant={published ? 'secondary' : 'primary'}
      pending={save.isPending}
      pendingLabel={labels.publishing}
      onClick={() => save.mutate({ No: record.no, Version: record.version, Published: !published })}
    >
      {published ? labels.unpublish : labels.publish}
    </Button>
  );
}
