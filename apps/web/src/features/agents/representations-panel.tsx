import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileUp, Pencil, Trash2 } from 'lucide-react';
import { formatDate } from '../../lib/dates/date-formats';
import { entityKeys, useCommand } from '../../lib/entities/entity-queries';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notifications/notifications-store';
import { useCurrentUser } from '../../lib/session/current-user';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TEXT_LINK_CLASS, TextLink } from '../../ui/text-link';
import { RepresentationStateBadge } from './agent-badges';
import { canKeepRepresentations } from './agent-permissions';
import {
  AGENT_ENTITY,
  NOTICE_MS,
  REPRESENTATION_ENTITY,
  representationDocumentUrl,
  representationState,
  useRepresentations,
  useUploadRepresentationDocument,
  utcToday,
  type AgentRecord,
  type Representation,
} from './agents-api';
import { AddRepresentationDialog, EditRepresentationDialog } from './representation-dialogs';

/** What the server keeps: PDF and images. */
const ACCEPTED = '.pdf,.jpg,.jpeg,.png,.webp';

/** The contract's document chosen in the file dialog goes up at once, at the version shown. */
function DocumentUpload({ representation }: { representation: Representation }) {
  const { t } = useTranslation('agents');
  const upload = useUploadRepresentationDocument();
  const input = useRef<HTMLInputElement>(null);
  const player = representation.playerName ?? '';
  const label = representation.documentFileName
    ? t('representations.replaceDocument', { player })
    : t('representations.uploadDocument', { player });
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate({ no: representation.no, version: representation.version, file });
          event.target.value = '';
        }}
      />
      <Button
        variant="ghost"
        aria-label={label}
        title={label}
        pending={upload.isPending}
        onClick={() => input.current?.click()}
      >
        <FileUp aria-hidden="true" className="size-4" />
      </Button>
    </>
  );
}

type ItemProps = {
  representation: Representation;
  today: string;
  canKeep: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

function RepresentationItem({ representation: r, today, canKeep, onEdit, onDelete }: ItemProps) {
  const { t } = useTranslation('agents');
  const start = r.startDate ? formatDate(r.startDate) : '';
  const player = r.playerName ?? '';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span>
          {r.noPlayer === null ? player : <TextLink to={`/players/${r.noPlayer}`}>{player}</TextLink>}
          {r.playerFederationCode ? <span className="text-slate-600"> ({r.playerFederationCode})</span> : null}
        </span>
        <span className="text-xs text-slate-600">
          {r.endDate
            ? t('representations.period', { start, end: formatDate(r.endDate) })
            : t('representations.periodOpen', { start })}
        </span>
        <span className="text-xs">
          {r.documentFileName ? (
            <a
              href={representationDocumentUrl(r.no)}
              download
              className={TEXT_LINK_CLASS}
              aria-label={t('representations.downloadDocument', { player, file: r.documentFileName })}
            >
              {r.documentFileName}
            </a>
          ) : (
            <span className="text-slate-600">{t('representations.noDocument')}</span>
          )}
        </span>
      </span>
      <RepresentationStateBadge state={representationState(r, today)} />
      {canKeep ? (
        <span className="flex gap-1">
          <Button
            variant="ghost"
            aria-label={t('representations.editOne', { player })}
            title={t('representations.editOne', { player })}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <DocumentUpload representation={r} />
          <Button
            variant="ghost"
            aria-label={t('representations.deleteOne', { player })}
            title={t('representations.deleteOne', { player })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </span>
      ) : null}
    </li>
  );
}

/**
 * The players an agent represents, and represented: each contract's player, dates, where it
 * stands today and its signed document. The agent and admins add players, change the dates,
 * replace the document and delete a contract.
 */
export function RepresentationsPanel({ agent }: { agent: AgentRecord }) {
  const { t } = useTranslation(['agents', 'common']);
  const client = useQueryClient();
  const canKeep = canKeepRepresentations(useCurrentUser(), agent.no);
  const query = useRepresentations(agent.no);
  const { remove } = useCommand(REPRESENTATION_ENTITY);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Representation | null>(null);
  const [deleting, setDeleting] = useState<Representation | null>(null);
  const representations = query.data ?? [];
  const today = utcToday();
  const active = agent.status === 'active';

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { no: deleting.no, version: deleting.version },
      {
        onSuccess: () => {
          void client.invalidateQueries({ queryKey: entityKeys.all(AGENT_ENTITY) });
          notify({
            kind: 'agent-representation-deleted',
            tone: 'success',
            message: t('agents:representations.deleted'),
            duration: NOTICE_MS,
          });
        },
        onError: (error) =>
          notify({ kind: 'agent-representation-delete-failed', tone: 'error', message: errorMessage(error) }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <FoldablePanel
      title={t('agents:representations.title')}
      loading={query.isPending}
      actions={
        canKeep && active ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('agents:representations.add')}
          </Button>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-2">
        {canKeep && !active ? <Alert tone="warning">{t('agents:representations.notActive')}</Alert> : null}
        {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
        {query.isSuccess && representations.length === 0 ? (
          <p className="text-sm text-slate-600">{t('agents:representations.empty')}</p>
        ) : (
          <ul aria-label={t('agents:representations.title')} className="divide-y divide-slate-100">
            {representations.map((representation) => (
              <RepresentationItem
                key={representation.no}
                representation={representation}
                today={today}
                canKeep={canKeep}
                onEdit={() => setEditing(representation)}
                onDelete={() => setDeleting(representation)}
              />
            ))}
          </ul>
        )}
      </div>
      {adding ? <AddRepresentationDialog agentNo={agent.no} onClose={() => setAdding(false)} /> : null}
      {editing ? (
        <EditRepresentationDialog agentNo={agent.no} representation={editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('agents:representations.deleteTitle')}
        message={t('agents:representations.deleteMessage', { player: deleting?.playerName ?? '' })}
        confirmLabel={t('agents:representations.delete')}
        cancelLabel={t('common:actions.cancel')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </FoldablePanel>
  );
}
