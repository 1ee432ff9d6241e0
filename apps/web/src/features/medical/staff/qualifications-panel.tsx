import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { formatDate } from '../../../lib/dates/date-formats';
import { useCommand, useEntityList } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notifications/notifications-store';
import { useCurrentUser } from '../../../lib/session/current-user';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { canKeepQualifications } from './qualification-permissions';
import { QualificationForm, type Qualification } from './qualification-form';

const FIELDS = ['No', 'Title', 'Issuer', 'ObtainedOn', 'ValidUntil', 'Valid', 'Version'];

type RowProps = { qualification: Qualification; canEdit: boolean; onEdit: () => void; onDelete: () => void };

function QualificationRow({ qualification: q, canEdit, onEdit, onDelete }: RowProps) {
  const { t } = useTranslation('medicalStaff');
  const period = [
    q.obtainedOn ? t('qualifications.obtained', { date: formatDate(q.obtainedOn) }) : null,
    q.validUntil ? t('qualifications.until', { date: formatDate(q.validUntil) }) : t('qualifications.noEnd'),
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="min-w-0 flex-1">
        <span className="font-medium text-slate-900">{q.title}</span>
        {q.issuer ? <span className="text-slate-600"> — {q.issuer}</span> : null}
        <span className="block text-xs text-slate-600">{period.join(' · ')}</span>
      </span>
      {q.valid ? null : <Badge tone="warning">{t('qualifications.expired')}</Badge>}
      {canEdit ? (
        <span className="flex gap-1">
          <Button variant="ghost" aria-label={t('qualifications.editOne', { title: q.title })} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="ghost" aria-label={t('qualifications.deleteOne', { title: q.title })} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </span>
      ) : null}
    </li>
  );
}

/** A medical person's qualifications, expired ones marked; kept by them, medical administrators and admins. */
export function QualificationsPanel({ personNo }: { personNo: number }) {
  const { t } = useTranslation(['medicalStaff', 'common']);
  const canEdit = canKeepQualifications(useCurrentUser(), personNo);
  const query = useEntityList('MedicalQualification', {
    fields: FIELDS,
    filter: { NoPerson: personNo },
    sort: ['-Valid', '-ValidUntil', 'Title'],
  });
  const { remove } = useCommand('MedicalQualification');
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [deleting, setDeleting] = useState<Qualification | null>(null);
  const qualifications = (query.data?.data ?? []) as Qualification[];
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { no: deleting.no, version: deleting.version },
      {
        onSuccess: () =>
          notify({
            kind: 'qualification-deleted',
            tone: 'success',
            message: t('qualifications.deleted'),
            duration: 4000,
          }),
        onError: (error) =>
          notify({ kind: 'qualification-delete-failed', tone: 'error', message: errorMessage(error) }),
        onSettled: () => setDeleting(null),
      },
    );
  };
  const addButton =
    canEdit && editing === null ? (
      <Button variant="secondary" onClick={() => setEditing('new')}>
        {t('qualifications.add')}
      </Button>
    ) : null;
  return (
    <FoldablePanel title={t('qualifications.title')} loading={query.isPending} actions={addButton}>
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      {editing === 'new' ? <QualificationForm personNo={personNo} onDone={() => setEditing(null)} /> : null}
      {query.isSuccess && qualifications.length === 0 ? (
        <p className="text-sm text-slate-600">{t('qualifications.none')}</p>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {qualifications.map((q) =>
          editing === q.no ? (
            <li key={q.no} className="py-2">
              <QualificationForm personNo={personNo} qualification={q} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <QualificationRow
              key={q.no}
              qualification={q}
              canEdit={canEdit}
              onEdit={() => setEditing(q.no)}
              onDelete={() => setDeleting(q)}
            />
          ),
        )}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t('qualifications.deleteTitle')}
        message={t('qualifications.deleteConfirm', { title: deleting?.title ?? '' })}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </FoldablePanel>
  );
}
