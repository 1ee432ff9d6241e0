import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { APPLICATION_DOCUMENT_KINDS, type TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { formatDate } from '../../../lib/dates/date-formats';
import { DocumentUploadForm } from '../../../lib/forms/document-upload-form';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { applicationDocumentUrl, deleteApplicationDocument, uploadApplicationDocument } from './application-api';
import { useApplicationAction } from './use-application-action';

type DocumentRef = TApplicationDossier['documents'][number];

const TH = 'pb-1 pr-3 font-medium';
const TD = 'py-1.5 pr-3 whitespace-nowrap text-slate-600';

/** A document, its kind chosen, uploaded. */
function UploadForm({ dossier, onUploaded }: { dossier: TApplicationDossier; onUploaded: () => void }) {
  const { t } = useTranslation('applications');
  const action = useApplicationAction(dossier.no);
  const kinds = APPLICATION_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`documents.kinds.${kind}`) }));
  const upload = async (kind: string, file: File) => {
    const outcome = await action.run({
      id: 'upload',
      run: () => uploadApplicationDocument(dossier.no, kind, file),
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
  const [round, setRound] = useState(0);
  const { documents } = dossier;
  const canUpload = dossier.canEdit || dossier.roles.includes('reviewer');
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
                {dossier.canEdit ? (
                  <th scope="col" className={TH}>
                    <span className="sr-only">{t('budget.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {documents.map((document) => (
                <tr key={document.no}>
                  <td className={TD}>{t(`documents.kinds.${document.kind}`, { defaultValue: document.kind })}</td>
                  <td className="py-1.5 pr-3 break-all">
                    <a
                      href={applicationDocumentUrl(dossier.no, document.no)}
                      download
                      className="text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600"
                    >
                      {document.fileName}
                    </a>
                  </td>
                  <td className={TD}>{formatDate(document.uploadedAt, 'timeShortWithYear')}</td>
                  {dossier.canEdit ? (
                    <td className="py-0.5 pr-3">
                      <DeleteDocument dossier={dossier} document={document} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canUpload ? (
        <UploadForm key={round} dossier={dossier} onUploaded={() => setRound((count) => count + 1)} />
      ) : null}
    </FoldablePanel>
  );
}
