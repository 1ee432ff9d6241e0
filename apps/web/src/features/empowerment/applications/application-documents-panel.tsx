import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { APPLICATION_DOCUMENT_KINDS, type TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { formatDate } from '../../../lib/dates/date-formats';
import { DossierDocumentUpload } from '../../../lib/forms/document-upload-form';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DocumentsTable } from '../../../ui/documents-table';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { applicationDocumentUrl, deleteApplicationDocument, uploadApplicationDocument } from './application-api';
import { useApplicationAction } from './use-application-action';

type DocumentRef = TApplicationDossier['documents'][number];

/** A document, its kind chosen, uploaded. */
function UploadForm({ dossier }: { dossier: TApplicationDossier }) {
  const { t } = useTranslation('applications');
  const kinds = APPLICATION_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`documents.kinds.${kind}`) }));
  return (
    <DossierDocumentUpload
      kinds={kinds}
      action={useApplicationAction(dossier.no)}
      send={(kind, file) => uploadApplicationDocument(dossier.no, kind, file)}
      doneText={(name) => t('documents.uploaded', { name })}
      labels={{
        form: t('documents.upload'),
        kind: t('documents.kind'),
        chooseKind: t('form.choose'),
        file: t('documents.file'),
        fileHint: t('documents.fileHint'),
        fileRequired: t('documents.fileRequired'),
        submit: t('documents.submit'),
        uploading: t('documents.uploading'),
      }}
    />
  );
}

/** Removes a document of a draft, once confirmed. */
function DeleteDocument({ dossier, document }: { dossier: TApplicationDossier; document: DocumentRef }) {
  const { t } = useTranslation(['applications', 'common']);
  const action = useApplicationAction(dossier.no);
  const [asking, setAsking] = useState(false);
  const remove = async () => {
    const outcome = await action.run({
      id: `delete-${document.no}`,
      run: () => deleteApplicationDocument(dossier.no, document.no),
      done: t('documents.deleted', { name: document.fileName }),
    });
    if (outcome.done) setAsking(false);
  };
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setAsking(true)}
        aria-label={t('documents.delete', { name: document.fileName })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('documents.deleteTitle')}
        message={t('documents.deleteMessage', { name: document.fileName })}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        pending={action.pending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
}

/** The application's attachments for download; uploads by its federation (while a draft) and its reviewers. */
export function ApplicationDocumentsPanel({ dossier }: { dossier: TApplicationDossier }) {
  const { t } = useTranslation('applications');
  const canUpload = dossier.canEdit || dossier.roles.includes('reviewer');
  const rows = dossier.documents.map((document) => ({
    key: document.no,
    kind: t(`documents.kinds.${document.kind}`, { defaultValue: document.kind }),
    fileName: document.fileName,
    href: applicationDocumentUrl(dossier.no, document.no),
    added: formatDate(document.uploadedAt, 'timeShortWithYear'),
    document,
  }));
  const actions = dossier.canEdit
    ? {
        label: t('budget.actions'),
        render: ({ document }: (typeof rows)[number]) => <DeleteDocument dossier={dossier} document={document} />,
      }
    : undefined;
  return (
    <FoldablePanel title={t('documents.title')}>
      <DocumentsTable
        caption={t('documents.title')}
        headers={{ kind: t('documents.kind'), file: t('documents.file'), added: t('documents.added') }}
        emptyText={t('documents.empty')}
        rows={rows}
        actions={actions}
      />
      {canUpload ? <UploadForm dossier={dossier} /> : null}
    </FoldablePanel>
  );
}
