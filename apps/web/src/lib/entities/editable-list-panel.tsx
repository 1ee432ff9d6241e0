import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { errorMessage } from '../error-message';
import { notify } from '../notifications/notifications-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FoldablePanel } from '../../ui/foldable-panel';
import { useCommand, useEntityList, type ListParams } from './entity-queries';

/** What a row of the list is given to offer its own editing and deletion. */
export type ListRowActions = { canEdit: boolean; onEdit: () => void; onDelete: () => void };

export type EditableListPanelProps<Row extends { no: number; version: number }> = {
  title: string;
  /** The records' entity (`PersonContact`) and the list of them shown. */
  entity: string;
  list: ListParams;
  canEdit: boolean;
  texts: { add: string; none: string; deleteTitle: string; deleteConfirm: (row: Row) => string; deleted: string };
  /** The notices of a deletion are `<noticeKind>-deleted` and `<noticeKind>-delete-failed`. */
  noticeKind: string;
  /** The form adding a record (`row` undefined) or editing one, in place; `onDone` once saved or cancelled. */
  form: (row: Row | undefined, onDone: () => void) => ReactNode;
  /** A record's `<li>`. */
  row: (row: Row, actions: ListRowActions) => ReactNode;
};

/**
 * A list of records in a panel, kept in place by those allowed to: added and edited in a form
 * standing where the record is, deleted once confirmed (and announced).
 */
export function EditableListPanel<Row extends { no: number; version: number }>({
  title,
  entity,
  list,
  canEdit,
  texts,
  noticeKind,
  form,
  row,
}: EditableListPanelProps<Row>) {
  const { t } = useTranslation('common');
  const query = useEntityList(entity, list);
  const { remove } = useCommand(entity);
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const rows = (query.data?.data ?? []) as Row[];
  const done = () => setEditing(null);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { no: deleting.no, version: deleting.version },
      {
        onSuccess: () =>
          notify({ kind: `${noticeKind}-deleted`, tone: 'success', message: texts.deleted, duration: 4000 }),
        onError: (error) =>
          notify({ kind: `${noticeKind}-delete-failed`, tone: 'error', message: errorMessage(error) }),
        onSettled: () => setDeleting(null),
      },
    );
  };
  const addButton =
    canEdit && editing === null ? (
      <Button variant="secondary" onClick={() => setEditing('new')}>
        {texts.add}
      </Button>
    ) : null;
  return (
    <FoldablePanel title={title} loading={query.isPending} actions={addButton}>
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      {editing === 'new' ? form(undefined, done) : null}
      {query.isSuccess && rows.length === 0 ? <p className="text-sm text-slate-600">{texts.none}</p> : null}
      <ul className="divide-y divide-slate-100">
        {rows.map((record) =>
          editing === record.no ? (
            <li key={record.no} className="py-2">
              {form(record, done)}
            </li>
          ) : (
            row(record, { canEdit, onEdit: () => setEditing(record.no), onDelete: () => setDeleting(record) })
          ),
        )}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        message={deleting ? texts.deleteConfirm(deleting) : ''}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </FoldablePanel>
  );
}

/** A row's Edit and Delete buttons (icons, named by their labels). */
export function RowEditButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <span className="flex gap-1">
      <Button variant="ghost" aria-label={editLabel} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button variant="ghost" aria-label={deleteLabel} onClick={onDelete}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </span>
  );
}
