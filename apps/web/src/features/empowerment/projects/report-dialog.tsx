import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZReportInput, type TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import type { ReportKind } from '@libero/shared/empowerment/reports';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { FormFileField } from '../../../lib/forms/file-field';
import { FormDateInput } from '../../../lib/forms/form-date-input';
import { FormSelect } from '../../../lib/forms/form-select';
import { dateFormat } from '../../../lib/forms/rules';
import { i18n } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/form-dialog';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { addReport } from './project-api';
import { refusedField, settleDialog } from './project-refusals';
import { useProjectAction } from './use-project-action';

const MAX_TITLE = 200;
const MAX_BODY = 20_000;

/** The kinds the viewer may add now are the only choice; the period may be left open. */
function reportSchema(kinds: readonly ReportKind[]) {
  return z
    .object({
      kind: z.string().refine((kind) => kinds.some((k) => k === kind), {
        error: () => i18n.t('common:validation.required'),
      }),
      title: ZReportInput.shape.title,
      periodStart: z.string().check(dateFormat('yyyy-MM-dd')),
      periodEnd: z.string().check(dateFormat('yyyy-MM-dd')),
      body: ZReportInput.shape.body,
      file: z.custom<File | null>((value) => value === null || value instanceof File),
    })
    .refine((report) => !report.periodStart || !report.periodEnd || report.periodEnd >= report.periodStart, {
      error: () => i18n.t('projects:form.endBeforeStart'),
      path: ['periodEnd'],
    });
}

type ReportValues = z.output<ReturnType<typeof reportSchema>>;

const REPORT_FIELDS = {
  kind: 'kind',
  title: 'title',
  periodStart: 'periodStart',
  periodEnd: 'periodEnd',
  body: 'body',
  file: 'file',
} as const;

/** A report of a kind the viewer may add (`reportKinds`): its title, period, text and an optional document. */
export function ReportDialog({ dossier, onClose }: { dossier: TProjectDossier; onClose: () => void }) {
  const { t } = useTranslation(['projects', 'empowerment']);
  const action = useProjectAction(dossier.no);
  const kinds = dossier.reportKinds;
  const [schema] = useState(() => reportSchema(kinds));
  const form = useValidatedForm(schema, {
    kind: kinds.length === 1 ? kinds[0] : '',
    title: '',
    periodStart: '',
    periodEnd: '',
    body: '',
    file: null,
  });

  const send = async ({ file, kind, title, periodStart, periodEnd, body }: ReportValues) => {
    const fields = {
      kind: kind as ReportKind,
      title,
      periodStart: periodStart || null,
      periodEnd: periodEnd || null,
      body,
    };
    const outcome = await action.run({
      run: () => addReport(dossier.no, fields, file),
      done: t('projects:reports.add.done', { title }),
      shownBy: (error) => refusedField(error, REPORT_FIELDS) !== undefined,
    });
    settleDialog(outcome, REPORT_FIELDS, {
      close: onClose,
      showError: (field, message) => form.setError(field, { type: 'server', message }, { shouldFocus: true }),
    });
  };
  const submit = (event: FormEvent) => form.handleSubmit(send)(event);
  const title = t('projects:reports.add.title');
  const errors = form.formState.errors;

  return (
    <FormDialog open onClose={onClose} title={title} size="wide">
      <form noValidate onSubmit={submit} aria-label={title} className="flex flex-col gap-3">
        <FormSelect
          control={form.control}
          name="kind"
          label={t('empowerment:fields.reportKind')}
          options={kinds.map((kind) => ({ value: kind, label: t(`empowerment:reportKinds.${kind}`) }))}
          emptyLabel={t('projects:reports.add.chooseKind')}
        />
        <TextField
          label={t('empowerment:fields.title')}
          required
          maxLength={MAX_TITLE}
          error={fieldErrorText(errors.title)}
          {...form.register('title')}
        />
        <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
          <FormDateInput
            control={form.control}
            name="periodStart"
            label={t('empowerment:fields.periodStart')}
            deps="periodEnd"
          />
          <FormDateInput control={form.control} name="periodEnd" label={t('empowerment:fields.periodEnd')} />
        </div>
        <TextAreaField
          label={t('projects:reports.add.body')}
          required
          rows={8}
          maxLength={MAX_BODY}
          error={fieldErrorText(errors.body)}
          {...form.register('body')}
        />
        <FormFileField
          control={form.control}
          name="file"
          label={t('projects:reports.add.file')}
          hint={t('projects:reports.add.fileHint')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('projects:dialog.cancel')}
          </Button>
          <Button type="submit" pending={action.pending} pendingLabel={t('projects:dialog.saving')}>
            {t('projects:reports.add.submit')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
