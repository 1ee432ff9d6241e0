import { useId, useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { IMPORTABLE_ENTITIES, mayImport } from '../../lib/entities/importable-entities';
import { errorMessage } from '../../lib/error-message';
import { useValidatedForm } from '../../lib/form';
import { FormFileField } from '../../lib/forms/file-field';
import { FormSelect } from '../../lib/forms/form-select';
import { i18n } from '../../lib/i18n';
import { notify } from '../../lib/notifications/notifications-store';
import { PageLayout } from '../../lib/page-layout';
import { useCurrentUser } from '../../lib/session/current-user';
import { Alert } from '../../ui/alert';
import { BackLink } from '../../ui/back-link';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/form-controls';
import type { SelectOption } from '../../ui/select-filter';
import { useEntityLabel } from './import-facts';
import { discardImport, importKeys, importPagePath, uploadSpreadsheet, type ImportView } from './imports-api';

/** What the server reads: CSV and Excel workbooks (it checks the bytes and has the last word). */
const ACCEPTED = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NOTICE_MS = 5000;

type Uploaded = { view: ImportView; file: File };

/** The records the user may import, by their names. */
function useEntityOptions(): SelectOption[] {
  const user = useCurrentUser();
  const entityLabel = useEntityLabel();
  return useMemo(
    () =>
      IMPORTABLE_ENTITIES.filter((entity) => mayImport(entity, user)).map((entity) => ({
        value: entity,
        label: entityLabel(entity),
      })),
    [user, entityLabel],
  );
}

type UploadFormProps = { entities: SelectOption[]; entity: string; onUploaded: (uploaded: Uploaded) => void };

/** The records to bring in and the file holding them, sent to the server. */
function UploadForm({ entities, entity, onUploaded }: UploadFormProps) {
  const { t } = useTranslation('imports');
  const schema = useMemo(
    () =>
      z.object({
        entity: z.string().refine((name) => entities.some((option) => option.value === name), {
          error: () => i18n.t('common:validation.required'),
        }),
        file: z.custom<File | null>((value) => value instanceof File, { error: () => t('new.fileRequired') }),
      }),
    [entities, t],
  );
  const initial = entities.some((option) => option.value === entity) ? entity : '';
  const form = useValidatedForm(schema, { entity: initial, file: null });
  const [refusal, setRefusal] = useState<unknown>();
  const save = async (values: { entity: string; file: File | null }) => {
    if (!values.file) return;
    setRefusal(undefined);
    try {
      onUploaded({ view: await uploadSpreadsheet(values.entity, values.file), file: values.file });
    } catch (error) {
      setRefusal(error);
    }
  };
  const submit = (event: FormEvent) => form.handleSubmit(save)(event);
  return (
    <form noValidate onSubmit={submit} aria-label={t('new.form')} className="flex flex-col gap-3">
      <FormSelect
        control={form.control}
        name="entity"
        label={t('new.entity')}
        options={entities}
        emptyLabel={t('new.chooseEntity')}
        className="sm:max-w-xs"
      />
      <FormFileField
        control={form.control}
        name="file"
        label={t('new.file')}
        hint={t('new.fileHint')}
        accept={ACCEPTED}
      />
      {refusal ? <Alert tone="error">{errorMessage(refusal)}</Alert> : null}
      <div>
        <Button type="submit" pending={form.formState.isSubmitting} pendingLabel={t('new.uploading')}>
          {t('new.upload')}
        </Button>
      </div>
    </form>
  );
}

/** A workbook of several sheets: the first was read; another is read by sending the file again. */
function SheetChoice({ uploaded, onOpen }: { uploaded: Uploaded; onOpen: (view: ImportView) => void }) {
  const { t } = useTranslation('imports');
  const { view, file } = uploaded;
  const [sheet, setSheet] = useState(view.sheet ?? '');
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();
  const headingId = useId();
  const goOn = async () => {
    if (sheet === view.sheet) return onOpen(view);
    setPending(true);
    setRefusal(undefined);
    try {
      const chosen = await uploadSpreadsheet(view.entity, file, sheet);
      // The first sheet's import would stay in the list, uploaded; failing to discard it stops nothing.
      await discardImport(view.id).catch(() => undefined);
      onOpen(chosen);
    } catch (error) {
      setRefusal(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-3"
    >
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('new.sheets.title')}
      </h2>
      <p className="text-sm text-slate-700">
        {t('new.sheets.intro', { count: view.sheets?.length ?? 0, file: view.fileName })}
      </p>
      <SelectField
        label={t('new.sheets.sheet')}
        className="sm:max-w-xs"
        value={sheet}
        options={(view.sheets ?? []).map((name) => ({ value: name, label: name }))}
        onChange={(event) => setSheet(event.target.value)}
      />
      {refusal ? <Alert tone="error">{errorMessage(refusal)}</Alert> : null}
      <div>
        <Button pending={pending} pendingLabel={t('new.uploading')} onClick={() => void goOn()}>
          {t('new.sheets.goOn')}
        </Button>
      </div>
    </section>
  );
}

/**
 * `/imports/new?entity=Player`: the first step of an import (issue #39): what to bring in and the
 * spreadsheet, then, for a workbook of several sheets, which one. The import's page follows.
 */
export function NewImportPage() {
  const { t } = useTranslation(['imports', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const entities = useEntityOptions();
  const [uploaded, setUploaded] = useState<Uploaded>();
  const open = (view: ImportView) => {
    // The upload's answer holds the server's proposal of the columns, which the import's page starts from.
    client.setQueryData(importKeys.one(view.id), view);
    void client.invalidateQueries({ queryKey: importKeys.list() });
    notify({ kind: 'import-uploaded', tone: 'success', message: t('new.done'), duration: NOTICE_MS });
    void navigate(importPagePath(view.id));
  };
  const onUploaded = (next: Uploaded) => ((next.view.sheets?.length ?? 0) > 1 ? setUploaded(next) : open(next.view));
  return (
    <PageLayout title={t('common:sections.newImport')}>
      <div className="flex max-w-3xl flex-col gap-4">
        <BackLink to="/imports">{t('page.back')}</BackLink>
        <ol className="list-decimal space-y-1 ps-5 text-sm text-slate-700">
          <li>{t('new.steps.upload')}</li>
          <li>{t('new.steps.check')}</li>
          <li>{t('new.steps.write')}</li>
        </ol>
        {entities.length === 0 ? (
          <Alert tone="info">{t('new.notForYou')}</Alert>
        ) : uploaded ? (
          <SheetChoice uploaded={uploaded} onOpen={open} />
        ) : (
          <UploadForm entities={entities} entity={params.get('entity') ?? ''} onUploaded={onUploaded} />
        )}
      </div>
    </PageLayout>
  );
}
