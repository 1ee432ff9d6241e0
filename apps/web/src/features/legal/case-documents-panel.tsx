import { useTranslation } from 'react-i18next';
import {
  UPLOADED_LEGAL_DOCUMENT_KINDS,
  type LegalDocumentKind,
  type TCaseDossier,
} from '@libero/shared/legal/legal-api';
import { DossierDocumentUpload } from '../../lib/forms/document-upload-form';
import { DocumentsTable } from '../../ui/documents-table';
import { FoldablePanel } from '../../ui/foldable-panel';
import { caseDocumentUrl, uploadDocument } from './legal-api';
import { formatMoment } from './legal-format';
import { useCaseAction } from './use-case-action';

/** A piece of evidence, its kind chosen, uploaded. */
function UploadForm({ dossier }: { dossier: TCaseDossier }) {
  const { t } = useTranslation('legal');
  const kinds = UPLOADED_LEGAL_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`documentKinds.${kind}`) }));
  return (
    <DossierDocumentUpload
      kinds={kinds}
      action={useCaseAction(dossier.no, dossier.kind)}
      send={(kind: LegalDocumentKind, file) => uploadDocument(dossier.no, kind, file)}
      doneText={(name) => t('documents.uploaded', { name })}
      labels={{
        form: t('documents.upload'),
        kind: t('documents.kind'),
        chooseKind: t('form.chooseKind'),
        file: t('documents.file'),
        fileHint: t('documents.fileHint'),
        fileRequired: t('documents.fileRequired'),
        submit: t('documents.submit'),
        uploading: t('documents.uploading'),
      }}
    />
  );
}

/** The case's evidence for download, and the upload form where the dossier allows it. */
export function CaseDocumentsPanel({ dossier }: { dossier: TCaseDossier }) {
  const { t } = useTranslation('legal');
  const rows = dossier.documents.map((document) => ({
    key: document.no,
    kind: t(`documentKinds.${document.kind}`),
    fileName: document.fileName,
    href: caseDocumentUrl(dossier.no, document.no),
    added: formatMoment(document.uploadedAt),
  }));
  return (
    <FoldablePanel title={t('documents.title')}>
      <DocumentsTable
        caption={t('documents.title')}
        headers={{ kind: t('documents.kind'), file: t('documents.file'), added: t('documents.added') }}
        emptyText={t('documents.empty')}
        rows={rows}
      />
      {dossier.canUpload ? <UploadForm dossier={dossier} /> : null}
    </FoldablePanel>
  );
}
