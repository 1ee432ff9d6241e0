import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  UPLOADED_LEGAL_DOCUMENT_KINDS,
  type LegalDocumentKind,
  type TCaseDossier,
} from '@libero/shared/legal/legal-api';
import { useValidatedForm } from '../../lib/form';
import { FormFileField } from '../../lib/forms/file-field';
import { FormSelect } from '../../lib/forms/form-select';
import { i18n } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { FoldablePanel } from '../../ui/foldable-panel';
import { caseDocumentUrl, uploadDocument } from './legal-api';
import { formatMoment } from './legal-format';
import { useCaseAction } from './use-case-action';

const uploadSchema = z.object({
  kind: z.string().min(1),
  file: z.custom<File | null>((value) => value instanceof File, {
    error: () => i18n.t('legal:documents.fileRequired'),
  }),
});

type UploadValues = { kind: string; file: File | null };

const isUploadedKind = (kind: string): kind is LegalDocumentKind =>
  (UPLOADED_LEGAL_DOCUMENT_KINDS as readonly string[]).includes(kind);

/** A piece of evidence, its kind chosen, uploaded. */
function UploadForm({ dossier, onUploaded }: { dossier: TCaseDossier; onUploaded: () => void }) {
  const { t } = useTranslation('legal');
  const action = useCaseAction(dossier.no, dossier.kind);
  const form = useValidatedForm(uploadSchema, { kind: '', file: null });
  const kinds = UPLOADED_LEGAL_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`documentKinds.${kind}`) }));

  const save = async ({ kind, file }: UploadValues) => {
    if (!isUploadedKind(kind) || !file) return;
    const outcome = await action.run({
      id: 'upload',
      run: () => uploadDocument(dossier.no, kind, file),
      done: t('documents.uploaded', { name: file.name }),
    });
    if (outcome.done) onUploaded();
  };
  const submit = (event: FormEvent) => form.handleSubmit(save)(event);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('documents.upload')}
      className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <FormSelect
        control={form.control}
        name="kind"
        label={t('documents.kind')}
        options={kinds}
        emptyLabel={t('form.chooseKind')}
        className="sm:w-56"
      />
      <FormFileField control={form.control} name="file" label={t('documents.file')} hint={t('documents.fileHint')} />
      <Button type="submit" className="sm:mt-6" pending={action.pending} pendingLabel={t('documents.uploading')}>
        {t('documents.submit')}
      </Button>
    </form>
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
