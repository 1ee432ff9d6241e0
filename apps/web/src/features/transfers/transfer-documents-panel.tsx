import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOADED_DOCUMENT_KINDS, type TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { DocumentUploadForm } from '../../lib/forms/document-upload-form';
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

const TH = 'pb-1 pr-3 font-medium';
const TD = 'py-1.5 pr-3 whitespace-nowrap';

/** The transfer's documents for download, and the upload form where the dossier allows it. */
export function TransferDocumentsPanel({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  const [round, setRound] = useState(0);
  const { documents } = dossier;
  return (
    <FoldablePanel title={t('documents.title')}>
      {documents.length === 0 ? <p className="text-sm text-slate-600">{t('documents.empty')}</p> : null}
      {documents.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('documents.title')}</caption>
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className={TH}>
                  {t('documents.kind')}
                </th>
                <th scope="col" className={TH}>
                  {t('documents.file')}
                </th>
                <th scope="col" className={TH}>
                  {t('documents.size')}
                </th>
                <th scope="col" className={TH}>
                  {t('documents.added')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {documents.map((document) => (
                <tr key={document.no}>
                  <td className={`${TD} text-slate-600`}>{t(`documents.kinds.${document.kind}`)}</td>
                  <td className="py-1.5 pr-3 break-all">
                    <a
                      href={transferDocumentUrl(dossier.no, document.no)}
                      download
                      className="text-sky-800 underline-offset-2 hover:underline"
                    >
                      {document.fileName}
                    </a>
                  </td>
                  <td className={`${TD} text-slate-600`}>{formatSize(document.sizeBytes)}</td>
                  <td className={`${TD} text-slate-600`}>{formatDay(document.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {dossier.actions.uploadDocument ? (
        <UploadForm key={round} dossier={dossier} onUploaded={() => setRound((count) => count + 1)} />
      ) : null}
    </FoldablePanel>
  );
}
