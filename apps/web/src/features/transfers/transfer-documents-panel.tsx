import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOADED_DOCUMENT_KINDS, type TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { DocumentUploadForm } from '../../lib/forms/document-upload-form';
import { DocumentsTable } from '../../ui/documents-table';
import { FoldablePanel } from '../../ui/foldable-panel';
import { transferDocumentUrl, uploadDocument, type UploadedKind } from './transfer-api';
import { formatDay, formatSize } from './transfer-format';
import { useTransferStep } from './use-transfer-step';

/** A contract or another document, chosen and uploaded. */
function UploadForm({ dossier, onUploaded }: { dossier: TTransferDossier; onUploaded: () => void }) {
  const { t } = useTranslation('transfers');
  const step = useTransferStep(dossier.no);
  const kinds = UPLOADED_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`documents.kinds.${kind}`) }));
  const upload = async (kind: UploadedKind, file: File) => {
    const outcome = await step.run({
      id: 'upload',
      run: () => uploadDocument(dossier.no, kind, file),
      done: t('documents.upload.done', { name: file.name }),
    });
    if (outcome.done) onUploaded();
  };
  return (
    <DocumentUploadForm
      kinds={kinds}
      pending={step.pending}
      onUpload={upload}
      labels={{
        form: t('documents.upload.title'),
        kind: t('documents.kind'),
        chooseKind: t('documents.upload.chooseKind'),
        file: t('documents.file'),
        fileHint: t('files.hint'),
        fileRequired: t('documents.upload.fileRequired'),
        submit: t('documents.upload.submit'),
        uploading: t('documents.upload.uploading'),
      }}
    />
  );
}

/** The transfer's documents for download, and the upload form where the dossier allows it. */
export function TransferDocumentsPanel({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  const [round, setRound] = useState(0);
  const rows = dossier.documents.map((document) => ({
    key: document.no,
    kind: t(`documents.kinds.${document.kind}`),
    fileName: document.fileName,
    href: transferDocumentUrl(dossier.no, document.no),
    size: formatSize(document.sizeBytes),
    added: formatDay(document.createdAt),
  }));
  const headers = {
    kind: t('documents.kind'),
    file: t('documents.file'),
    size: t('documents.size'),
    added: t('documents.added'),
  };
  return (
    <FoldablePanel title={t('documents.title')}>
      <DocumentsTable caption={t('documents.title')} headers={headers} emptyText={t('documents.empty')} rows={rows} />
      {dossier.actions.uploadDocument ? (
        <UploadForm key={round} dossier={dossier} onUploaded={() => setRound((count) => count + 1)} />
      ) : null}
    </FoldablePanel>
  );
}
