import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates/date-formats';
import { EditableListPanel, RowEditButtons, type ListRowActions } from '../../../lib/entities/editable-list-panel';
import { useCurrentUser } from '../../../lib/session/current-user';
import { Badge } from '../../../ui/badge';
import { canKeepQualifications } from './qualification-permissions';
import { QualificationForm, type Qualification } from './qualification-form';

const FIELDS = ['No', 'Title', 'Issuer', 'ObtainedOn', 'ValidUntil', 'Valid', 'Version'];

type RowProps = { qualification: Qualification } & ListRowActions;

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
        <RowEditButtons
          editLabel={t('qualifications.editOne', { title: q.title })}
          deleteLabel={t('qualifications.deleteOne', { title: q.title })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ) : null}
    </li>
  );
}

/** A medical person's qualifications, expired ones marked; kept by them, medical administrators and admins. */
export function QualificationsPanel({ personNo }: { personNo: number }) {
  const { t } = useTranslation('medicalStaff');
  return (
    <EditableListPanel<Qualification>
      title={t('qualifications.title')}
      entity="MedicalQualification"
      list={{ fields: FIELDS, filter: { NoPerson: personNo }, sort: ['-Valid', '-ValidUntil', 'Title'] }}
      canEdit={canKeepQualifications(useCurrentUser(), personNo)}
      texts={{
        add: t('qualifications.add'),
        none: t('qualifications.none'),
        deleteTitle: t('qualifications.deleteTitle'),
        deleteConfirm: (q) => t('qualifications.deleteConfirm', { title: q.title }),
        deleted: t('qualifications.deleted'),
      }}
      noticeKind="qualification"
      form={(q, onDone) => <QualificationForm personNo={personNo} qualification={q} onDone={onDone} />}
      row={(q, actions) => <QualificationRow key={q.no} qualification={q} {...actions} />}
    />
  );
}
