import { useMemo, useState, type FormEvent } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registryLabel } from '../../../lib/entities/registry-label';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { EntityFormField } from '../../../lib/forms/entity-form/entity-form-field';
import type { EntityFormValues } from '../../../lib/forms/entity-form/entity-form-values';
import type { FormFieldSpec } from '../../../lib/forms/entity-form/field-kinds';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications/notifications-store';
import { FormDialog } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/text-field';
import {
  DialogButtons,
  PLAIN_SETTING,
  refusedField,
  specNamed,
  useSaveRecord,
} from '../../../lib/forms/record-dialog-parts';
import { useReportUnsaved } from '../transfer-settings/unsaved-forms';
import { isConflict, SaveProblemAlert, type SaveProblem } from '../settings-parts';
import { CriteriaEditor } from './criteria-editor';
import {
  CRITERIA_FIELD,
  FLAG_FIELDS,
  kindFormSchema,
  kindFormValues,
  kindSaveAttributes,
  kindSpecs,
  LIMIT_FIELDS,
  NAME_FIELDS,
} from './kind-form';
import { kindName } from './kind-text';
import type { TournamentKindRecord } from './volley-settings-api';

const NOTICE_MS = 5000;

const LEGEND = 'mb-1 text-sm font-semibold text-slate-900';

/**
 * The code: typed once, when the kind is created (at most 40 characters, unique); shown, not
 * changed, afterwards.
 */
function CodeField({ spec, kind }: { spec: FormFieldSpec | undefined; kind: TournamentKindRecord | undefined }) {
  const { t } = useTranslation('volley-settings');
  const { register, formState } = useFormContext<EntityFormValues>();
  const label = registryLabel('competitions:fields.code');
  if (!spec) {
    return <TextField label={label} hint={t('kinds.codeReadOnly')} value={kind?.code ?? ''} readOnly />;
  }
  return (
    <TextField
      label={label}
      hint={t('kinds.codeHint', { max: spec.rules.maxLength ?? 40 })}
      error={fieldErrorText(formState.errors.Code)}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      {...register('Code')}
    />
  );
}

export type KindDialogProps = {
  /** The kind edited; none for a new one. */
  kind: TournamentKindRecord | undefined;
  onClose: () => void;
  /** Reads the kinds again (after someone else changed this one). */
  onReload: () => void;
};

/**
 * A kind of tournament's code (new kinds only), names, standings criteria, roster limits and flags,
 * checked as they are typed with the server's rules; an edit is saved with the version read (a
 * newer one is a conflict: the dialog offers to load it). A refusal shows on the field it names;
 * a code already taken on the code.
 */
export function KindDialog({ kind, onClose, onReload }: KindDialogProps) {
  const { t } = useTranslation('volley-settings');
  const creating = kind === undefined;
  const specs = useMemo(() => kindSpecs(creating), [creating]);
  const fields = useMemo(() => specs.map((spec) => spec.name), [specs]);
  const [schema] = useState(() => kindFormSchema(specs));
  const [defaults] = useState(() => kindFormValues(specs, kind));
  const form = useValidatedForm(schema, defaults);
  const { saveRecord } = useSaveRecord('VolleyTournamentType');
  const [problem, setProblem] = useState<SaveProblem>();
  const { isDirty, isSubmitting, errors } = form.formState;
  useReportUnsaved('tournament-kind', isDirty);
  const language = currentLanguage();
  const name = kind ? kindName(kind, language) : undefined;

  const save = async (values: EntityFormValues) => {
    setProblem(undefined);
    const attributes = kindSaveAttributes(specs, kind, defaults, values);
    try {
      const no = await saveRecord(attributes);
      form.reset(values);
      const saved = kindName(
        {
          no,
          code: typeof values.Code === 'string' ? values.Code : (kind?.code ?? null),
          name: String(values.Name ?? ''),
          nameFr: String(values.NameFr ?? ''),
          nameEs: String(values.NameEs ?? ''),
        },
        language,
      );
      let message = t('kinds.created', { name: saved });
      if (!creating) {
        message =
          CRITERIA_FIELD in attributes ? t('kinds.savedRanked', { name: saved }) : t('kinds.saved', { name: saved });
      }
      notify({ kind: 'tournament-kind-saved', tone: 'success', message, duration: NOTICE_MS, unique: false });
      onClose();
    } catch (error) {
      const refused = isConflict(error) ? undefined : refusedField(error, fields, { Duplicate: 'Code' });
      if (refused) form.setError(refused.field, { type: 'server', message: refused.message }, { shouldFocus: true });
      else setProblem({ error });
    }
  };
  const submit = (event: FormEvent) => void form.handleSubmit(save, () => setProblem({ incomplete: true }))(event);
  const field = (fieldName: string) => (
    <EntityFormField key={fieldName} spec={specNamed(specs, fieldName)} setting={PLAIN_SETTING} />
  );

  return (
    <FormDialog
      open
      onClose={onClose}
      size="wide"
      title={name ? t('kinds.editTitle', { name }) : t('kinds.newTitle')}
      description={kind ? t('kinds.editDescription', { code: kind.code ?? '' }) : t('kinds.newDescription')}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <fieldset className="flex min-w-0 flex-col gap-3">
            <legend className={LEGEND}>{t('kinds.namesTitle')}</legend>
            <div className="grid items-start gap-x-4 gap-y-3 sm:grid-cols-2">
              <CodeField spec={specs.find((spec) => spec.name === 'Code')} kind={kind} />
              {NAME_FIELDS.map(field)}
            </div>
            <p className="text-xs text-slate-600">{t('kinds.namesHint')}</p>
          </fieldset>
          <fieldset className="flex min-w-0 flex-col gap-3">
            <legend className={LEGEND}>{t('kinds.rostersTitle')}</legend>
            <div className="grid items-start gap-x-4 gap-y-3 sm:grid-cols-2">{LIMIT_FIELDS.map(field)}</div>
            <div className="flex flex-wrap gap-x-6 gap-y-1">{FLAG_FIELDS.map(field)}</div>
          </fieldset>
          <CriteriaEditor />
          <SaveProblemAlert
            problem={problem}
            hasErrors={Object.keys(errors).length > 0}
            texts={{
              conflict: t('kinds.conflict'),
              notSaved: (reason) => t('kinds.notSaved', { reason }),
              reload: t('kinds.reload'),
            }}
            onReload={onReload}
          />
          <DialogButtons pending={isSubmitting} onCancel={onClose} />
        </form>
      </FormProvider>
    </FormDialog>
  );
}
