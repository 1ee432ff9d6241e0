import { useMemo, useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VolleyTeamStaff } from '@libero/shared/registry/competitions';
import { useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { FormDialog } from '../../ui/form-dialog';
import type { TeamRow } from './competition-rows';
import {
  DialogButtons,
  formSpecs,
  PLAIN_SETTING,
  RefusalAlert,
  showRefusal,
  specNamed,
  useSaveRecord,
} from '../../lib/forms/record-dialog-parts';

const FIELDS = ['NoPerson', 'Role'];

/** Adds a coach, a doctor… to a team: a person found in the registry, and their role. */
export function StaffDialog({ team, onClose }: { team: TeamRow; onClose: () => void }) {
  const { t } = useTranslation(['competitions', 'common']);
  const specs = useMemo(() => formSpecs(VolleyTeamStaff, FIELDS), []);
  const [schema] = useState(() => entityFormSchema(specs));
  const form = useValidatedForm(schema, formDefaults(specs));
  const { saveRecord } = useSaveRecord('VolleyTeamStaff');
  const [refusal, setRefusal] = useState<unknown>();

  const save = async (values: EntityFormValues) => {
    setRefusal(undefined);
    try {
      await saveRecord({ NoTeam: team.no, ...saveAttributes(specs, values) });
      onClose();
    } catch (error) {
      showRefusal(form, setRefusal, error, FIELDS, { Duplicate: 'NoPerson' });
    }
  };

  return (
    <FormDialog open onClose={onClose} title={t('staff.addTitle', { team: team.name ?? '' })}>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event: FormEvent) => void form.handleSubmit(save)(event)}
          className="flex flex-col gap-3"
        >
          <EntityFormField spec={specNamed(specs, 'NoPerson')} setting={PLAIN_SETTING} />
          <EntityFormField spec={specNamed(specs, 'Role')} setting={PLAIN_SETTING} />
          <RefusalAlert error={refusal} />
          <DialogButtons pending={form.formState.isSubmitting} onCancel={onClose} submitLabel={t('staff.add')} />
        </form>
      </FormProvider>
    </FormDialog>
  );
}
