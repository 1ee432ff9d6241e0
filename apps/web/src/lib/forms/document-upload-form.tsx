import { useMemo, useState, type FormEvent } from 'react';
import { z } from 'zod';
import type { ActionOutcome, DossierAction } from '../dossier-action';
import { useValidatedForm } from '../form';
import { i18n } from '../i18n';
import { Button } from '../../ui/button';
import { FormFileField } from './file-field';
import { FormSelect } from './form-select';

/** What the form says, in the caller's words (each area names its documents). */
export type DocumentUploadLabels = {
  /** The form's accessible name. */
  form: string;
  kind: string;
  chooseKind: string;
  file: string;
  fileHint: string;
  fileRequired: string;
  submit: string;
  uploading: string;
};

type Props<K extends string> = {
  kinds: readonly { value: K; label: string }[];
  labels: DocumentUploadLabels;
  pending: boolean;
  /** Sends the file (the caller mounts a new form once it is stored: a file input cannot be cleared). */
  onUpload: (kind: K, file: File) => Promise<void>;
};

/** A document of a dossier: its kind chosen, its file picked, uploaded (transfers, legal cases…). */
export function DocumentUploadForm<K extends string>({ kinds, labels, pending, onUpload }: Props<K>) {
  const schema = useMemo(
    () =>
      z.object({
        kind: z
          .string()
          .refine((kind) => kinds.some((k) => k.value === kind), { error: () => i18n.t('common:validation.required') }),
        file: z.custom<File | null>((value) => value instanceof File, { error: () => labels.fileRequired }),
      }),
    [kinds, labels.fileRequired],
  );
  const form = useValidatedForm(schema, { kind: '', file: null });
  const save = async ({ kind, file }: { kind: string; file: File | null }) => {
    const chosen = kinds.find((k) => k.value === kind);
    if (!chosen || !file) return;
    await onUpload(chosen.value, file);
  };
  const submit = (event: FormEvent) => form.handleSubmit(save)(event);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={labels.form}
      className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <FormSelect
        control={form.control}
        name="kind"
        label={labels.kind}
        options={kinds}
        emptyLabel={labels.chooseKind}
        className="sm:w-56"
      />
      <FormFileField control={form.control} name="file" label={labels.file} hint={labels.fileHint} />
      <Button type="submit" className="sm:mt-6" pending={pending} pendingLabel={labels.uploading}>
        {labels.submit}
      </Button>
    </form>
  );
}

type DossierUploadProps<K extends string, T> = Omit<Props<K>, 'pending' | 'onUpload'> & {
  /** The record page's actions (`useDossierAction`). */
  action: { run: (action: DossierAction<T>) => Promise<ActionOutcome>; pending: boolean };
  /** Sends the file; the server answers the record as it now stands. */
  send: (kind: K, file: File) => Promise<T>;
  /** Said once the file is stored. */
  doneText: (fileName: string) => string;
};

/** A document uploaded by a record's page, as its other actions; once stored, a fresh form stands. */
export function DossierDocumentUpload<K extends string, T>({
  action,
  send,
  doneText,
  ...form
}: DossierUploadProps<K, T>) {
  const [round, setRound] = useState(0);
  const upload = async (kind: K, file: File) => {
    const outcome = await action.run({ id: 'upload', run: () => send(kind, file), done: doneText(file.name) });
    if (outcome.done) setRound((count) => count + 1);
  };
  return <DocumentUploadForm key={round} {...form} pending={action.pending} onUpload={upload} />;
}
