import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VolleyTeamStaff } from '@libero/shared/registry/competitions';
import { useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { RecordFormDialog } from '../../lib/forms/record-form-dialog';
import type { TeamRow } from './competition-rows';
import { formSpecs, PLAIN_SETTING, specNamed, useSaveRecord } from '../../lib/forms/record-dialog-parts';

const FIELDS = ['NoPerson', 'Role'];

/** Adds a coach, a doctor… to a team: a person found in the registry, and their role. */
export function StaffDialog({ team, onClose }: { team: TeamRow; onClose: () => void }) {
  const { t } = useTranslation(['competitions', 'common']);
  const specs = useMemo(() => formSpecs(VolleyTeamStaff, FIELDS), []);
  const [schema] = useState(() => entityFormSchema(specs));
  const form = useValidatedForm(schema, formDefaults(specs));
  const { saveRecord } = useSaveRecord('VolleyTeamStaff');

  const save = async (values: EntityFormValues) => {
    await saveRecord({ NoTeam: team.no, ...saveAttributes(specs, values) });
  };

  return (
    <RecordFormDialog
      form={form}
      onSave={save}
      refusable={{ fields: FIELDS, codeFields: { Duplicate: 'NoPerson' } }}
      onClose={onClose}
      title={t('staff.addTitle', { team: team.name ?? '' })}
      submitLabel={t('staff.add')}
    >
      <EntityFormField spec={specNamed(specs, 'NoPerson')} setting={PLAIN_SETTING} />
      <EntityFormField spec={specNamed(specs, 'Role')} setting={PLAIN_SETTING} />
    </RecordFormDialog>
  );
}
