import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Download, Trash2 } from 'lucide-react';
import type { TInjuryDocument } from '@libero/shared/medical/injuries';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { TextField } from '../../../ui/text-field';
import {
  injuryDocumentsQuery,
  injuryDocumentUrl,
  useDeleteInjuryDocument,
  useUploadInjuryDocument,
} from './injuries-api';

function UploadForm({ injuryNo }: { injuryNo: number }) {
  const { t } = useTranslation('injuries');
  const upload = useUploadInjuryDocument(injuryNo);
  const [file, setFile] = useState<File | null>(null);
  // A file input cannot be cleared: a new one is mounted after each upload.
  const [generation, setGeneration] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setGeneration((n) => n + 1);
      },
    });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('documents.upload')}
      className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3 sm:flex-row sm:items-end"
    >
      <TextField
        key={generation}
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp"
        label={t('documents.file')}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <Button type="submit" disabled={!file} pending={upload.isPending} pendingLabel={t('documents.uploading')}>
        {t('documents.upload')}
      </Button>
    </form>
  );
}

function DocumentRow({
  injuryNo,
  document,
  canEdit,
}: {
  injuryNo: number;
  document: TInjuryDocument;
  canEdit: boolean;
}) {
  const { t } = useTranslation('injuries');
  const remove = useDeleteInjuryDocument(injuryNo);
  return (
    <li className="flex flex-wrap items-center gap-2 py-2 text-sm">
      <a
        href={injuryDocumentUrl(injuryNo, document)}
        className="inline-flex min-w-0 flex-1 items-center gap-1 break-all text-sky-800 underline-offset-2 hover:underline"
        aria-label={t('documents.download', { name: document.fileName })}
      >
        <Download aria-hidden="true" className="size-4 shrink-0" />
        {document.fileName}
      </a>
      <span className="text-xs text-slate-600">{Math.ceil(document.sizeBytes / 1024)} KB</span>
      {canEdit ? (
        <Button
          variant="ghost"
          aria-label={t('documents.delete', { name: document.fileName })}
          pending={remove.isPending}
          onClick={() => remove.mutate(document)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </li>
  );
}

/** The files kept with an injury: downloaded by its readers, added and removed by its medical staff. */
export function InjuryDocumentsPanel({ injuryNo, canEdit }: { injuryNo: number; canEdit: boolean }) {
  const { t } = useTranslation('injuries');
  const query = useQuery(injuryDocumentsQuery(injuryNo));
  const documents = query.data ?? [];
  return (
    <FoldablePanel title={t('documents.title')} loading={query.isPending}>
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      {query.isSuccess && documents.length === 0 ? (
        <p className="text-sm text-slate-600">{t('documents.empty')}</p>
      ) : null}
      {documents.length > 0 ? (
        <ul aria-label={t('documents.caption')} className="divide-y divide-slate-100">
          {documents.map((document) => (
            <DocumentRow key={document.no} injuryNo={injuryNo} document={document} canEdit={canEdit} />
          ))}
        </ul>
      ) : null}
      {canEdit ? <UploadForm injuryNo={injuryNo} /> : null}
    </FoldablePanel>
  );
}
