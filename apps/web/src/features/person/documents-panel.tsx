import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { DEFAULT_DOCUMENT_MAX_BYTES, DOCUMENT_KINDS, DOCUMENT_TYPES } from '@libero/shared/documents/documents';
import { formatDate } from '../../lib/dates/date-formats';
import { errorMessage } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FoldablePanel } from '../../ui/foldable-panel';
import { SelectField } from '../../ui/form-controls';
import {
  documentsQuery,
  documentUrl,
  useDeleteDocument,
  useUploadDocument,
  type PersonDocument,
} from './documents-api';

/** The server's default limit (DOCUMENT_MAX_BYTES); it checks again and has the last word. */
const MAX_BYTES = DEFAULT_DOCUMENT_MAX_BYTES;
const ACCEPTED_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.webp'];
const ACCEPTED_TYPES: readonly string[] = DOCUMENT_TYPES;
const SIZE_UNITS = [
  ['megabyte', 1024 * 1024],
  ['kilobyte', 1024],
  ['byte', 1],
] as const;

function formatSize(bytes: number): string {
  const [unit, size] = SIZE_UNITS.find(([, size]) => bytes >= size) ?? SIZE_UNITS[2];
  return new Intl.NumberFormat(currentLanguage(), { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    bytes / size,
  );
}

/** Browsers may not know a file's type: its extension then speaks for it. */
function isAcceptedFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return ACCEPTED_TYPES.includes(file.type) || ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
}

type UploadErrors = { kind?: string; file?: string };

/** Chooses a kind and a file, checks them here first (the server decides), and uploads. */
function UploadForm({ personNo }: { personNo: number }) {
  const { t } = useTranslation('documents');
  const upload = useUploadDocument(personNo);
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadErrors>({});
  const max = formatSize(MAX_BYTES);
  const fileProblem = (chosen: File | null) => {
    if (!chosen) return t('upload.fileRequired');
    if (!isAcceptedFile(chosen)) return t('upload.wrongType');
    return chosen.size > MAX_BYTES ? t('upload.tooLarge', { max }) : undefined;
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setErrors((current) => ({ ...current, file: chosen ? fileProblem(chosen) : undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosenKind = DOCUMENT_KINDS.find((value) => value === kind);
    const found: UploadErrors = { kind: chosenKind ? undefined : t('upload.kindRequired'), file: fileProblem(file) };
    setErrors(found);
    if (!chosenKind || !file || found.file) return;
    upload.mutate(
      { kind: chosenKind, file },
      {
        onSuccess: () => {
          setKind('');
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  const kinds = DOCUMENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }));
  const hintId = `${fileId}-hint`;
  const errorId = `${fileId}-error`;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('upload.title')}
      className="mt-3 flex flex-wrap items-start gap-3 border-t border-slate-100 pt-3"
    >
      <SelectField
        label={t('upload.kind')}
        options={kinds}
        emptyLabel={t('upload.chooseKind')}
        value={kind}
        error={errors.kind}
        onChange={(event) => setKind(event.target.value)}
        className="w-48"
      />
      <div className="flex min-w-64 flex-1 flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
          {t('upload.file')}
        </label>
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          accept={ACCEPTED_EXTENSIONS.join(',')}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          className="min-h-9 text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        />
        <p id={hintId} className="text-xs text-slate-600">
          {t('upload.hint', { max })}
        </p>
        {errors.file ? (
          <p id={errorId} className="text-xs font-medium text-red-700">
            {errors.file}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="mt-6" pending={upload.isPending} pendingLabel={t('upload.uploading')}>
        {t('upload.submit')}
      </Button>
    </form>
  );
}

type DocumentRowProps = { document: PersonDocument; canEdit: boolean; onDelete: () => void };

function DocumentRow({ document, canEdit, onDelete }: DocumentRowProps) {
  const { t } = useTranslation('documents');
  return (
    <tr>
      <td className="py-1.5 pr-3 whitespace-nowrap text-slate-600">{t(`kinds.${document.kind}`)}</td>
      <td className="py-1.5 pr-3 break-all">
        <a href={documentUrl(document)} download className="text-sky-800 underline-offset-2 hover:underline">
          {document.fileName}
        </a>
      </td>
      <td className="py-1.5 pr-3 whitespace-nowrap text-slate-600">{formatSize(document.sizeBytes)}</td>
      <td className="py-1.5 pr-3 whitespace-nowrap text-slate-600">{formatDate(document.createdAt)}</td>
      {canEdit ? (
        <td className="py-1 text-right">
          <Button variant="ghost" aria-label={t('delete.one', { name: document.fileName })} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </td>
      ) : null}
    </tr>
  );
}

export type DocumentsPanelProps = { personNo: number; canEdit: boolean };

/** Files kept about a person (passport scan, photo…): listed for download; uploaded and deleted by those allowed to. */
export function DocumentsPanel({ personNo, canEdit }: DocumentsPanelProps) {
  const { t } = useTranslation('documents');
  const query = useQuery(documentsQuery(personNo));
  const remove = useDeleteDocument(personNo);
  const [deleting, setDeleting] = useState<PersonDocument | null>(null);
  const documents = query.data ?? [];
  const confirmDelete = () => {
    if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
  };
  return (
    <FoldablePanel title={t('title')} loading={query.isPending}>
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      {query.isSuccess && documents.length === 0 ? <p className="text-sm text-slate-600">{t('empty')}</p> : null}
      {documents.length > 0 ? (
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="pb-1 pr-3 font-medium">
                {t('columns.kind')}
              </th>
              <th scope="col" className="pb-1 pr-3 font-medium">
                {t('columns.file')}
              </th>
              <th scope="col" className="pb-1 pr-3 font-medium">
                {t('columns.size')}
              </th>
              <th scope="col" className="pb-1 pr-3 font-medium">
                {t('columns.added')}
              </th>
              {canEdit ? (
                <th scope="col" className="pb-1">
                  <span className="sr-only">{t('columns.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-900">
            {documents.map((document) => (
              <DocumentRow
                key={document.no}
                document={document}
                canEdit={canEdit}
                onDelete={() => setDeleting(document)}
              />
            ))}
          </tbody>
        </table>
      ) : null}
      {canEdit ? <UploadForm personNo={personNo} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        message={t('delete.confirm', { name: deleting?.fileName ?? '' })}
        confirmLabel={t('delete.action')}
        cancelLabel={t('delete.cancel')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </FoldablePanel>
  );
}
