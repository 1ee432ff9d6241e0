import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UPLOADED_LEGAL_DOCUMENT_KINDS,
  type LegalDocumentKind,
  type TCaseDossier,
} from '@libero/shared/legal/legal-api';
import { DocumentUploadForm } from '../../lib/forms/document-upload-form';
import { FoldablePanel } from '../../ui/foldable-panel';
import { caseDocumentUrl, uploadDocument } from './legal-api';
import { formatMoment } from './legal-format';
import { useCaseAction } from './use-case-action';

/** A piece of evidence, its kind chosen, uploaded. */
function UploadForm({ dossier, onUploaded }: { dossier: TCaseDossier; onUploaded: () => void }) {
  const { t } = useTranslation('legal');
  const action = useCaseAction(dossier.no, dossier.kind);
  const kinds = UPLOADED_LEGAL_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`documentKinds.${kind}`) }));
  const upload = async (kind: LegalDocumentKind, file: File) => {
    const outcome = await action.run({
      id: 'upload',
      run: () => uploadDocument(dossier.no, kind, file),
      done: t('documents.uploaded', { name: file.name }),
    });
    if (outcome.done) onUploaded();
  };
  return (
    <DocumentUploadForm
      kinds={kinds}
      pending={action.pending}
      onUpload={upload}
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

const TH = 'pb-1 pr-3 font-medium';
const TD = 'py-1.5 pr-3 whitespace-nowrap';

/** The case's evidence for download, and the upload form where the dossier allows it. */
export function CaseDocumentsPanel({ dossier }: { dossier: TCaseDossier }) {
  const { t } = useTranslation('legal');
  const [round, setRound] = useState(0);
  const { documents } = dossier;
  return (
    <FoldablePanel title={t('documents.title')}>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-600">{t('documents.empty')}</p>
      ) : (
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
                  {t('documents.added')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {documents.map((document) => (
                <tr key={document.no}>
                  <td className={`${TD} text-slate-600`}>{t(`documentKinds.${document.kind}`)}</td>
                  <td className="py-1.5 pr-3 break-all">
                    <a
                      href={caseDocumentUrl(dossier.no, document.no)}
                      download
                      className="text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600"
                    >
                      {document.fileName}
                    </a>
                  </td>
                  <td className={`${TD} text-slate-600`}>{formatMoment(document.uploadedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dossier.canUpload ? (
        <UploadForm key={round} dossier={dossier} onUploaded={() => setRound((count) => count + 1)} />
      ) : null}
    </FoldablePanel>
  );
}
