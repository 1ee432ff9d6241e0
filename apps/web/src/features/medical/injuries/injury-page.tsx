import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { canDeleteInjuries, canRecordInjuries } from '@libero/shared/auth/permissions';
import { INJURY_STATUSES, type InjuryStatus } from '@libero/shared/medical/injuries';
import { formatDate } from '../../../lib/dates/date-formats';
import { useCommand, useEntity } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notifications/notifications-store';
import { PageLayout } from '../../../lib/page-layout';
import { QueryContent, recordNoOf } from '../../../lib/query-content';
import { useCurrentUser } from '../../../lib/session/current-user';
import { BackLink } from '../../../ui/back-link';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DetailsList } from '../../../ui/details-list';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { FormDialog } from '../../../ui/form-dialog';
import { TextLink } from '../../../ui/text-link';
import { ConfidentialNote } from './confidential-note';
import { followUpDue, INJURIES_PATH, INJURY_ENTITY, INJURY_FIELDS, type Injury } from './injuries-api';
import { FollowUpDueBadge, InjuryStatusBadge, SeverityBadge } from './injury-badges';
import { InjuryDocumentsPanel } from './injury-documents-panel';
import { InjuryForm } from './injury-form';
import { utcToday } from './injury-form-schema';

function InjuryDetails({ injury }: { injury: Injury }) {
  const { t } = useTranslation('injuries');
  const dash = '—';
  const day = (value: string | null) => (value ? formatDate(value) : dash);
  return (
    <DetailsList
      details={[
        {
          term: t('fields.player'),
          value: <TextLink to={`/players/${injury.noPlayer}`}>{injury.playerName}</TextLink>,
        },
        { term: t('fields.federation'), value: injury.federationCode ?? dash },
        { term: t('fields.occurredOn'), value: day(injury.occurredOn) },
        { term: t('fields.bodyPart'), value: t(`bodyParts.${injury.bodyPart}`) },
        { term: t('fields.injuryType'), value: t(`injuryTypes.${injury.injuryType}`) },
        { term: t('fields.severity'), value: <SeverityBadge severity={injury.severity} /> },
        { term: t('fields.status'), value: <InjuryStatusBadge status={injury.status} /> },
        { term: t('fields.expectedReturnOn'), value: day(injury.expectedReturnOn) },
        {
          term: t('fields.followUpOn'),
          value: (
            <span className="flex flex-wrap items-center gap-2">
              {day(injury.followUpOn)}
              {followUpDue(injury, utcToday()) ? <FollowUpDueBadge /> : null}
            </span>
          ),
        },
        { term: t('fields.treatingPerson'), value: injury.treatingPersonName ?? dash },
        { term: t('fields.notes'), value: <span className="whitespace-pre-line">{injury.notes || dash}</span> },
      ]}
    />
  );
}

/** The status buttons (to each other status), the edit dialog and, for medical administrators, deletion. */
function InjuryActions({ injury }: { injury: Injury }) {
  const { t } = useTranslation('injuries');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { save, remove } = useCommand(INJURY_ENTITY);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!canRecordInjuries(user)) return null;
  const changeStatus = (status: InjuryStatus) =>
    save.mutate(
      { No: injury.no, Version: injury.version, Status: status },
      {
        onSuccess: () =>
          notify({
            kind: 'injury-status',
            tone: 'success',
            message: t('record.statusChanged', { status: t(`statuses.${status}`) }),
            duration: 4000,
          }),
      },
    );
  const confirmDelete = () =>
    remove.mutate(
      { no: injury.no, version: injury.version },
      {
        onSuccess: () => {
          notify({ kind: 'injury-deleted', tone: 'success', message: t('record.deleted'), duration: 4000 });
          void navigate(INJURIES_PATH);
        },
        onError: (error) => notify({ kind: 'injury-delete-failed', tone: 'error', message: errorMessage(error) }),
        onSettled: () => setDeleting(false),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      {INJURY_STATUSES.filter((status) => status !== injury.status).map((status) => (
        <Button key={status} variant="secondary" pending={save.isPending} onClick={() => changeStatus(status)}>
          {t('record.statusTo', { status: t(`statuses.${status}`) })}
        </Button>
      ))}
      <Button onClick={() => setEditing(true)}>{t('record.edit')}</Button>
      {canDeleteInjuries(user) ? (
        <Button variant="secondary" onClick={() => setDeleting(true)}>
          {t('record.delete')}
        </Button>
      ) : null}
      <FormDialog
        open={editing}
        onClose={() => setEditing(false)}
        title={t('form.editTitle', { no: injury.no })}
        size="wide"
      >
        <InjuryForm injury={injury} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />
      </FormDialog>
      <ConfirmDialog
        open={deleting}
        title={t('record.deleteTitle', { no: injury.no })}
        message={t('record.deleteText')}
        confirmLabel={t('record.delete')}
        cancelLabel={t('form.cancel')}
        onCancel={() => setDeleting(false)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}

/** `/medical/injuries/{no}`: one injury, for those who may read it (others are told it does not exist). */
export function InjuryPage() {
  const { t } = useTranslation('injuries');
  const user = useCurrentUser();
  const no = recordNoOf(useParams().no);
  const query = useEntity(INJURY_ENTITY, no ?? 0, { fields: INJURY_FIELDS });
  const injury = query.data?.data as Injury | undefined;
  return (
    <PageLayout
      title={
        injury ? `${t('record.title', { no: injury.no })} — ${injury.playerName}` : t('record.title', { no: no ?? '' })
      }
      actions={injury ? <InjuryActions injury={injury} /> : undefined}
    >
      <BackLink to={INJURIES_PATH}>{t('record.backToList')}</BackLink>
      <ConfidentialNote />
      <QueryContent
        query={query}
        notFound={no === undefined}
        loadingText={t('record.loading')}
        notFoundText={t('record.notFound')}
        retryLabel={t('record.retry')}
      >
        {(answer) => {
          const record = answer.data as Injury;
          return (
            <>
              <FoldablePanel title={t('record.details')}>
                <InjuryDetails injury={record} />
              </FoldablePanel>
              <InjuryDocumentsPanel injuryNo={record.no} canEdit={canRecordInjuries(user)} />
            </>
          );
        }}
      </QueryContent>
    </PageLayout>
  );
}
