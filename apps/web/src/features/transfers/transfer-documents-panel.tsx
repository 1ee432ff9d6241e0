import { useTranslation } from 'react-i18next';
import { UPLOADED_DOCUMENT_KINDS, type TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { DossierDocumentUpload } from '../../lib/forms/document-upload-form';
import { DocumentsTable } from '../../ui/documents-table';
import { FoldablePanel } from '../../ui/foldable-panel';
import { transferDocumentUrl, uploadDocument, type UploadedKind } from './transfer-api';
import { formatDay, formatSize } from './transfer-format';
import { useTransferStep } from './use-transfer-step';

/** A contract or another document, chosen and uploaded. */
function UploadForm({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  const kinds = UPLOADED_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`documents.kinds.${kind}`) }));
  return (
    <DossierDocumentUpload
      kinds={kinds}
      action={useTransferStep(dossier.no)}
      send={(kind: UploadedKind, file) => uploadDocument(dossier.no, kind, file)}
      doneText={(name) => t('documents.upload.done', { name })}
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
      {dossier.actions.uploadDocument ? <UploadForm dossier={dossier} /> : null}
    </FoldablePanel>
  );
}
